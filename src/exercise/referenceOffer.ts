import type { ReferenceSolutionSetting } from './settings';

/** Whether the reference solution is offered now; when it is not, the one quiet line that says when it will be (none for `never`). */
export type ReferenceOffer = { offered: true } | { offered: false; when?: string };

/** What the page knows of the learner's work on the exercise, in the language shown. */
export interface ReferenceProgress {
  /** Runs started in this language, on this visit and earlier ones. */
  runs: number;
  /** Every step passed, by a Run now or on an earlier visit. */
  solved: boolean;
}

/** When the reference solution may be shown beside the learner's code, under the exercise's `referenceSolution` setting. */
export function referenceOffer(setting: ReferenceSolutionSetting, { runs, solved }: ReferenceProgress): ReferenceOffer {
  if (setting === 'never') return { offered: false };
  if (setting === 'after-solving') {
    return solved ? { offered: true } : { offered: false, when: 'The reference solution can be shown after you solve the exercise.' };
  }
  const needed = setting.afterRuns;
  if (runs >= needed) return { offered: true };
  // One Run: the words the page has always used for the default.
  if (needed === 1) return { offered: false, when: 'The reference solution can be shown after your first Run.' };
  return { offered: false, when: `The reference solution can be shown after ${needed} Runs (${runs} so far).` };
}
