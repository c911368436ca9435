import type { AppDeps } from '../app/deps';
import { createCodeStore } from '../persistence/codeStore';
import { createProgressStore } from '../persistence/progressStore';
import { createHintStore } from '../persistence/hintStore';
import { onOtherTabStorage } from '../persistence/otherTabs';
import { createRunJournal } from '../persistence/runJournal';
import { createLastRunStore } from '../persistence/lastRunStore';
import { compile } from '../runner/host/compile';
import { TextareaEditor } from '../editor/TextareaEditor';
import { inProcessWorkerFactory } from './inProcessWorker';
import { createLiveSettingsStore } from '../live/liveSettings';
import { createLanguageStore } from '../persistence/languageStore';
import { createLayoutStore } from '../persistence/layoutStore';
import { createLearnerNameStore } from '../persistence/learnerName';

/**
 * The app's dependencies for jsdom tests: jsdom's localStorage, the real
 * compiler and worker core run in-process, and the textarea editor.
 * `now` fixes the clock of the stores that record times and of the files the page saves.
 */
export function testAppDeps(overrides: Partial<AppDeps> = {}, now?: () => number): AppDeps {
  return {
    codeStore: createCodeStore(localStorage, now),
    progress: createProgressStore(localStorage, now),
    hintsFor: (slug) => createHintStore(localStorage, slug),
    runner: { compile, createWorker: inProcessWorkerFactory },
    runJournal: createRunJournal(localStorage, undefined),
    lastRuns: createLastRunStore(localStorage, now),
    languages: createLanguageStore(localStorage),
    learnerName: createLearnerNameStore(localStorage),
    layout: createLayoutStore(localStorage),
    Editor: TextareaEditor,
    copyText: async () => {},
    pageUrl: () => 'https://example.test/',
    onOtherTabStorage,
    onPageHide: () => () => {},
    live: {
      settings: createLiveSettingsStore(localStorage, sessionStorage),
      // No network in jsdom tests: a test that runs live passes its own caller.
      createModelCaller: () => async () => ({
        ok: false,
        error: { name: 'APIConnectionError', message: 'Connection error. (no model in tests)' },
      }),
    },
    now: now ?? Date.now,
    ...overrides,
  };
}
