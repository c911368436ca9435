/**
 * The grading page (grader.html): the built site's sandbox, driven by the command-line grader in headless
 * Chromium (docs/submissions.md). It has no UI. Learner code runs here exactly as on an exercise's page: in a
 * fresh opaque-origin frame with the site's policy, in a worker, through the same Run pipeline; the verdict
 * is computed here, on the page, outside the learner's reach, and handed to the command line as data.
 */
import { catalog, loaders } from 'virtual:exercises';
import { sourceFromLoaders } from '../exercise/catalog';
import type { LanguageId } from '../core/language';
import type { PipelineDeps } from '../pipeline/runExercise';
import { loadWorkerCode } from '../runner/host/browserWorkerFactory';
import { createSandboxFactory, domFrames } from '../runner/sandbox/sandboxPort';
import { recyclingFactory } from '../runner/host/recycle';
import { passPythonSource } from '../runner/python/pythonSource';
import { createPythonWorkers, loadPythonWorkerCode, pyodideFileLoader, pythonStatus } from '../runner/python/pythonWorkerFactory';
import { makePyodideSnapshot, withSnapshot } from '../runner/python/snapshot';
import { createGraderApi } from './graderApi';
import { GRADER_GLOBAL } from './graderProtocol';

const createFrame = domFrames(document);
// One sandbox kept started ahead, replaced at once: no learner waits on this page's idleness.
const sandboxes = createSandboxFactory({ loadWorkerCode, createFrame });
// For a batch, Python starts from a memory snapshot taken once per page (snapshot.ts): about a tenth of a full start.
let fromSnapshot = false;
const pythonFiles = () => pyodideFileLoader.load();
const snapshotFiles = withSnapshot(pythonFiles, () =>
  makePyodideSnapshot({ loadWorkerCode: loadPythonWorkerCode, loadFiles: pythonFiles, createFrame }),
);
const loadFiles = () => (fromSnapshot ? snapshotFiles() : pythonFiles());
const python = createPythonWorkers({ loadWorkerCode: loadPythonWorkerCode, loadFiles, createFrame });
const loadGenerator = async (slug: string) => (await import('../generatedCases/browserGenerators')).loadGenerator(slug);

const typescript: PipelineDeps = {
  compile: async (source, options) => (await import('../runner/host/compile')).compile(source, options),
  createWorker: sandboxes,
  postAhead: true,
  loadGenerator,
};

/**
 * One learner's runners: TypeScript gets a fresh sandbox per Run; Python's worker, once an entry's Run ended
 * cleanly, serves that learner's next entry (recycle.ts: a fresh namespace per load), and is ended with the call.
 */
function submissionRunners() {
  const pythonWorkers = recyclingFactory(python.factory, 1, 10 * 60_000);
  const typescriptWorkers = recyclingFactory(sandboxes, 1, 10 * 60_000);
  // The reference (trusted) runs in fresh sandboxes of its own, never in one this learner's code ran in.
  const learnerTypescript: PipelineDeps = { ...typescript, createWorker: typescriptWorkers, reference: typescript };
  const pythonDeps: PipelineDeps = { compile: passPythonSource, createWorker: pythonWorkers, postAhead: true, loadGenerator, typescript };
  return {
    runner: (language: LanguageId) => (language === 'python' ? pythonDeps : learnerTypescript),
    dispose: () => {
      pythonWorkers.dispose();
      typescriptWorkers.dispose();
    },
  };
}

const api = createGraderApi({
  source: sourceFromLoaders(catalog, loaders),
  runners: submissionRunners,
  prepare(languages, many) {
    fromSnapshot = many;
    sandboxes.warmUp();
    if (languages.includes('python')) python.prepare();
  },
  status: () => {
    const status = pythonStatus.get();
    return { python: status.phase === 'failed' ? `failed: ${status.message}` : status.phase };
  },
});

Object.defineProperty(window, GRADER_GLOBAL, { value: Object.freeze(api), enumerable: false });
