import { createStore, type Store } from '../core/store';
import { realTimers, type Timers } from '../core/timers';
import type { CodeStore, SavedCode } from './codeStore';

/** A message about where the editor's code came from, with a way back. */
export type CodeNotice =
  /** A shared link replaced the editor's code; `ownCodeKept` says the learner's code is in the backup. */
  | { kind: 'shared'; ownCodeKept: boolean }
  /** The shared link's code could not be read; the learner's own code is shown. */
  | { kind: 'bad-link' }
  /** Reset put the starter code back; the previous code is in the backup. */
  | { kind: 'reset' }
  /** The learner went back to their own code; the shared code is in the backup. */
  | { kind: 'restored' }
  /** Another tab saved different code while this one had unsaved edits: this tab's code is saved, the other tab's is in the backup. */
  | { kind: 'other-tab' }
  /** The learner chose the other tab's code; this tab's code is in the backup. */
  | { kind: 'other-tab-shown' }
  /** Another tab saved newer code while this one had nothing unsaved: the editor now shows it. */
  | { kind: 'updated-elsewhere' };

export interface CodeState {
  code: string;
  save: { status: 'saved' | 'pending' } | { status: 'failed'; reason: string };
  notice?: CodeNotice;
}

const SAVE_DELAY_MS = 400;

/** What the notice says after "swap with the backup", by what it said before. */
const SWAPPED: Partial<Record<CodeNotice['kind'], CodeNotice>> = {
  shared: { kind: 'restored' },
  restored: { kind: 'shared', ownCodeKept: true },
  'other-tab': { kind: 'other-tab-shown' },
  'other-tab-shown': { kind: 'other-tab' },
};

/**
 * The editor's code for one exercise, and the promise that it is never lost:
 * saved shortly after each edit (debounced), at once on `flush` (before a Run,
 * on pagehide), and every replacement (Reset, a shared link) keeps the code
 * it replaced in a backup the learner can return to. Two tabs of one exercise
 * never silently write over each other: a save first checks that the stored
 * code is still the one this tab last read or wrote; if another tab wrote in
 * between, the other tab's code goes to the backup and the learner is told.
 *
 * Its state lives in a core store (subscribe/getState), so it is tested
 * without React; the save delay runs on the `Timers` it is given.
 */
export class CodeSession {
  private readonly store: Store<CodeState>;
  private timer: unknown;
  /** Writes that opening a shared link needs; done by `start`, not the constructor. */
  private pendingStart: (() => void) | undefined;
  /** The stored code as this tab last read or wrote it: a different stored code means another tab saved. */
  private base: SavedCode | undefined;

  constructor(
    private readonly slug: string,
    private readonly starter: string,
    private readonly codeStore: CodeStore,
    sharedCode: string | null | undefined,
    private readonly timers: Timers = realTimers,
  ) {
    this.base = codeStore.load(slug);
    const own = this.base?.code;
    if (typeof sharedCode === 'string') {
      const ownCodeAtStake = own !== undefined && own !== sharedCode && own !== starter;
      this.store = createStore<CodeState>({
        code: sharedCode,
        save: { status: 'pending' },
        notice: { kind: 'shared', ownCodeKept: ownCodeAtStake },
      });
      this.pendingStart = () => {
        if (ownCodeAtStake && !codeStore.saveBackup(slug, own).ok) {
          // Nowhere safe to keep the learner's code: show the shared code, but
          // do not write it over theirs (the save status says it is not saved).
          this.fail('your own code could not be set aside, so the shared code is not saved', { kind: 'shared', ownCodeKept: false });
          return;
        }
        this.persist();
      };
    } else {
      this.store = createStore<CodeState>({
        code: own ?? starter,
        save: { status: 'saved' },
        ...(sharedCode === null ? { notice: { kind: 'bad-link' as const } } : {}),
      });
    }
  }

  /**
   * Performs the writes that opening needs (keeping the learner's code aside,
   * saving the shared code). Separate from the constructor so that building a
   * session has no side effects: React may build one twice and keep one.
   * Safe to call more than once.
   */
  start() {
    const pending = this.pendingStart;
    this.pendingStart = undefined;
    pending?.();
  }

