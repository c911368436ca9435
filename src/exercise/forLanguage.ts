import type { LanguageId } from '../core/language';
import type { Exercise } from './types';

/**
 * The exercise as a learner of `language` meets it: for Python, the Python
 * entry name, starter, solution, lesson and hints, with the same slug, steps,
 * cases (keys in Python's names where the exercise gives them, titles in Python's words where the case gives them) and driver, so everything downstream (the run, the results, the
 * solution panel) serves both languages unchanged. Generated cases stay: the
 * pipeline compares them with the TypeScript reference, in Python's names, so
 * it takes the exercise as written (this drops the TypeScript solution).
 */
export function forLanguage(exercise: Exercise, language: LanguageId): Exercise {
  const python = exercise.python;
  if (offeredLanguage(exercise.languages, language) !== 'python' || !python) return exercise;
  const renamed = Object.keys(python.names).length > 0;
  return {
    ...exercise,
    entry: python.entry,
    starter: python.starter,
    solution: python.solution,
    solutionHtml: python.solutionHtml,
    lessonHtml: python.lessonHtml,
    lessonParts: python.lessonParts,
    hints: python.hints,
    steps: exercise.steps.map((step) => ({ ...step, hints: python.stepHints[step.id] ?? [] })),
    types: '',
    modules: [],
    typeImports: [],
    mistakes: python.mistakes,
    alternatives: python.alternatives,
    cases: exercise.cases.map((c) => ({
      ...c,
      title: c.titles?.python ?? c.title,
      input: renamed ? renameKeys(c.input, python.names) : c.input,
      expected: renamed ? renameKeys(c.expected, python.names) : c.expected,
    })),
  };
}

/** The value with every object key found in `names` renamed, at any depth, in the same order. */
export function renameKeys(value: unknown, names: Record<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, names));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [Object.hasOwn(names, key) ? names[key]! : key, renameKeys(item, names)]),
  );
}

/**
 * How keys are renamed when a value goes from code in one language to code in another: the exercise's
 * python.names (TypeScript's key to Python's) one way, the same pairs turned round the other, none within a language.
 */
export function keyNames(exercise: Exercise, from: LanguageId, to: LanguageId): Record<string, string> {
  const names = exercise.python?.names ?? {};
  if (from === to) return {};
  if (to === 'python') return names;
  return Object.fromEntries(Object.entries(names).map(([typescript, python]) => [python, typescript]));
}

/**
 * The language an exercise is met in when `wanted` is asked for: that one when the exercise offers it, else
 * its first (a Python-only exercise in Python, whatever a link or a stored choice says).
 */
export function offeredLanguage(offered: readonly LanguageId[], wanted: LanguageId | undefined): LanguageId {
  return wanted && offered.includes(wanted) ? wanted : offered[0]!;
}

/** Where each language's code is saved: TypeScript keeps the slug (so code saved before Python existed is read as it was). */
export function codeKeyFor(slug: string, language: LanguageId): string {
  return language === 'python' ? `${slug}.py` : slug;
}
