import type { AppDeps } from '../app/deps';
import { createCodeStore } from '../persistence/codeStore';
import { createProgressStore } from '../persistence/progressStore';
import { createHintStore } from '../persistence/hintStore';
import { compile } from '../runner/compile';
import { TextareaEditor } from '../editor/TextareaEditor';
import { inProcessWorkerFactory } from './inProcessWorker';
import { createLanguageStore } from '../persistence/languageStore';

/**
 * The app's dependencies for jsdom tests: jsdom's localStorage, the real
 * compiler and worker core run in-process, and the textarea editor.
 * `now` fixes the clock of the stores that record times.
 */
export function testAppDeps(overrides: Partial<AppDeps> = {}, now?: () => number): AppDeps {
  return {
    codeStore: createCodeStore(localStorage, now),
    progress: createProgressStore(localStorage, now),
    hintsFor: (slug) => createHintStore(localStorage, slug),
    runner: { compile, createWorker: inProcessWorkerFactory },
    languages: createLanguageStore(localStorage),
    Editor: TextareaEditor,
    copyText: async () => {},
    pageUrl: () => 'https://example.test/',
    onPageHide: () => () => {},
    ...overrides,
  };
}
