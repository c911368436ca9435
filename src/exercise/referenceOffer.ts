// A type only: settings.ts holds zod's schemas, which must stay out of the page's JavaScript before it is interactive.
import type { ReferenceSolutionSetting } from './settings';

/** With `after-hints`, the Runs that did not solve the exercise after which the reference is offered anyway. */
export const AFTER_HINTS_RUNS = 8;

/** Whether the reference solution is offered now; when it is not, the one quiet line that says when it will be (none for `never`). */
export type ReferenceOffer = { offered: true } | { offered: false; when?: string };

/** What the page knows of the learner's work on the exercise, in the language shown. */
export interface ReferenceProgress {
  /** Runs started in this language, on this visit and earlier ones. */
  runs: number;
  /** Every step passed, by a Run now or on an earlier visit. */
  solved: boolean;
  /** The step the learner is on (the last Run's "Start with", or the first step): its hints and how many are seen. */
  stuck?: { hints: number; revealed: number };
}

/** When the reference solution may be shown beside the learner's code, under the exercise's `referenceSolution` setting. */
export function referenceOffer(setting: ReferenceSolutionSetting, { runs, solved, stuck }: ReferenceProgress): ReferenceOffer {
  if (setting === 'never') return { offered: false };
  if (setting === 'always') return { offered: true };
  if (setting === 'after-hints' || (typeof setting === 'object' && 'afterHints' in setting)) {
    const orAfter = setting === 'after-hints' ? AFTER_HINTS_RUNS : setting.afterHints.orAfterRuns;
    const hintsSeen = stuck !== undefined && stuck.hints > 0 && stuck.revealed >= stuck.hints;
    if (solved || hintsSeen || runs >= orAfter) return { offered: true };
    const left = orAfter - runs;
    const hints = stuck && stuck.hints > 0 ? 'once you have seen every hint of this step, or ' : '';
    return { offered: false, when: `The reference solution can be shown ${hints}after ${left} more Run${left === 1 ? '' : 's'}.` };
  }
  if (setting === 'after-solving') {
    return solved ? { offered: true } : { offered: false, when: 'The reference solution can be shown after you solve the exercise.' };
  }
  const needed = setting.afterRuns;
  if (runs >= needed) return { offered: true };
  // One Run: the words the page has always used for the default.
  if (needed === 1) return { offered: false, when: 'The reference solution can be shown after your first Run.' };
  return { offered: false, when: `The reference solution can be shown after ${needed} Runs (${runs} so far).` };
}
