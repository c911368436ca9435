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

/**
 * "Now passing: A.", "Now passing: A and B.", "Now passing: 3 steps.": the step titles in order (a title may be a
 * sentence, "The expected tools were called", so it is not the subject of a verb), and only their count from three
 * on (a learner who wrote everything at once reads one short line, and each step's result below it).
 */
export function passedSentence(titles: readonly string[]): string {
  if (titles.length === 0) return '';
  if (titles.length === 1) return `Now passing: ${titles[0]}.`;
  return titles.length === 2 ? `Now passing: ${titles[0]} and ${titles[1]}.` : `Now passing: ${titles.length} steps.`;
}
