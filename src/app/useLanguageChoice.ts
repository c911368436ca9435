import { useEffect, useState } from 'react';
import type { Exercise } from '../exercise/types';
import type { LanguageId } from '../core/language';
import type { LinkCode } from '../persistence/codeSession';
import type { AppDeps } from './deps';
import { offeredLanguage } from '../exercise/forLanguage';
import { offeredLanguages } from '../exercise/offered';
import type { ExerciseEntry } from '../exercise/catalog';
import { nearestIn } from '../ui/MissingLanguageNote';

/** What a shared link brings: its code (or why it brings none, see LinkCode) and the language that code is in. */
export interface SharedLink {
  code: LinkCode | undefined;
  language: LanguageId | undefined;
}

/**
 * The language an exercise is done in, and the shared link's code for as long as it still applies.
 *
 * The page opens in the link's language, else in the one last chosen for this exercise, else in the one last
 * chosen in any exercise, else in the first language offered (a language the exercise does not offer falls back
 * to it: TypeScript, Python for a Python-only exercise, or the first its settings' `languages` name).
 * `missing` is the learner's own language when this exercise does not offer it, with the nearest exercise of the
 * track that does (the page says so). The choice is remembered, and picking
 * Python starts its download at once: the progress bar shows while the learner reads.
 *
 * The link's code belongs to the language the page opened in, and applies once: after a switch, each language
 * shows its own saved code, so `linkCode` is then `undefined`.
 */
export function useLanguageChoice(
  exercise: Exercise,
  deps: Pick<AppDeps, 'languages' | 'python'>,
  link: SharedLink,
  track: readonly ExerciseEntry[] = [],
) {
  const offered = offeredLanguages(exercise);
  // Without a Python runner (tests), an exercise that offers TypeScript is shown in TypeScript alone.
  const languages: LanguageId[] = deps.python || !offered.includes('typescript') ? offered : ['typescript'];
  const [choice, setChoice] = useState(() => {
    const wanted = link.language ?? deps.languages.get(exercise.slug) ?? deps.languages.last();
    const language = offeredLanguage(languages, wanted);
    return { language, linkCode: link.code, missing: wanted !== undefined && wanted !== language ? wanted : undefined };
  });
  const { language } = choice;

  useEffect(() => {
    // An exercise in one language leaves the learner's own as it was: the next one opens in theirs again.
    deps.languages.set(exercise.slug, language, languages.length > 1);
    if (language === 'python') deps.python?.prepare();
  }, [deps, exercise.slug, language, languages.length]);

  const choose = (next: LanguageId) => {
    if (next !== language) setChoice({ language: next, linkCode: undefined, missing: undefined });
  };
  const missing = choice.missing && { missing: choice.missing, nearest: nearestIn(track, exercise.slug, choice.missing) };
  return { languages, language, linkCode: choice.linkCode, missing, choose };
}
