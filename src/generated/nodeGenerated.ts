import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Exercise } from '../exercise/types';
import { compile } from '../runner/compile';
import { createEvaluator } from '../runner/evaluator';
import { exerciseRequest } from '../runner/runRequest';
import { nodeWorkerFactory } from '../runner/node/nodeWorker';
import type { Generator } from './defineGenerator';
import { runGenerated, type GeneratedOutcome } from './runGenerated';

/** Node-only: the exercise's generator, or undefined when it has none. */
export async function loadGeneratorFromDisk(exercisesRoot: string, slug: string): Promise<Generator | undefined> {
  const file = join(exercisesRoot, slug, 'generator.ts');
  if (!existsSync(file)) return undefined;
  return ((await import(pathToFileURL(file).href)) as { default: Generator }).default;
}

/** Evaluates `source` in a Node worker thread, with the exercise's limits. */
export function nodeEvaluator(exercise: Exercise, source: string, exercisesRoot: string) {
  return createEvaluator({ ...exerciseRequest(exercise), source }, { compile, createWorker: nodeWorkerFactory(exercisesRoot) });
}

/** Runs an exercise's generated cases against `source` in Node, as the page does in the browser. */
export async function runGeneratedInNode(
  exercise: Exercise,
  generator: Generator,
  source: string,
  exercisesRoot: string,
  seed?: { seed?: number; path?: string },
): Promise<GeneratedOutcome> {
  const learner = nodeEvaluator(exercise, source, exercisesRoot);
  const reference = nodeEvaluator(exercise, exercise.solution, exercisesRoot);
  try {
    return await runGenerated({ generator, learner, reference, ...(seed ?? {}) });
  } finally {
    learner.dispose();
    reference.dispose();
  }
}
