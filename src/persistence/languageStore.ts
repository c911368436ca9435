import type { LanguageId } from '../core/language';
import { languageKey } from './storageKeys';

/**
 * The language a learner chose for each exercise, remembered between visits.
 * Storage is passed in; without it (private mode), the choice lasts the visit.
 */
export interface LanguageStore {
  get(slug: string): LanguageId | undefined;
  set(slug: string, language: LanguageId): void;
}

export function createLanguageStore(storage: Storage | undefined): LanguageStore {
  return {
    get(slug) {
      try {
        const value = storage?.getItem(languageKey(slug));
        return value === 'python' || value === 'typescript' ? value : undefined;
      } catch {
        return undefined;
      }
    },
    set(slug, language) {
      try {
        storage?.setItem(languageKey(slug), language);
      } catch {
        /* a choice we cannot keep is still used for this visit */
      }
    },
  };
}
