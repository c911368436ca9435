import * as fc from 'fast-check';
import { diffValues } from '../grading/diff';
import { gradeCase } from '../grading/gradeCase';
import type { GeneratedOutcome } from '../grading/types';
import { describeProblem } from '../grading/messages';
import type { Evaluation, Evaluator } from '../runner/host/evaluator';
import { formatSeed, type Generator } from './defineGenerator';

/** Shrinking re-runs learner code many times; past this budget the smallest failure found so far is reported. */
const SHRINK_BUDGET_MS = 15_000;

class ReferenceFailed extends Error {}

/**
 * Runs the generator's inputs through the reference solution and the
 * learner's code and compares them, as a fast-check property. A failure is
 * shrunk to a smallest failing input and reported with the seed (and path)
 * that reproduce it.
 */
export async function runGenerated(options: {
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
   * False: stop at the first failing input, unshrunk. For tools that need only whether the group fails (the
   * mistakes matrix): shrinking re-runs both programs on each smaller input, a time limit per try on a timeout.
   */
  shrink?: boolean;
}): Promise<GeneratedOutcome> {
  const { generator, learner, reference } = options;
  const seed = options.seed ?? (Math.random() * 2 ** 31) | 0;
  const inLearnerNames = options.inLearnerNames ?? ((value: unknown) => value);
  const expectedOf = async (input: unknown): Promise<unknown> => {
    const run = await reference.evaluate(input);
    if (run.status === 'returned') return inLearnerNames(run.value);
    throw new ReferenceFailed(describeEvaluation(run));
  };

  const property = fc.asyncProperty(generator.input(fc), async (input) => {
    // The two run in workers of their own, so at the same time. Both are awaited even when
    // the reference fails: an evaluator serves one call at a time.
    const [expected, received] = await Promise.allSettled([expectedOf(input), learner.evaluate(inLearnerNames(input))]);
    if (expected.status === 'rejected') throw expected.reason;
    if (received.status === 'rejected') throw received.reason;
    return received.value.status === 'returned' && diffValues(expected.value, received.value.value).length === 0;
  });
  const details = await fc.check(property, {
    seed,
    numRuns: generator.runs,
    ...(options.path ? { path: options.path, endOnFailure: true } : {}),
    ...(options.shrink === false ? { endOnFailure: true } : {}),
    interruptAfterTimeLimit: SHRINK_BUDGET_MS,
  });

  if (details.errorInstance instanceof ReferenceFailed) {
    return {
      status: 'error',
      seed: String(seed),
      message: `The reference solution failed on a generated input, so this is a bug in the exercise, not in your code: ${details.errorInstance.message}`,
    };
  }
  if (!details.failed || !details.counterexample) return { status: 'pass', seed: String(seed), runs: details.numRuns };

  // Run the smallest failing input once more, to show exactly what it gives.
  const [input] = details.counterexample;
  const expected = await expectedOf(input);
  const received = await learner.evaluate(inLearnerNames(input));
  const token = formatSeed(seed, details.counterexamplePath ?? undefined);
  const testCase = {
    id: `generated-${token}`,
    step: 'generated',
    title: `Smallest failing input found (seed ${token})`,
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
