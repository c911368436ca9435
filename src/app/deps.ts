import type { ComponentType } from 'react';
import type { CodeStore } from '../persistence/codeStore';
import type { ProgressStore } from '../persistence/progressStore';
import type { HintStore } from '../persistence/hintStore';
import type { RunJournal } from '../persistence/runJournal';
import type { RunStoreDeps } from './runStore';
import type { EditorProps } from '../editor/EditorProps';
import type { Endpoint, ModelCaller } from '../live/modelCaller';
import type { LiveSettingsStore } from '../live/liveSettings';

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
  Editor: ComponentType<EditorProps>;
  copyText: (text: string) => Promise<void>;
  /** Current page URL, for share links (base path included). */
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
