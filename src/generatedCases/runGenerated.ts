import * as fc from 'fast-check';
import { sameData } from '../grading/diff';
import { gradeCase } from '../grading/gradeCase';
import type { GeneratedOutcome } from '../grading/types';
import { describeProblem, formatSeconds } from '../grading/messages';
import type { Evaluation, Evaluator } from '../runner/host/evaluator';
import { formatSeed, type Generator } from './defineGenerator';
import { answersAhead } from './answersAhead';

class ReferenceFailed extends Error {}

/** A call of the learner's code on a generated input, kept so that the one reported is not run again. */
interface Tried {
  input: unknown;
  expected: unknown;
  received: Evaluation;
}

/** What runGenerated is given. */
export interface RunGeneratedOptions {
  generator: Generator;
  learner: Evaluator;
  reference: Evaluator;
  seed?: number;
  path?: string;
  /**
   * The generator and the reference speak TypeScript's names (`toolCalls`); a
   * learner in another language reads and returns its own (`tool_calls`).
   * This renames an input or an expected value for the learner.
   */
  inLearnerNames?: (value: unknown) => unknown;
  /**
   * The time the group may still take, in ms (on fast-check's clock, Date.now): inputs and the shrinking of a
   * failure re-run the learner's code many times. At its end the group ends with what it has: the smallest
   * failure found so far, or the inputs that passed so far.
   */
  budgetMs: number;
  /**
   * The inputs, drawn ahead from their seed (drawInputs) while the learner read: used when they are this
   * generator's and no seed or path is asked for. Drawing 100 inputs is about 10 ms of the page's thread,
   * several times that in a page's first group.
   */
  drawn?: DrawnInputs;
  /**
   * False: stop at the first failing input, unshrunk. For tools that need only whether the group fails (the
   * mistakes matrix): shrinking re-runs both programs on each smaller input, a time limit per try on a timeout.
   */
  shrink?: boolean;
}

/** A group's inputs, drawn from their seed before the Run that tries them. */
export interface DrawnInputs {
  generator: Generator;
  seed: number;
  inputs: readonly unknown[];
}

const randomSeed = () => (Math.random() * 2 ** 31) | 0;

/** The inputs a group with this seed tries, in order: fast-check's, as `fc.check` over the seed would draw them. */
export function drawInputs(generator: Generator, seed = randomSeed()): DrawnInputs {
  return { generator, seed, inputs: fc.sample(generator.input(fc), { seed, numRuns: generator.runs }) };
}

/** What the pass through the planned inputs found. */
type Scan =
  | { kind: 'passed' | 'out-of-time'; runs: number }
  | { kind: 'failed'; index: number; tried: Tried }
  | { kind: 'reference-failed'; message: string };

/**
 * Runs the generator's inputs through the reference solution and the
 * learner's code and compares them. The inputs are fast-check's, drawn once
 * from the seed, and go through in order, posted ahead to both programs
 * (answersAhead.ts). At the first that fails, fast-check replays the seed
 * from that input (its path) and shrinks it to a smallest failing input,
 * reported with the seed and path that reproduce it: the same input and
 * token as `fc.check` over the whole seed, without drawing every input twice
 * and running a property when all of them pass.
 */
export async function runGenerated(options: RunGeneratedOptions): Promise<GeneratedOutcome> {
  const { generator } = options;
  const ahead = options.drawn?.generator === generator && options.seed === undefined && !options.path ? options.drawn : undefined;
  const seed = options.seed ?? ahead?.seed ?? randomSeed();
  // On fast-check's clock (Date.now), as its own time limit for the shrinking.
  const deadline = Date.now() + Math.max(0, options.budgetMs);
  const comparing = comparer(options);
  // A replayed path starts at its own input: fast-check finds it, and shrinks it no further.
  if (options.path) return shrunk(comparing, { seed, path: options.path, runs: 1, deadline, endOnFailure: true });

  const { inputs } = ahead ?? drawInputs(generator, seed);
  const scan = await firstFailure(inputs, options, comparing, deadline);
  switch (scan.kind) {
    case 'reference-failed':
      return referenceFailed(seed, scan.message);
    case 'out-of-time':
      // Inputs past the budget were not tried: the count says how many were, and how many were planned.
      if (scan.runs > 0) return { status: 'pass', seed: String(seed), runs: scan.runs, planned: generator.runs };
      return notAnswered(seed, options.budgetMs);
    case 'passed':
      return { status: 'pass', seed: String(seed), runs: scan.runs };
    case 'failed': {
      const path = String(scan.index);
      const runs = scan.index + 1;
      // A timeout is not shrunk (each try would cost a time limit, and the learner's worker): its input is the one shown.
      if (options.shrink === false || scan.tried.received.status === 'timeout')
        return failedOn(scan.tried, { seed, path, runs, shrinks: 0 }, comparing);
      return shrunk(comparing, { seed, path, runs, deadline, found: scan.tried });
    }
  }
}

