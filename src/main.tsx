import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import type { AppDeps } from './app/deps';
import { createCodeStore } from './persistence/codeStore';
import { createProgressStore } from './persistence/progressStore';
import { createHintStore } from './persistence/hintStore';
import { onOtherTabStorage } from './persistence/otherTabs';
import { createRunJournal } from './persistence/runJournal';
import { createLastRunStore } from './persistence/lastRunStore';
import { browserWorkerFactory, warmUpSandbox } from './runner/host/browserWorkerFactory';
import type { RunnerDeps } from './runner/host/runCases';
import { CodeEditor } from './editor/CodeEditor';
import { whenIdle } from './app/whenIdle';
import { createLiveSettingsStore } from './live/liveSettings';
import { createModelCaller } from './live/modelCaller';
import { createLanguageStore } from './persistence/languageStore';
import { createLayoutStore } from './persistence/layoutStore';
import { passPythonSource } from './runner/python/pythonSource';
import { preparePython, pythonStatus, pythonWorkerFactory } from './runner/python/pythonWorkerFactory';
import './styles/app.css';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled: the page says "Not saved" rather than failing
  }
}

function safeSessionStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined; // the key is then kept in the form only, for as long as the page is open
  }
}

const typescript: RunnerDeps = {
  // The compiler is fetched on the first Run, not with the lesson.
  compile: async (source) => (await import('./runner/host/compile')).compile(source),
  createWorker: browserWorkerFactory,
  // Each message to a sandbox crosses frames: random inputs are posted ahead rather than one per round trip.
  postAhead: true,
};
const loadGenerator = async (slug: string) => (await import('./generatedCases/browserGenerators')).loadGenerator(slug);

const deps: AppDeps = {
  codeStore: createCodeStore(safeLocalStorage()),
  progress: createProgressStore(safeLocalStorage()),
  hintsFor: (slug) => createHintStore(safeLocalStorage(), slug),
  runner: { ...typescript, warmUp: warmUpSandbox, loadGenerator },
  runJournal: createRunJournal(safeLocalStorage(), navigator.locks),
  lastRuns: createLastRunStore(safeLocalStorage()),
  languages: createLanguageStore(safeLocalStorage()),
  layout: createLayoutStore(safeLocalStorage()),
  checkReferenceOnPage: import.meta.env.DEV,
  python: {
    // Python needs no compile step; the worker (and Pyodide) is fetched only when a learner picks Python.
    // Its generated cases' expected values come from the TypeScript reference, in a TypeScript worker.
    runner: { compile: passPythonSource, createWorker: pythonWorkerFactory, postAhead: true, loadGenerator, typescript },
    status: pythonStatus,
    prepare: preparePython,
  },
  Editor: CodeEditor,
  copyText: (text) => navigator.clipboard.writeText(text),
  pageUrl: () => window.location.href,
  onOtherTabStorage,
  live: {
    settings: createLiveSettingsStore(safeLocalStorage(), safeSessionStorage()),
    // The openai package is imported on the first live request, not with the page.
    createModelCaller: (endpoint) => createModelCaller(endpoint),
  },
  onPageHide: (callback) => {
    const onVisibility = () => document.visibilityState === 'hidden' && callback();
    window.addEventListener('pagehide', callback);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', callback);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  },
};

// The lesson shows without the runner and the compiler; fetch them while the
// learner reads, so the first Run does not wait for them.
whenIdle(() => {
  void import('./runner/host/runCases');
  void import('./runner/host/compile');
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App deps={deps} />
  </StrictMode>,
);
