import type { CodeStore } from './codeStore';

/** A message about where the editor's code came from, with a way back. */
export type CodeNotice =
  /** A shared link replaced the editor's code; `ownCodeKept` says the learner's code is in the backup. */
  | { kind: 'shared'; ownCodeKept: boolean }
  /** The shared link's code could not be read; the learner's own code is shown. */
  | { kind: 'bad-link' }
  /** Reset put the starter code back; the previous code is in the backup. */
  | { kind: 'reset' }
  /** The learner went back to their own code; the shared code is in the backup. */
  | { kind: 'restored' };

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

/**
 * The editor's code for one exercise, and the promise that it is never lost:
 * saved shortly after each edit (debounced), at once on `flush` (before a Run,
 * on pagehide), and every replacement (Reset, a shared link) keeps the code
 * it replaced in a backup the learner can return to.
 *
 * A vanilla store (subscribe/getState) so it is tested without React.
 */
export class CodeSession {
  private state: CodeState;
  private listeners = new Set<() => void>();
  private timer: unknown;
  /** Writes that opening a shared link needs; done by `start`, not the constructor. */
  private pendingStart: (() => void) | undefined;

  constructor(
    private readonly slug: string,
    private readonly starter: string,
    private readonly store: CodeStore,
    sharedCode: string | null | undefined,
    private readonly timers: CodeTimers = { setTimeout: (cb, ms) => setTimeout(cb, ms), clearTimeout: (h) => clearTimeout(h as number) },
  ) {
    const saved = store.load(slug)?.code;
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
      this.replace(backup.code, previous?.kind === 'restored' ? { kind: 'shared', ownCodeKept: true } : { kind: 'restored' });
    }
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
    const result = this.store.save(this.slug, this.state.code);
    this.set({ ...this.state, save: result.ok ? { status: 'saved' } : { status: 'failed', reason: result.reason } });
  }

  private set(next: CodeState) {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
