/**
 * Worker-thread entry for the command-line tools: the same core as the
 * browser worker, fed by Node's worker_threads instead of postMessage.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { createWorkerCore } from '../worker/workerCore';
import type { Driver } from '../worker/driver';
import type { HostMessage } from '../protocol';
import type { LearnerLanguage } from '../worker/learnerLanguage';
import type { LanguageId } from '../../core/language';
import { NODE_WORKER_READY } from './nodeWorker';

const { exercisesRoot, language: languageId } = workerData as { exercisesRoot: string; language: LanguageId };

// As in the browser worker: an error thrown later from a timer or a promise
// in learner code is the learner's bug, not a crash of the runner.
process.on('uncaughtException', () => {});
process.on('unhandledRejection', () => {});

let language: LearnerLanguage | undefined;
if (languageId === 'python') {
  // Imported only here: a TypeScript worker never loads Pyodide.
  const { startNodePython } = await import('../python/nodePython');
  // An exercise's driver.py, read afresh for each load, as driver.ts is imported for it.
  language = await startNodePython(async (slug) => readFile(join(exercisesRoot, slug, 'driver.py'), 'utf8').catch(() => undefined));
}

const core = createWorkerCore({
  post: (message) => parentPort!.postMessage(message),
  loadDriver: async (slug) => {
    const module = (await import(pathToFileURL(join(exercisesRoot, slug, 'driver.ts')).href)) as { default: Driver };
    return module.default;
  },
  global: globalThis,
  ...(language ? { language } : {}),
});

parentPort!.on('message', (message: HostMessage) => void core.handle(message));
parentPort!.postMessage(NODE_WORKER_READY);