/** How one input is judged: the reference's answer (in the learner's names) against the learner's. */
interface Comparer {
  options: RunGeneratedOptions;
  inLearnerNames: (value: unknown) => unknown;
  /** The reference's answer as the expected value; throws ReferenceFailed when it did not return. */
  expectedFrom: (run: Evaluation) => unknown;
  /** Both programs on one input, one call each. */
  tryInput: (input: unknown) => Promise<Tried & { passed: boolean }>;
}

function comparer(options: RunGeneratedOptions): Comparer {
  const { learner, reference } = options;
  const inLearnerNames = options.inLearnerNames ?? ((value: unknown) => value);
  const expectedFrom = (run: Evaluation): unknown => {
    if (run.status === 'returned') return inLearnerNames(run.value);
    throw new ReferenceFailed(describeEvaluation(run));
  };
  return {
    options,
    inLearnerNames,
    expectedFrom,
    tryInput: (input) => judge(input, [reference.evaluate(input), learner.evaluate(inLearnerNames(input))], expectedFrom),
  };
}

/**
 * Both answers to one input, judged. The two run in workers of their own, so at the same time; both are
 * awaited even when the reference fails, as an evaluator serves one call at a time.
 */
async function judge(
  input: unknown,
  answers: [Promise<Evaluation>, Promise<Evaluation>],
  expectedFrom: (run: Evaluation) => unknown,
): Promise<Tried & { passed: boolean }> {
  const [expectedRun, received] = await Promise.allSettled(answers);
  if (expectedRun.status === 'rejected') throw expectedRun.reason;
  if (received.status === 'rejected') throw received.reason;
  const expected = expectedFrom(expectedRun.value);
  const passed = received.value.status === 'returned' && sameData(expected, received.value.value);
  return { input, expected, received: received.value, passed };
}

