import type { LanguageId } from '../core/language';
import { languageKey, lastLanguageKey } from './storageKeys';

/**
 * The language a learner chose for each exercise, and the one they chose last in any (where an exercise they
 * have not opened yet starts: a Python learner's next exercise opens in Python), remembered between visits.
 * Storage is passed in; without it (private mode), the choice lasts the visit.
 */
export interface LanguageStore {
  get(slug: string): LanguageId | undefined;
  /** The language chosen last, in any exercise. */
  last(): LanguageId | undefined;
  /** `asLast: false` for an exercise that offers only this language: no choice was made, the learner's own stays. */
  set(slug: string, language: LanguageId, asLast?: boolean): void;
}

export function createLanguageStore(storage: Storage | undefined): LanguageStore {
  let lastThisVisit: LanguageId | undefined;
  const read = (key: string): LanguageId | undefined => {
    try {
      const value = storage?.getItem(key);
      return value === 'python' || value === 'typescript' ? value : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    get: (slug) => read(languageKey(slug)),
    last: () => read(lastLanguageKey()) ?? lastThisVisit,
    set(slug, language, asLast = true) {
      if (asLast) lastThisVisit = language;
      try {
        storage?.setItem(languageKey(slug), language);
        if (asLast) storage?.setItem(lastLanguageKey(), language);
      } catch {
        /* a choice we cannot keep is still used for this visit */
      }
    },
  };
}