  getState = (): CodeState => this.store.getState();

  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  edit(code: string) {
    if (code === this.getState().code) return;
    this.store.setState((state) => ({ ...state, code, save: { status: 'pending' } }));
    this.timers.clearTimeout(this.timer);
    this.timer = this.timers.setTimeout(() => this.flush(), SAVE_DELAY_MS);
  }

  /** Saves now if an edit is waiting; call before a Run and when the page is hidden. */
  flush() {
    this.timers.clearTimeout(this.timer);
    this.timer = undefined;
    if (this.getState().save.status !== 'saved') this.persist();
  }

  /** Puts the starter code back; the current code goes to the backup (see `undo`). */
  reset() {
    // Already the starter (a second Reset): keep the backup, which holds the code worth undoing to.
    if (this.getState().code === this.starter) return;
    this.flush();
    if (!this.codeStore.saveBackup(this.slug, this.getState().code).ok) {
      this.fail('there is no room to keep your code aside, so Reset did nothing');
      return;
    }
    this.replace(this.starter, { kind: 'reset' });
  }

  /** Swaps the editor's code with the backup: undoes a Reset, or returns from shared code to one's own. */
  swapWithBackup() {
    const backup = this.codeStore.loadBackup(this.slug);
    if (!backup) return;
    this.flush();
    const previous = this.getState().notice;
    if (!this.codeStore.saveBackup(this.slug, this.getState().code).ok) {
      this.fail('there is no room to keep this code aside, so nothing was swapped');
      return;
    }
    if (previous?.kind === 'reset') {
      this.codeStore.clearBackup(this.slug);
      this.replace(backup.code, undefined);
    } else {
      this.replace(backup.code, SWAPPED[previous?.kind ?? 'shared'] ?? { kind: 'restored' });
    }
  }

  /**
   * Another tab changed the stored code (a `storage` event). With nothing
   * unsaved here, the newer code is shown; with unsaved edits, the next save
   * finds the difference and keeps both (see `persist`).
   */
  refreshFromStore() {
    const stored = this.changedElsewhere(this.getState().code);
    if (!stored || this.getState().save.status !== 'saved') return;
    this.base = stored;
    this.store.setState({ code: stored.code, save: { status: 'saved' }, notice: { kind: 'updated-elsewhere' } });
  }

  dismissNotice() {
    const { notice: _, ...rest } = this.getState();
    this.store.setState(rest);
  }

  private replace(code: string, notice: CodeNotice | undefined) {
    this.persist({ code, save: { status: 'pending' }, ...(notice ? { notice } : {}) });
  }

  /**
   * Saves `next` (the current state unless given) and shows it with the outcome: listeners
   * are told once, with the code and the save status together.
   */
  private persist(next: CodeState = this.getState()) {
    const theirs = this.changedElsewhere(next.code);
    if (theirs) {
      // Both tabs changed the code: keep the other tab's in the backup before saving this one's.
      const kept = this.codeStore.saveBackup(this.slug, theirs.code, theirs.savedAt);
      if (!kept.ok) {
        this.store.setState({
          ...next,
          save: {
            status: 'failed',
            reason: 'another tab saved different code, and there is no room to keep it aside, so this code is not saved over it',
          },
        });
        return;
      }
      next = { ...next, notice: { kind: 'other-tab' } };
    }
    const result = this.codeStore.save(this.slug, next.code);
    if (result.ok) this.base = this.codeStore.load(this.slug);
    this.store.setState({ ...next, save: result.ok ? { status: 'saved' } : { status: 'failed', reason: result.reason } });
  }

  /** Keeps the code shown, says why it is not saved (and, if given, what the notice now says). */
  private fail(reason: string, notice?: CodeNotice) {
    this.store.setState((state) => ({ ...state, save: { status: 'failed', reason }, ...(notice ? { notice } : {}) }));
  }

  /** The stored code, if another tab saved something other than `code` and other than this tab's last read or write. */
  private changedElsewhere(code: string): SavedCode | undefined {
    const stored = this.codeStore.load(this.slug);
    if (!stored || stored.code === code) return undefined;
    const base = this.base;
    if (base && stored.code === base.code && stored.savedAt === base.savedAt) return undefined;
    return stored;
  }
}
