import type { RunState } from './runState';
import { GENERATED_GROUP } from './summarize';

/**
 * Did this Run pass? The one rule, for the page's "solved", `npm run grade`'s
 * exit code and the content check: the Run ended, every case of every step
 * passed, and the generated group, when the Run reached it, passed too.
 */
export function runPassed(state: RunState): boolean {
  if (state.phase !== 'done' || state.problem || state.stopped) return false;
  if (!state.steps.every((step) => step.status === 'pass')) return false;
  return !state.generated || state.generated.status === 'pass';
}

/**
 * What a Run failed: the ids of the cases that did not pass, and
 * GENERATED_GROUP when the generated group found a failing input. For a known
 * mistake, these are the cases that catch it.
 */
export function failedCaseIds(state: RunState): string[] {
  const ids = state.cases.filter((c) => c.status !== 'pass').map((c) => c.id);
  return state.generated?.status === 'fail' ? [...ids, GENERATED_GROUP] : ids;
}
