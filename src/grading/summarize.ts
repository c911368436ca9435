import type { Step } from '../exercise/types';
import type { CaseResult, CaseStatus, RunSummary, StepResult } from './types';

/** Which status a step shows when its cases disagree: the one most worth the learner's attention. */
const PRECEDENCE: CaseStatus[] = ['error', 'timeout', 'fail', 'pending', 'not-run', 'pass'];

/** Folds case results into one result per check step, in the exercise's step order. */
export function summarizeSteps(steps: Step[], cases: CaseResult[]): StepResult[] {
  return steps.map((step) => {
    const own = cases.filter((c) => c.step === step.id);
    const passed = own.filter((c) => c.status === 'pass').length;
    const status = PRECEDENCE.find((s) => own.some((c) => c.status === s)) ?? 'pass';
    return {
      id: step.id,
      title: step.title,
      summary: step.summary,
      hints: step.hints ?? [],
      status,
      passed,
      total: own.length,
      cases: own,
    };
  });
}

/** The id the summary uses to point at the generated cases' group. */
export const GENERATED_GROUP = 'generated';

export function summarizeRun(steps: StepResult[], generated?: { title: string; status: string }): RunSummary {
  const passedSteps = steps.filter((s) => s.status === 'pass').length;
  const totalSteps = steps.length;
  const first = stepToLook(steps);
  const noun = totalSteps === 1 ? 'step' : 'steps';
  // The generated group comes after the steps: look at it first only when every step passed
  // (and once it has an outcome: it may still be running when the steps' results are shown).
  const look = first
    ? { id: first.id, title: first.title }
    : generated && generated.status !== 'pass' && generated.status !== 'running'
      ? { id: GENERATED_GROUP, title: generated.title }
      : undefined;
  return {
    passedSteps,
    totalSteps,
    text: passedSteps === totalSteps ? `All ${totalSteps} ${noun} passed` : `${passedSteps} of ${totalSteps} ${noun} passed`,
    ...(look ? { firstStepToLook: look } : {}),
  };
}

/**
 * The step whose rule the code most likely breaks: where "Start with" points.
 * Not simply the first step with a failing case: a case about block numbering
 * whose expected value also holds an "unknown tool" error fails when the
 * unknown-tool check is skipped, and would send the learner to a rule their
 * code gets right. So a failed case that shows only its own step's rule (no
 * `involves`) is the evidence: the first step, in step order, with one of
 * those. When every failed case also shows other rules, the failing step most
 * of them share (own or involved) is the likeliest culprit, the earlier on a
 * tie. Cases that never ran (a compile error, a Run stopped after timeouts)
 * are no evidence either way.
 */
function stepToLook(steps: StepResult[]): StepResult | undefined {
  const failing = steps.filter((step) => step.status !== 'pass');
  const failed = steps.flatMap((step) => step.cases.filter(ranAndFailed));
  if (failed.length === 0) return failing[0];
  const focused = steps.find((step) => step.cases.some((c) => ranAndFailed(c) && !c.involves?.length));
  if (focused) return focused;
  const shares = (step: StepResult) => failed.filter((c) => c.step === step.id || c.involves?.includes(step.id)).length;
  return failing.reduce((best, step) => (shares(step) > shares(best) ? step : best));
}

function ranAndFailed(result: CaseResult): boolean {
  return result.status === 'fail' || result.status === 'error' || result.status === 'timeout';
}
