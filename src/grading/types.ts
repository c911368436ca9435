import type { Difference } from './diff';
import type { ConsoleOutput } from '../core/runTypes';

/**
 * `pending`: the run has not reached this case yet.
 * `not-run`: the run ended without it (the code did not compile or load).
 */
export type CaseStatus = 'pass' | 'fail' | 'error' | 'timeout' | 'not-run' | 'pending';

/** Why a case did not pass, in words for the learner. */
export interface CaseProblem {
  title: string;
  message: string;
  /** Line (and column) in the learner's code, when known. */
  line?: number;
  column?: number;
}

export interface CaseResult {
  id: string;
  step: string;
  /** The other steps whose rule this case also shows (Case.involves); absent when none. */
  involves?: readonly string[];
  title: string;
  example: boolean;
  status: CaseStatus;
  input: unknown;
  expected: unknown;
  /** Present once the learner's function returned. */
  received?: unknown;
  differences?: Difference[];
  problem?: CaseProblem;
  output: ConsoleOutput;
  durationMs?: number;
}

export type StepStatus = CaseStatus;

export interface StepResult {
  id: string;
  title: string;
  summary: string;
  /** The step's hints (HTML), offered when it fails. */
  hints: string[];
  status: StepStatus;
  passed: number;
  total: number;
  cases: CaseResult[];
}

export interface RunSummary {
  passedSteps: number;
  totalSteps: number;
  /** `All 6 steps passed` or `4 of 6 steps passed`. */
  text: string;
  /** The first step that did not pass: where the learner should look first. */
  firstStepToLook?: { id: string; title: string };
}

/** How a generated group ended. `error` means the exercise itself is broken (the reference failed). */
export type GeneratedOutcome =
  /** `planned` is set when the Run's time for random inputs ran out before all of them were tried. */
  | { status: 'pass'; seed: string; runs: number; planned?: number }
  | { status: 'fail'; seed: string; runs: number; shrinks: number; failure: CaseResult }
  | { status: 'error'; seed: string; message: string };

/**
 * Why the rest of a Run was not run: `timeouts` cases ran past `limitMs`, the Run's budget of timeouts
 * (`inARow`: one after another; absent in Runs kept before it was told, which stopped only then).
 */
export interface Stopped {
  timeouts: number;
  inARow?: boolean;
  limitMs: number;
  notRun: number;
}
