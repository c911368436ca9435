import type { StepResult } from './types';

/** The steps a Run passes, by id. */
export function passingSteps(steps: readonly StepResult[]): ReadonlySet<string> {
  return new Set(steps.filter((step) => step.status === 'pass').map((step) => step.id));
}

/**
 * The steps this Run passes that the one before it did not (every passing step when there was none before), in
 * step order: what the learner just achieved, which the page names in one line before pointing at the next step.
 */
export function newlyPassed(before: ReadonlySet<string> | undefined, steps: readonly StepResult[]): StepResult[] {
  return steps.filter((step) => step.status === 'pass' && !before?.has(step.id));
}

/** "A passes now", "A and B pass now", "3 steps pass now: A, B and C": the learner's step titles, in order. */
export function passedSentence(titles: readonly string[]): string {
  if (titles.length === 0) return '';
  if (titles.length === 1) return `${titles[0]} passes now.`;
  const list = `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
  return titles.length === 2 ? `${list} pass now.` : `${titles.length} steps pass now: ${list}.`;
}
