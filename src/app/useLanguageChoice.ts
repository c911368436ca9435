import { useEffect, useState } from 'react';
import type { Exercise } from '../exercise/types';
import type { LanguageId } from '../core/language';
import type { LinkCode } from '../persistence/codeSession';
import type { AppDeps } from './deps';
import { offeredLanguage } from '../exercise/forLanguage';
import { offeredLanguages } from '../exercise/offered';

/** What a shared link brings: its code (or why it brings none, see LinkCode) and the language that code is in. */
export interface SharedLink {
  code: LinkCode | undefined;
  language: LanguageId | undefined;
}

/**
 * The language an exercise is done in, and the shared link's code for as long as it still applies.
 *
 * The page opens in the link's language, else in the one last chosen for this exercise, else in the first
 * language offered (a language the exercise does not offer falls back to it: TypeScript, Python for a
 * Python-only exercise, or the first its settings' `languages` name). The choice is remembered, and picking
 * Python starts its download at once: the progress bar shows while the learner reads.
 *
 * The link's code belongs to the language the page opened in, and applies once: after a switch, each language
 * shows its own saved code, so `linkCode` is then `undefined`.
 */
export function useLanguageChoice(exercise: Exercise, deps: Pick<AppDeps, 'languages' | 'python'>, link: SharedLink) {
  const offered = offeredLanguages(exercise);
  // Without a Python runner (tests), an exercise that offers TypeScript is shown in TypeScript alone.
  const languages: LanguageId[] = deps.python || !offered.includes('typescript') ? offered : ['typescript'];
  const [choice, setChoice] = useState(() => {
    const wanted = link.language ?? deps.languages.get(exercise.slug);
    return { language: offeredLanguage(languages, wanted), linkCode: link.code };
  });
  const { language } = choice;

  useEffect(() => {
    deps.languages.set(exercise.slug, language);
    if (language === 'python') deps.python?.prepare();
  }, [deps, exercise.slug, language]);

  const choose = (next: LanguageId) => {
    if (next !== language) setChoice({ language: next, linkCode: undefined });
  };
  return { languages, language, linkCode: choice.linkCode, choose };
}
