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

export interface CodeTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
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
 * A vanilla store (subscribe/getState) so it is tested without React.
 */
export class CodeSession {
  private state: CodeState;
  private listeners = new Set<() => void>();
  private timer: unknown;
  /** Writes that opening a shared link needs; done by `start`, not the constructor. */
  private pendingStart: (() => void) | undefined;
  /** The stored code as this tab last read or wrote it: a different stored code means another tab saved. */
  private base: SavedCode | undefined;

  constructor(
    private readonly slug: string,
    private readonly starter: string,
    private readonly store: CodeStore,
    sharedCode: string | null | undefined,
    private readonly timers: CodeTimers = { setTimeout: (cb, ms) => setTimeout(cb, ms), clearTimeout: (h) => clearTimeout(h as number) },
  ) {
    this.base = store.load(slug);
    const saved = this.base?.code;
    if (typeof sharedCode === 'string') {
      const ownCodeAtStake = saved !== undefined && saved !== sharedCode && saved !== starter;
      this.state = { code: sharedCode, save: { status: 'pending' }, notice: { kind: 'shared', ownCodeKept: ownCodeAtStake } };
      this.pendingStart = () => {
        if (ownCodeAtStake && !store.saveBackup(slug, saved).ok) {
          // Nowhere safe to keep the learner's code: show the shared code, but
          // do not write it over theirs (the save status says it is not saved).
          this.set({ ...this.state, save: { status: 'failed', reason: 'your own code could not be set aside, so the shared code is not saved' }, notice: { kind: 'shared', ownCodeKept: false } });
          return;
        }
        this.persist();
      };
    } else {
      this.state = {
        code: saved ?? starter,
        save: { status: 'saved' },
        ...(sharedCode === null ? { notice: { kind: 'bad-link' as const } } : {}),
      };
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

  getState = (): CodeState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  edit(code: string) {
    if (code === this.state.code) return;
    this.set({ ...this.state, code, save: { status: 'pending' } });
    this.timers.clearTimeout(this.timer);
    this.timer = this.timers.setTimeout(() => this.flush(), SAVE_DELAY_MS);
  }

  /** Saves now if an edit is waiting; call before a Run and when the page is hidden. */
  flush() {
    this.timers.clearTimeout(this.timer);
    this.timer = undefined;
    if (this.state.save.status !== 'saved') this.persist();
  }

  /** Puts the starter code back; the current code goes to the backup (see `undo`). */
  reset() {
    // Already the starter (a second Reset): keep the backup, which holds the code worth undoing to.
    if (this.state.code === this.starter) return;
    this.flush();
    if (!this.store.saveBackup(this.slug, this.state.code).ok) {
      this.set({ ...this.state, save: { status: 'failed', reason: 'there is no room to keep your code aside, so Reset did nothing' } });
      return;
    }
    this.replace(this.starter, { kind: 'reset' });
  }

  /** Swaps the editor's code with the backup: undoes a Reset, or returns from shared code to one's own. */
  swapWithBackup() {
    const backup = this.store.loadBackup(this.slug);
    if (!backup) return;
    this.flush();
    const previous = this.state.notice;
    if (!this.store.saveBackup(this.slug, this.state.code).ok) {
      this.set({ ...this.state, save: { status: 'failed', reason: 'there is no room to keep this code aside, so nothing was swapped' } });
      return;
    }
    if (previous?.kind === 'reset') {
      this.store.clearBackup(this.slug);
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
    const stored = this.changedElsewhere();
    if (!stored || this.state.save.status !== 'saved') return;
    this.base = stored;
    this.set({ code: stored.code, save: { status: 'saved' }, notice: { kind: 'updated-elsewhere' } });
  }

  dismissNotice() {
    const { notice: _, ...rest } = this.state;
    this.set(rest);
  }

  private replace(code: string, notice: CodeNotice | undefined) {
    this.state = { code, save: { status: 'pending' }, ...(notice ? { notice } : {}) };
    this.persist();
  }

  private persist() {
    const theirs = this.changedElsewhere();
    if (theirs) {
      // Both tabs changed the code: keep the other tab's in the backup before saving this one's.
      const kept = this.store.saveBackup(this.slug, theirs.code, theirs.savedAt);
      if (!kept.ok) {
        this.set({ ...this.state, save: { status: 'failed', reason: 'another tab saved different code, and there is no room to keep it aside, so this code is not saved over it' } });
        return;
      }
      this.state = { ...this.state, notice: { kind: 'other-tab' } };
    }
    const result = this.store.save(this.slug, this.state.code);
    if (result.ok) this.base = this.store.load(this.slug);
    this.set({ ...this.state, save: result.ok ? { status: 'saved' } : { status: 'failed', reason: result.reason } });
  }

  /** The stored code, if another tab saved something other than this tab's last read or write (and its code). */
  private changedElsewhere(): SavedCode | undefined {
    const stored = this.store.load(this.slug);
    if (!stored || stored.code === this.state.code) return undefined;
    const base = this.base;
    if (base && stored.code === base.code && stored.savedAt === base.savedAt) return undefined;
    return stored;
  }

  private set(next: CodeState) {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
