import { LEARNER_NAME_KEY } from './storageKeys';

/** The name on the learner's submission files: asked the first time they download one, then offered again. */
export interface LearnerNameStore {
  get(): string;
  set(name: string): void;
}

export function createLearnerNameStore(storage: Storage | undefined): LearnerNameStore {
  return {
    get() {
      try {
        return storage?.getItem(LEARNER_NAME_KEY) ?? '';
      } catch {
        return '';
      }
    },
    set(name) {
      try {
        storage?.setItem(LEARNER_NAME_KEY, name);
      } catch {
        /* a name we cannot keep is asked again next time; the file still carries it */
      }
    },
  };
}
