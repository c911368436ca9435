/**
 * The type-check thread's side (typeCheckInThread.ts is the check's side): type-checks the exercises it is sent,
 * one after another, in the order sent, and answers each with its problems and how long it took.
 */
import { parentPort } from 'node:worker_threads';
import { typeCheckExercise } from './typeCheckExercise';
import type { TypeCheckReply, TypeCheckRequest } from './typeCheckInThread';

parentPort!.on('message', ({ id, dir, displayFolder }: TypeCheckRequest) => {
  const started = performance.now();
  const problems = typeCheckExercise(dir, displayFolder);
  parentPort!.postMessage({ id, problems, ms: performance.now() - started } satisfies TypeCheckReply);
});
