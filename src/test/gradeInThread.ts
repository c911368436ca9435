/**
 * Runs one case as a Run's worker does (compile, the worker core, the exercise's real driver),
 * but in this thread and realm, so a test can patch the built-ins the learner's code and the
 * driver share and watch what follows. Grading is the page's, in another realm: a test undoes
 * its patches before it calls `gradeCase` on what came back.
 */
import { join, resolve } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { compile } from '../runner/host/compile';
import { toCaseRun } from '../runner/host/runCases';
import { createWorkerCore } from '../runner/worker/workerCore';
import { loadBundledDriver } from '../runner/worker/bundledDrivers';
import type { WorkerMessage } from '../runner/protocol';
import { parseExercise } from '../exercise/parseExercise';
import { readExerciseFiles } from '../exercise/loadFromDisk';
import type { Case, Exercise } from '../exercise/types';
import type { CaseRun } from '../core/runTypes';

const root = resolve('exercises');

/** An exercise as its folder holds it, known mistakes and alternatives included. */
export function exerciseFromDisk(slug: string): Exercise {
  return parseExercise(slug, readExerciseFiles(join(root, slug)));
}

/** A learner's module, compiled once and loaded once, to run case after case (as a worker does). */
export async function loadInThread(exercise: Exercise, source: string) {
  const posted: WorkerMessage[] = [];
  const core = createWorkerCore({ post: (message) => posted.push(structuredClone(message)), loadDriver: loadBundledDriver });
  const compiled = compile(source);
  if (!compiled.ok) throw new Error(compiled.error.message);
  await core.handle({ type: 'load', runId: 1, slug: exercise.slug, code: compiled.code, entry: exercise.entry, modules: exercise.modules });
  const loaded = posted.at(-1);
  if (loaded?.type !== 'loaded') return undefined; // the module threw as it loaded: every case fails
  // One case; the learner's module was evaluated above, after the driver. What the worker would post.
  return async (testCase: Case): Promise<CaseRun> => {
    await core.handle({ type: 'case', runId: 1, caseId: testCase.id, input: testCase.input });
    const reply = posted.at(-1);
    if (reply?.type !== 'case-done') throw new Error(`no case-done: ${JSON.stringify(reply)}`);
    return toCaseRun(reply.outcome, reply.output, 0);
  };
}

/**
 * For a describe block that runs known mistakes in this thread: a mistake may leave a tool's rejected promise
 * unawaited. The worker swallows such late errors (workerLockdown.ts swallowLateErrors); here they would reach
 * Vitest as the test file's own unhandled errors, and fail the run with every test passed.
 */
export function swallowLateRejections() {
  let vitestListeners: NodeJS.UnhandledRejectionListener[] = [];
  beforeAll(() => {
    vitestListeners = process.listeners('unhandledRejection');
    process.removeAllListeners('unhandledRejection');
    process.on('unhandledRejection', () => undefined);
  });
  afterAll(() => {
    process.removeAllListeners('unhandledRejection');
    for (const listener of vitestListeners) process.on('unhandledRejection', listener);
  });
}
