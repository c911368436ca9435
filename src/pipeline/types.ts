import type { RunEvent } from '../core/runTypes';
import type { LanguageId } from '../core/language';
import type { GeneratedEvent } from '../grading/runState';
import type { RunnerDeps } from '../runner/host/runCases';
import type { Evaluator } from '../runner/host/evaluator';
import type { Generator } from '../generatedCases/defineGenerator';
import type { InputsAhead } from './inputsAhead';

/**
 * Keeps the reference solution's evaluator from Run to Run: it is trusted
 * code, so reusing its worker is safe, and it saves a sandbox start per Run.
 */
export interface ReferenceSlot {
  take(create: () => Evaluator): Evaluator;
  /** Drops the kept evaluator (a Run stopped mid-call may leave it busy; a failed reference is not kept). */
  dispose(): void;
}

export type PipelineEvent = RunEvent | GeneratedEvent;

export interface PipelineDeps extends RunnerDeps {
  /** The exercise's generator, loaded on demand (only exercises with generator.ts have one). */
  loadGenerator?: (slug: string) => Promise<Generator | undefined>;
  /**
   * The TypeScript runner, when these deps run another language (Python): the
   * generated cases' expected values come from the TypeScript reference.
   * Without it, that language's Runs have no generated group.
   */
  typescript?: RunnerDeps;
  /**
   * Where the TypeScript reference runs, when not in these deps' own workers (nor `typescript`'s): the grading page
   * hands one learner's entries workers that the same learner's code ran in before, which trusted code must never
   * share (a learner's code could have changed what the reference computes).
   */
  reference?: RunnerDeps;
  /**
   * The generated group's time beyond one time limit; GENERATED_BUDGET_MS when absent. Only for a test
   * environment far slower than a page or a worker thread (learner code in-process, under jsdom).
   */
  generatedBudgetMs?: number;
}

export interface RunOptions {
  /** The language of `source`; the exercise's first (TypeScript, unless it is Python-only) when absent. */
  language?: LanguageId;
  /**
   * Every case runs even when cases keep timing out, and the generated group is not cut short by a learner's
   * time budget (GENERATED_BUDGET_MS): the mistakes matrix must be exact, whatever the machine's speed.
   */
  everyCase?: boolean;
  /**
   * A grade rather than a learner's Run (batch grading): the generated group runs within the content check's bound,
   * not the learner's budget, so how many random inputs a file meets does not depend on how busy the machine is.
   * The fixed cases still stop after their timeouts: an endless loop costs a bounded time.
   */
  repeatable?: boolean;
  /** The generated group's seed (and shrink path), to replay a failure or keep a check repeatable; random when absent. */
  seed?: number;
  path?: string;
  /** False: the generated group stops at its first failing input, unshrunk (the mistakes matrix needs only whether it fails). */
  shrink?: boolean;
  /** Leave the generated group out (a quick check of the fixed cases only). */
  skipGenerated?: boolean;
  /** Where the reference solution's evaluator is kept between Runs (it is trusted, so its worker may be reused). */
  reference?: ReferenceSlot;
  /** Where the generated inputs are drawn ahead of a Run (the page's Runs). */
  inputsAhead?: InputsAhead;
}
