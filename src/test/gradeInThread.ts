/**
 * Runs one case as a Run's worker does (compile, the worker core, the exercise's real driver),
 * but in this thread and realm, so a test can patch the built-ins the learner's code and the
 * driver share and watch what follows. Grading is the page's, in another realm: a test undoes
 * its patches before it calls `gradeCase` on what came back.
 */
import { join, resolve } from 'node:path';
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
