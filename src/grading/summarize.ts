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
  const first = steps.find((s) => s.status !== 'pass');
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
