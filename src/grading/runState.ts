import type { Exercise } from '../exercise/types';
import type { ConsoleOutput, RunEvent, RunProblem } from '../core/runTypes';
import { gradeCase, pendingCase } from './gradeCase';
import { summarizeRun, summarizeSteps } from './summarize';
import { notRunBecause } from './messages';
import type { CaseResult, RunSummary, StepResult, Stopped } from './types';
import type { GeneratedOutcome } from './types';

/** The generated cases' group: running, or how it ended. */
export type GeneratedState = { title: string } & ({ status: 'running'; seed?: undefined } | GeneratedOutcome);

/** Events of the generated phase, which follows the fixed cases within the same Run. */
export type GeneratedEvent =
  { type: 'generated-started'; runId: number; title: string } | { type: 'generated-finished'; runId: number; outcome: GeneratedOutcome };

/**
 * Everything the results view shows, derived from runner events by a pure
 * reducer: the UI renders it, the CLI prints it, tests feed it events.
 */
export interface RunState {
  phase: 'idle' | 'running' | 'done';
  runId?: number;
  problem?: RunProblem;
  cases: CaseResult[];
  steps: StepResult[];
  /** Present once the run is done. */
  summary?: RunSummary;
  /** Present when the exercise has generated cases and this run reached them. */
  generated?: GeneratedState;
  /** Set while the Run waits for its sandbox (or Python) to start, until its first result arrives. */
  waiting?: boolean;
  /** Present when cases kept running past the time limit (the Run's budget of timeouts) and the rest of the run was not run. */
  stopped?: Stopped;
  durationMs?: number;
}

export function initialRunState(exercise: Exercise): RunState {
  const cases = exercise.cases.map((c) => pendingCase(c, 'not-run'));
  return { phase: 'idle', cases, steps: summarizeSteps(exercise.steps, cases) };
}

export function reduceRun(state: RunState, event: RunEvent | GeneratedEvent, exercise: Exercise): RunState {
  if (event.type !== 'started' && event.runId !== state.runId) return state;
  switch (event.type) {
    case 'started': {
      const cases = exercise.cases.map((c) => pendingCase(c));
      return { phase: 'running', runId: event.runId, cases, steps: summarizeSteps(exercise.steps, cases) };
    }
    case 'waiting':
      return { ...state, waiting: true };
    case 'problem': {
      const cases = exercise.cases.map((c) => pendingCase(c, 'not-run'));
      const { waiting: _waiting, ...rest } = state;
      return { ...rest, problem: event.problem, cases, steps: summarizeSteps(exercise.steps, cases) };
    }
    case 'case': {
      const testCase = exercise.cases.find((c) => c.id === event.caseId);
      if (!testCase) return state;
      const cases = state.cases.map((c) => (c.id === event.caseId ? gradeCase(testCase, event.run) : c));
      const { waiting: _waiting, ...rest } = state;
      return { ...rest, cases, steps: summarizeSteps(exercise.steps, cases) };
    }
    case 'stopped':
      return { ...state, stopped: { timeouts: event.timeouts, inARow: event.inARow, limitMs: event.limitMs, notRun: event.notRun } };
    // The generated cases may start and end after the fixed cases' results are shown: the summary follows them.
    case 'generated-started':
      return withGenerated(state, { title: event.title, status: 'running' });
    case 'generated-finished':
      return withGenerated(state, { title: state.generated?.title ?? 'Generated cases', ...event.outcome });
    case 'finished': {
      // A case the run never reached (it stopped early) is "not run", not forever pending, and says why.
      const why = state.stopped && notRunBecause(state.stopped);
      const cases = state.cases.map((c) =>
        c.status === 'pending' ? { ...c, status: 'not-run' as const, ...(why ? { problem: why } : {}) } : c,
      );
      const steps = summarizeSteps(exercise.steps, cases);
      return { ...state, phase: 'done', cases, steps, summary: summarizeRun(steps, state.generated), durationMs: event.durationMs };
    }
  }
}

function withGenerated(state: RunState, generated: NonNullable<RunState['generated']>): RunState {
  return { ...state, generated, ...(state.phase === 'done' && state.summary ? { summary: summarizeRun(state.steps, generated) } : {}) };
}

/** One piece of a Run's console output: what loading the module printed, or one case's. */
export interface PrintedBy {
  /** A case's id, or `#load` for what the module printed as it loaded. */
  id: string;
  title: string;
  output: ConsoleOutput;
}

/**
 * All a Run's code printed, in the order it ran: the module as it loaded, each case that printed something (passing
 * or not: the output is the learner's own), then the smallest generated failure's.
 */
export function runOutput(state: RunState): PrintedBy[] {
  const printed = (output: ConsoleOutput) => output.lines.length > 0 || output.truncated;
  const pieces: PrintedBy[] = [];
  if (state.problem && state.problem.kind !== 'compile' && printed(state.problem.output))
    pieces.push({ id: '#load', title: 'While your code loaded', output: state.problem.output });
  for (const result of state.cases) if (printed(result.output)) pieces.push({ id: result.id, title: result.title, output: result.output });
  const generated = state.generated;
  if (generated?.status === 'fail' && printed(generated.failure.output))
    pieces.push({ id: generated.failure.id, title: generated.failure.title, output: generated.failure.output });
  return pieces;
}
