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
   * False: stop at the first failing input, unshrunk. For tools that need only whether the group fails (the
   * mistakes matrix): shrinking re-runs both programs on each smaller input, a time limit per try on a timeout.
   */
  shrink?: boolean;
}

/**
 * Draws a few of the generator's inputs and forgets them: the first group of a page then finds fast-check's
 * and the generator's code already run once (the engine compiles code it has seen), as later groups do.
 */
export function warmUpGenerator(generator: Generator): void {
  fc.sample(generator.input(fc), { numRuns: 10 });
}

/**
 * Runs the generator's inputs through the reference solution and the
 * learner's code and compares them, as a fast-check property. A failure is
 * shrunk to a smallest failing input and reported with the seed (and path)
 * that reproduce it.
 */
export async function runGenerated(options: RunGeneratedOptions): Promise<GeneratedOutcome> {
  const { generator, learner, reference } = options;
  const seed = options.seed ?? (Math.random() * 2 ** 31) | 0;
  const inLearnerNames = options.inLearnerNames ?? ((value: unknown) => value);
  const expectedFrom = (run: Evaluation): unknown => {
    if (run.status === 'returned') return inLearnerNames(run.value);
    throw new ReferenceFailed(describeEvaluation(run));
  };
  const expectedOf = async (input: unknown): Promise<unknown> => expectedFrom(await reference.evaluate(input));
  // A replayed path starts at its own input: nothing to plan.
  const ahead = options.path
    ? undefined
    : answersAhead(fc.sample(generator.input(fc), { seed, numRuns: generator.runs }), { reference, learner, inLearnerNames });

  // The last failing call: fast-check reports the last input that failed, so this is the one shown.
  let failed: Tried | undefined;
  let timedOut = false;
  const property = fc.asyncProperty(generator.input(fc), async (input) => {
    // A timeout ends the group: shrinking through it would cost a time limit per try (and the
    // learner's worker, each time). Interrupting keeps the input that timed out as the failure.
    if (timedOut) throw new fc.PreconditionFailure(true);
    // The two run in workers of their own, so at the same time. Both are awaited even when
    // the reference fails: an evaluator serves one call at a time.
    const [expectedRun, receivedRun] = ahead?.take(input) ?? [reference.evaluate(input), learner.evaluate(inLearnerNames(input))];
    const [expected, received] = await Promise.allSettled([expectedRun.then(expectedFrom), receivedRun]);
    if (expected.status === 'rejected') throw expected.reason;
    if (received.status === 'rejected') throw received.reason;
    const passed = received.value.status === 'returned' && sameData(expected.value, received.value.value);
    if (!passed) failed = { input, expected: expected.value, received: received.value };
    if (received.value.status === 'timeout') timedOut = true;
    return passed;
  });
  const details = await fc
    .check(property, {
      seed,
      numRuns: generator.runs,
      ...(options.path ? { path: options.path, endOnFailure: true } : {}),
      // Past the budget, fast-check stops even the input in flight (the caller then disposes the workers).
      interruptAfterTimeLimit: Math.max(0, options.budgetMs),
      ...(options.shrink === false ? { endOnFailure: true } : {}),
    })
    .finally(() => ahead?.close());

  if (details.errorInstance instanceof ReferenceFailed) {
    return {
      status: 'error',
      seed: String(seed),
      message: `The reference solution failed on a generated input, so this is a bug in the exercise, not in your code: ${details.errorInstance.message}`,
    };
  }
  if (!details.counterexample) {
    // The budget ran out before any input was answered: there is no verdict to give.
    if (details.numRuns === 0)
      return {
        status: 'error',
        seed: String(seed),
        message: `No random input was answered within the ${formatSeconds(options.budgetMs)} left for them, so they could not be checked. Run again to retry.`,
      };
    // Inputs past the budget were not tried: the count says how many were, and how many were planned.
    const cutShort = details.numRuns < generator.runs ? { planned: generator.runs } : {};
    return { status: 'pass', seed: String(seed), runs: details.numRuns, ...cutShort };
  }

  // The failing input as it was tried (a timeout is not run again); if the call in flight at the budget's
  // end was not the one fast-check reports, run the reported one once more, to show exactly what it gives.
  const [input] = details.counterexample;
  const tried: Tried =
    failed && failed.input === input
      ? failed
      : { input, expected: await expectedOf(input), received: await learner.evaluate(inLearnerNames(input)) };
  const { expected, received } = tried;
  const token = formatSeed(seed, details.counterexamplePath ?? undefined);
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
  return { status: 'fail', seed: token, runs: details.numRuns, shrinks: details.numShrinks, failure };
}

function describeEvaluation(run: Evaluation): string {
  if (run.status === 'problem') return describeProblem(run.problem).message;
  if (run.status === 'threw') return `${run.error.name}: ${run.error.message}`;
  if (run.status === 'timeout') return `it ran longer than ${run.limitMs} ms`;
  return 'it returned';
}
