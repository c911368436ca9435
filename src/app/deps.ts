import type { LanguageId } from '../core/language';
import type { ComponentType } from 'react';
import type { CodeStore } from '../persistence/codeStore';
import type { ProgressStore } from '../persistence/progressStore';
import type { HintStore } from '../persistence/hintStore';
import type { RunJournal } from '../persistence/runJournal';
import type { LastRunStore } from '../persistence/lastRunStore';
import type { RunStoreDeps } from '../pipeline/runStore';
import type { EditorProps } from '../editor/EditorProps';
import type { Endpoint, ModelCaller } from '../live/modelCaller';
import type { LiveSettingsStore } from '../live/liveSettings';
import type { LanguageStore } from '../persistence/languageStore';
import type { LayoutStore } from '../persistence/layoutStore';
import type { LearnerNameStore } from '../persistence/learnerName';
import type { PythonStatus } from '../runner/python/pythonStatus';

/** Python's runner and its progress: Pyodide is fetched and started only once a learner picks Python. */
export interface PythonDeps {
  runner: RunStoreDeps;
  /** Where Python is in getting ready (download, start), for the progress bar. */
  status: { get(): PythonStatus; subscribe(listener: () => void): () => void };
  /** Starts the download and start-up before the first Run (the learner just picked Python). */
  prepare(): void;
}

/**
 * Everything the app takes from the outside world, passed in at the root so
 * tests can swap the browser's pieces (storage, workers, clipboard, editor)
 * for fakes without mocking modules.
 */
export interface AppDeps {
  codeStore: CodeStore;
  progress: ProgressStore;
  /** The revealed-hints store of one exercise. */
  hintsFor: (slug: string) => HintStore;
  runner: RunStoreDeps;
  /** Remembers a Run under way, so a Run that crashed the tab is reported on the next load. */
  runJournal: RunJournal;
  /** The results of each exercise's last finished Run, shown again on the next visit. */
  lastRuns: LastRunStore;
  /** The language each exercise is done in (TypeScript unless the learner picked another). */
  languages: LanguageStore;
  /** The name the learner puts on their submission files. */
  learnerName: LearnerNameStore;
  /** The clock behind the dates the page writes into files it saves (a submission, a progress export). */
  now: () => number;
  /**
   * Told once an exercise's editor is up (the page's own start-up done): main.tsx asks then for the offline copy,
   * whose install would otherwise compete with the editor for the CPU (issue #21).
   */
  onEditorReady?: () => void;
  /** The dev server's page runs the reference on every case and warns of those it fails (see DevReferenceWarning). */
  checkReferenceOnPage?: boolean;
  /** How the editor and the results share their column, as the learner last set it. */
  layout: LayoutStore;
  /** Python, for exercises that offer it; absent, only TypeScript is offered. */
  python?: PythonDeps;
  Editor: ComponentType<EditorProps>;
  copyText: (text: string) => Promise<void>;
  /** The site's root URL, for share links (base path included). */
  pageUrl: () => string;
  /** Subscribes to another tab changing the site's storage (its saved code may be newer than ours). */
  onOtherTabStorage: (callback: () => void) => () => void;
  /** Subscribes to the page being hidden or closed, when unsaved code must be written at once. */
  onPageHide: (callback: () => void) => () => void;
  /** The live model panel: where the endpoint and key are kept, and who makes the requests. */
  live: {
    settings: LiveSettingsStore;
    createModelCaller: (endpoint: Endpoint) => ModelCaller;
  };
}

/** The runner for code in a language, as the Run pipeline's `depsFor` wants it: Python's only when the app has Python. */
export function runnerFor(deps: Pick<AppDeps, 'runner' | 'python'>) {
  return (language: LanguageId) => (language === 'python' ? deps.python?.runner : deps.runner);
}