/** The planned inputs in order, answered ahead, until one fails or the budget ends (mid-input included). */
async function firstFailure(
  inputs: readonly unknown[],
  options: RunGeneratedOptions,
  comparing: Comparer,
  deadline: number,
): Promise<Scan> {
  const answers = answersAhead(inputs, {
    reference: options.reference,
    learner: options.learner,
    inLearnerNames: comparing.inLearnerNames,
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outOfTime = new Promise<'out-of-time'>(
    (resolve) => (timer = setTimeout(() => resolve('out-of-time'), Math.max(0, deadline - Date.now()))),
  );
  try {
    for (const [index, input] of inputs.entries()) {
      const pair = answers.next()!;
      const judged = await Promise.race([judge(input, pair, comparing.expectedFrom), outOfTime]);
      if (judged === 'out-of-time') return { kind: 'out-of-time', runs: index };
      if (!judged.passed) return { kind: 'failed', index, tried: judged };
    }
    return { kind: 'passed', runs: inputs.length };
  } catch (error) {
    if (error instanceof ReferenceFailed) return { kind: 'reference-failed', message: error.message };
    throw error;
  } finally {
    clearTimeout(timer);
    // Past the budget, the caller disposes the workers; a failure leaves the learner's queued inputs unrun.
    answers.close();
  }
}

/**
 * fast-check replays the seed from `path` and shrinks the failure there to a smallest failing input, within the
 * budget. `found` is the failure at the path's start, reported as it is when the replay finds nothing smaller
 * (or the budget ends first).
 */
async function shrunk(
  comparing: Comparer,
  run: { seed: number; path: string; runs: number; deadline: number; endOnFailure?: boolean; found?: Tried },
): Promise<GeneratedOutcome> {
  const { generator } = comparing.options;
  // The last failing call: fast-check reports the last input that failed, so this is the one shown.
  let failed: Tried | undefined = run.found;
  let timedOut = false;
  const property = fc.asyncProperty(generator.input(fc), async (input) => {
    // A timeout ends the shrinking: going on would cost a time limit per try (and the learner's worker each
    // time). Interrupting keeps the input that timed out as the failure.
    if (timedOut) throw new fc.PreconditionFailure(true);
    const tried = await comparing.tryInput(input);
    if (!tried.passed) failed = tried;
    if (tried.received.status === 'timeout') timedOut = true;
    return tried.passed;
  });
  const details = await fc.check(property, {
    seed: run.seed,
    numRuns: generator.runs,
    path: run.path,
    ...(run.endOnFailure ? { endOnFailure: true } : {}),
    // Past the budget, fast-check stops even the input in flight (the caller then disposes the workers).
    interruptAfterTimeLimit: Math.max(0, run.deadline - Date.now()),
  });
  if (details.errorInstance instanceof ReferenceFailed) return referenceFailed(run.seed, details.errorInstance.message);
  if (!details.counterexample) {
    if (run.found) return failedOn(run.found, { seed: run.seed, path: run.path, runs: run.runs, shrinks: 0 }, comparing);
    if (details.numRuns === 0) return notAnswered(run.seed, comparing.options.budgetMs);
    // A replayed path whose input passes now.
    return { status: 'pass', seed: String(run.seed), runs: details.numRuns };
  }
  // The failing input as it was tried (a timeout is not run again); if the call in flight at the budget's
  // end was not the one fast-check reports, run the reported one once more, to show exactly what it gives.
  const [input] = details.counterexample;
  const tried = failed && failed.input === input ? failed : await comparing.tryInput(input);
  const path = details.counterexamplePath ?? run.path;
  return failedOn(tried, { seed: run.seed, path, runs: run.runs, shrinks: details.numShrinks }, comparing);
}

/** The budget ran out before any input was answered: there is no verdict to give. */
function notAnswered(seed: number, budgetMs: number): GeneratedOutcome {
  return {
    status: 'error',
    seed: String(seed),
    message: `No random input was answered within the ${formatSeconds(budgetMs)} left for them, so they could not be checked. Run again to retry.`,
  };
}

function referenceFailed(seed: number, message: string): GeneratedOutcome {
  return {
    status: 'error',
    seed: String(seed),
    message: `The reference solution failed on a generated input, so this is a bug in the exercise, not in your code: ${message}`,
  };
}

/** The group's failure: the input, graded as a case of its own, with the token that reproduces it. */
function failedOn(
  tried: Tried,
  at: { seed: number; path: string; runs: number; shrinks: number },
  { inLearnerNames }: Comparer,
): GeneratedOutcome {
  const { input, expected, received } = tried;
  const token = formatSeed(at.seed, at.path);
  const testCase = {
    id: `generated-${token}`,
    step: 'generated',
    title: `${received.status === 'timeout' ? 'Failing input found' : 'Smallest failing input found'} (seed ${token})`,
    input: inLearnerNames(input),
    expected,
    example: false,
  };
  const failure = gradeCase(
    testCase,
    received.status === 'problem'
      ? {
          status: 'threw',
          error: { kind: 'crash', name: 'Not run', message: describeProblem(received.problem).message },
          output: { lines: [], truncated: false },
          durationMs: 0,
        }
      : received,
  );
  return { status: 'fail', seed: token, runs: at.runs, shrinks: at.shrinks, failure };
}

function describeEvaluation(run: Evaluation): string {
  if (run.status === 'problem') return describeProblem(run.problem).message;
  if (run.status === 'threw') return `${run.error.name}: ${run.error.message}`;
  if (run.status === 'timeout') return `it ran longer than ${run.limitMs} ms`;
  return 'it returned';
}
