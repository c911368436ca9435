import * as z from 'zod/mini';
import type { Exercise } from '../exercise/types';
import type { ConsoleOutput } from '../core/runTypes';
import { consoleOutput, errorInfo } from '../runner/protocol';
import { pendingCase } from '../grading/gradeCase';
import type { RunState } from '../grading/runState';
import { summarizeRun, summarizeSteps } from '../grading/summarize';
import type { CaseResult } from '../grading/types';

/**
 * A finished Run as kept between visits: what each case did, not the case itself (its title, input and
 * expected value come back from the exercise, so they are neither stored twice nor trusted from storage).
 * Read back through a schema: an entry a bug, an old version or a hand edit damaged is dropped, never shown.
 */
// An error and console output in the worker's own schemas (runner/protocol.ts): a kept Run holds them as reported.
const path = z.array(z.union([z.string(), z.number()]));
const difference = z.union([
  z.object({ kind: z.literal('changed'), path, expected: z.unknown(), received: z.unknown() }),
  z.object({ kind: z.literal('missing'), path, expected: z.unknown() }),
  z.object({ kind: z.literal('unexpected'), path, received: z.unknown() }),
]);
const outcome = {
  status: z.enum(['pass', 'fail', 'error', 'timeout', 'not-run']),
  received: z.optional(z.unknown()),
  differences: z.optional(z.array(difference)),
  problem: z.optional(z.object({ title: z.string(), message: z.string(), line: z.optional(z.number()), column: z.optional(z.number()) })),
  output: consoleOutput,
  durationMs: z.optional(z.number()),
};
const caseOutcome = z.object({ id: z.string(), ...outcome });
/** A generated case is not in the exercise: it is kept whole. */
const generatedCase = z.object({
  id: z.string(),
  step: z.string(),
  title: z.string(),
  example: z.boolean(),
  input: z.unknown(),
  expected: z.unknown(),
  ...outcome,
});
const generated = z.union([
  z.object({ title: z.string(), status: z.literal('pass'), seed: z.string(), runs: z.number(), planned: z.optional(z.number()) }),
  z.object({
    title: z.string(),
    status: z.literal('fail'),
    seed: z.string(),
    runs: z.number(),
    shrinks: z.number(),
    failure: generatedCase,
  }),
  z.object({ title: z.string(), status: z.literal('error'), seed: z.string(), message: z.string() }),
]);
const problem = z.union([
  z.object({ kind: z.literal('compile'), message: z.string(), line: z.optional(z.number()), column: z.optional(z.number()) }),
  z.object({ kind: z.literal('load'), error: errorInfo, output: consoleOutput }),
  z.object({ kind: z.literal('load-timeout'), limitMs: z.number(), output: consoleOutput }),
]);

export const storedRunSchema = z.object({
  cases: z.array(caseOutcome),
  problem: z.optional(problem),
  stopped: z.optional(z.object({ timeouts: z.number(), inARow: z.optional(z.boolean()), limitMs: z.number(), notRun: z.number() })),
  generated: z.optional(generated),
  durationMs: z.optional(z.number()),
});

export type StoredRun = z.infer<typeof storedRunSchema>;

/** How much of what the code printed is kept, over the whole Run: the rest is marked cut, as the worker's own cap does. */
const OUTPUT_BUDGET = 8_000;

/**
 * The part of a finished Run worth keeping. With `keepOutput` false, no console output is kept
 * at all (for a Run whose values alone are already large).
 */
export function toStoredRun(run: RunState, keepOutput = true): StoredRun {
  let budget = keepOutput ? OUTPUT_BUDGET : 0;
  const capped = (out: ConsoleOutput): ConsoleOutput => {
    const size = out.lines.reduce((sum, line) => sum + line.text.length, 0);
    if (size <= budget) {
      budget -= size;
      return out;
    }
    budget = 0;
    return { lines: [], truncated: out.lines.length > 0 || out.truncated };
  };
  const outcomeOf = (c: CaseResult) => ({
    status: c.status === 'pending' ? ('not-run' as const) : c.status,
    ...('received' in c ? { received: c.received } : {}),
    ...(c.differences ? { differences: c.differences } : {}),
    ...(c.problem ? { problem: c.problem } : {}),
    output: capped(c.output),
    ...(c.durationMs !== undefined ? { durationMs: c.durationMs } : {}),
  });
  const problem = run.problem && ('output' in run.problem ? { ...run.problem, output: capped(run.problem.output) } : run.problem);
  const generated =
    run.generated?.status === 'fail'
      ? { ...run.generated, failure: { ...run.generated.failure, ...outcomeOf(run.generated.failure) } }
      : run.generated?.status === 'running'
        ? undefined
        : run.generated;
  return {
    cases: run.cases.map((c) => ({ id: c.id, ...outcomeOf(c) })),
    ...(problem ? { problem } : {}),
    ...(run.stopped ? { stopped: run.stopped } : {}),
    ...(generated ? { generated } : {}),
    ...(run.durationMs !== undefined ? { durationMs: run.durationMs } : {}),
  };
}

/**
 * The Run's results again, on the exercise as it is now; undefined when its cases are no longer the
 * stored ones (the exercise changed since), whose verdicts would be of other checks.
 */
export function fromStoredRun(stored: StoredRun, exercise: Exercise): RunState | undefined {
  const byId = new Map(stored.cases.map((c) => [c.id, c]));
  if (byId.size !== exercise.cases.length || exercise.cases.some((c) => !byId.has(c.id))) return undefined;
  const cases: CaseResult[] = exercise.cases.map((testCase) => {
    // Field by field: whatever else a damaged entry holds never reaches the results.
    const stored = byId.get(testCase.id)!;
    return {
      ...pendingCase(testCase, 'not-run'),
      status: stored.status,
      output: stored.output,
      ...('received' in stored ? { received: stored.received } : {}),
      ...(stored.differences ? { differences: stored.differences } : {}),
      ...(stored.problem ? { problem: stored.problem } : {}),
      ...(stored.durationMs !== undefined ? { durationMs: stored.durationMs } : {}),
    };
  });
  const steps = summarizeSteps(exercise.steps, cases);
  return {
    phase: 'done',
    cases,
    steps,
    summary: summarizeRun(steps, stored.generated),
    ...(stored.problem ? { problem: stored.problem } : {}),
    ...(stored.stopped ? { stopped: stored.stopped } : {}),
    ...(stored.generated ? { generated: stored.generated } : {}),
    ...(stored.durationMs !== undefined ? { durationMs: stored.durationMs } : {}),
  };
}
