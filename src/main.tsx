import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Page } from './app/Page';
import { pageSource } from './app/pageSource';
import { currentRoute, siteRootPath } from './app/location';
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
import { createLiveSettingsStore } from './live/liveSettings';
import { createModelCaller } from './live/modelCaller';
import { createLanguageStore } from './persistence/languageStore';
import { createLayoutStore } from './persistence/layoutStore';
import { passPythonSource } from './runner/python/pythonSource';
import { preparePython, pythonStatus, pythonWorkerFactory } from './runner/python/pythonWorkerFactory';
import './styles/app.css';
import { createLearnerNameStore } from './persistence/learnerName';
import { registerOffline } from './app/offlineRegistration';

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
  compile: async (source, options) => (await import('./runner/host/compile')).compile(source, options),
  createWorker: browserWorkerFactory,
  // Each message to a sandbox crosses frames: random inputs are posted ahead rather than one per round trip.
  postAhead: true,
};
const loadGenerator = async (slug: string) => (await import('./generatedCases/browserGenerators')).loadGenerator(slug);

const deps: AppDeps = {
  codeStore: createCodeStore(safeLocalStorage()),
  progress: createProgressStore(safeLocalStorage()),
  hintsFor: (slug) => createHintStore(safeLocalStorage(), slug),
  runner: { ...typescript, warmUp: prepareFirstRun, loadGenerator },
  runJournal: createRunJournal(safeLocalStorage(), navigator.locks),
  lastRuns: createLastRunStore(safeLocalStorage()),
  languages: createLanguageStore(safeLocalStorage()),
  learnerName: createLearnerNameStore(safeLocalStorage()),
  layout: createLayoutStore(safeLocalStorage()),
  checkReferenceOnPage: import.meta.env.DEV,
  onEditorReady: registerOffline,
  python: {
    // Python needs no compile step; the worker (and Pyodide) is fetched only when a learner picks Python.
    // Its generated cases' expected values come from the TypeScript reference, in a TypeScript worker.
    runner: { compile: passPythonSource, createWorker: pythonWorkerFactory, postAhead: true, loadGenerator, typescript },
    status: pythonStatus,
    prepare: preparePython,
  },
  Editor: CodeEditor,
  copyText: (text) => navigator.clipboard.writeText(text),
  // Share links keep the published format, `<site>/#/<slug>?code=...`: the site's root, not the exercise's page.
  pageUrl: () => new URL(siteRootPath(), window.location.href).href,
  onOtherTabStorage,
  now: Date.now,
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

/**
 * The lesson shows without the runner and the compiler, and the editor loads before them: the page calls this
 * once the editor is up (useRunStore), so the first Run finds a sandbox started and its code fetched.
 */
function prepareFirstRun() {
  warmUpSandbox();
  // A fetch that fails here (the connection dropped) is tried again by the Run, which reports it.
  import('./runner/host/runCases').catch(() => undefined);
  import('./runner/host/compile').catch(() => undefined);
}

// An exercise's page holds the lesson the build rendered (plugins/prerender.ts): it shows before this
// script runs, and React hydrates it once the exercise's data is here. Any other address (the home
// page, an old link to another exercise, the instructor view) is rendered afresh.
const root = document.getElementById('root')!;
const prerendered = root.dataset.prerendered;
const route = currentRoute();
if (prerendered && route.slug === prerendered && route.view === undefined) {
  pageSource.load(prerendered).then(hydrate, renderAfresh);
} else {
  renderAfresh();
}

// A page with no exercise (the home page, the instructor view) has no first Run to wait for: its offline copy is
// asked for once it has loaded. An exercise's page asks once its editor is up (onEditorReady).
if (route.slug === undefined || route.view !== undefined) window.addEventListener('load', registerOffline, { once: true });

// pageSource changes whenever an exercise file does (npm run dev): App takes the new one, nothing here
// needs it again, so accepting it here keeps the page from reloading (App.tsx is React's boundary).
import.meta.hot?.accept('./app/pageSource', () => undefined);

function hydrate() {
  root.dataset.rendered = 'hydrated';
  hydrateRoot(
    root,
    <StrictMode>
      <Page deps={deps} prerendered={prerendered} />
    </StrictMode>,
    // A mismatch between the build's HTML and the first render: React renders afresh; say so in the console.
    { onRecoverableError: (error) => console.error('hydration:', error) },
  );
}

function renderAfresh() {
  root.replaceChildren();
  root.dataset.rendered = 'client';
  createRoot(root).render(
    <StrictMode>
      <Page deps={deps} />
    </StrictMode>,
  );
}
