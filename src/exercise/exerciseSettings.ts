import type { LanguageId } from '../core/language';
import type { Problem } from './problems.ts';
import { resolveSettings, type LearnerSettings, type SettingsOverrides } from './settings.ts';

/** The file whose presence offers each language, for messages. */
const REFERENCE_FILE: Record<LanguageId, string> = { typescript: 'solution.ts', python: 'solution.py' };

interface Layers {
  /** exercise.yaml's `settings:` block. */
  own: SettingsOverrides | undefined;
  /** exercise.yaml's own `timeLimitMs`, which wins over every `settings:` default. */
  ownTimeLimitMs: number | undefined;
  /** The course's `settings:` block (course.yaml), under the exercise's. */
  course: SettingsOverrides | undefined;
  /** The languages the folder is written in (Exercise.languages). */
  written: LanguageId[];
  /** exercise.yaml's path, and the line of a path in it. */
  file: string;
  lineOf: (path: (string | number)[]) => number | undefined;
}

/**
 * An exercise's settings, exercise over course over the defaults, checked against the folder: the time limit
 * every tool and the page then read (`Exercise.timeLimitMs`), what the page offers, and what is wrong.
 */
export function exerciseSettings(layers: Layers): { settings: LearnerSettings; timeLimitMs: number; problems: Problem[] } {
  const { timeLimitMs, languages: _languages, ...resolved } = resolveSettings(layers.course, layers.own);
  const { languages, problems } = offeredLanguages(layers);
  return { settings: { ...resolved, ...(languages ? { languages } : {}) }, timeLimitMs: layers.ownTimeLimitMs ?? timeLimitMs, problems };
}

/**
 * The languages offered. The exercise's own list must name only languages it is written in (a line each that
 * does not). A course's list is the course's preference: an exercise offers those of it that it is written
 * in, in the course's order, and only an exercise written in none of them is an error.
 */
function offeredLanguages({ own, course, written, file, lineOf }: Layers): { languages?: LanguageId[]; problems: Problem[] } {
  const writtenIn = `it has ${written.map((language) => REFERENCE_FILE[language]).join(' and ')}`;
  if (own?.languages) {
    const problems = own.languages.flatMap((language, index): Problem[] => {
      const at = ['settings', 'languages', index];
      const where = { file, line: lineOf(at), field: `settings.languages[${index}]` };
      if (own.languages!.indexOf(language) !== index)
        return [{ ...where, message: `"${language}" is named twice; name each language once` }];
      if (written.includes(language)) return [];
      return [
        {
          ...where,
          message: `this exercise is not written in ${language} (${writtenIn}): offer only ${written.join(' or ')}, or add ${REFERENCE_FILE[language]}`,
        },
      ];
    });
    return { languages: own.languages, problems };
  }
  if (!course?.languages) return { problems: [] };
  const languages = course.languages.filter((language) => written.includes(language));
  if (languages.length > 0) return { languages, problems: [] };
  const message = `the course offers only ${course.languages.join(' and ')}, and this exercise is not written in it (${writtenIn}): give it settings: { languages: [${written.join(', ')}] } here, or add ${REFERENCE_FILE[course.languages[0]!]}`;
  return { problems: [{ file, field: 'settings.languages', message }] };
}
