import { createStore, type Store } from '../core/store';
import { realTimers, type Timers } from '../core/timers';
import type { CodeStore, SavedCode } from './codeStore';

/**
 * What a shared link brought: its code, `null` when the code could not be read, or, for code
 * longer than the link limit, that limit (so the learner is told which link it was and why).
 */
export type LinkCode = string | null | { tooLargeOver: number };

/** A message about where the editor's code came from, with a way back. */
export type CodeNotice =
  /**
   * The editor shows a shared link's code. `ownCodeKept`: the learner has code of their own,
   * untouched in its own place, and "Back to my code" returns to it.
   */
  | { kind: 'shared'; ownCodeKept: boolean }
  /** The shared link's code could not be read; the learner's own code is shown. */
  | { kind: 'bad-link' }
  /** The shared link's code is longer than `limit` characters, so it was not opened; the learner's own code is shown. */
  | { kind: 'link-too-large'; limit: number }
  /** Reset put the starter code back; the previous code is in the backup. */
  | { kind: 'reset' }
  /** The learner went back to their own code; the shared code (with their edits) is kept apart. */
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
  'other-tab': { kind: 'other-tab-shown' },
  'other-tab-shown': { kind: 'other-tab' },
};

/**
 * Where the editor's code is saved: the learner's own code (`codeKey`), or the
 * code of a shared link opened over it (the link draft). Code from a link is
 * only ever written to the link draft, so however many links are opened, the
 * learner's own code stays where it was.
 */
type Slot = 'own' | 'link';

/**
 * The editor's code for one exercise, and the promise that it is never lost:
 * saved shortly after each edit (debounced), at once on `flush` (before a Run,
 * on pagehide), and every replacement keeps the code it replaced: Reset keeps
 * it in a backup the learner can return to; a shared link opened over the
 * learner's own code goes to its own slot (the link draft) and edits to it are
 * saved there, so "Back to my code" returns the learner's code and "Show the
 * shared code" returns the link's, edits included. Two tabs of one exercise
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
  /** Which slot the editor's code is saved to. */
  private slot: Slot;
  /** The stored code of the slot shown, as this tab last read or wrote it: a different stored code means another tab saved. */
  private base: SavedCode | undefined;

  constructor(
    private readonly slug: string,
    private readonly starter: string,
    private readonly codeStore: CodeStore,
    linkCode: LinkCode | undefined,
    private readonly timers: Timers = realTimers,
  ) {
    const own = codeStore.load(slug);
    const draft = codeStore.loadLinkDraft(slug);
    if (typeof linkCode === 'string') {
      const ownCodeAtStake = own !== undefined && own.code !== linkCode && own.code !== starter;
      this.slot = ownCodeAtStake ? 'link' : 'own';
      this.base = ownCodeAtStake ? draft : own;
      this.store = createStore<CodeState>({
        code: linkCode,
        save: { status: 'pending' },
        notice: { kind: 'shared', ownCodeKept: ownCodeAtStake },
      });
      this.pendingStart = () => {
        if (ownCodeAtStake) {
          // A previous link's code, edited or not, is set aside rather than dropped.
          if (draft && draft.code !== linkCode) codeStore.saveBackup(slug, draft.code, draft.savedAt);
          this.persist();
        } else {
          // No code of the learner's own (or it is the link's): the link's code becomes theirs.
          if (draft?.shown) codeStore.saveLinkDraft(slug, draft.code, false, draft.savedAt);
          this.persist();
        }
      };
    } else if (linkCode === undefined && draft?.shown) {
      // The learner left the page with a link's code in the editor: it is what they were working on.
      this.slot = 'link';
      this.base = draft;
      this.store = createStore<CodeState>({ code: draft.code, save: { status: 'saved' }, notice: { kind: 'shared', ownCodeKept: true } });
    } else {
      this.slot = 'own';
      this.base = own;
      const notice: CodeNotice | undefined =
        linkCode === null ? { kind: 'bad-link' } : linkCode ? { kind: 'link-too-large', limit: linkCode.tooLargeOver } : undefined;
      this.store = createStore<CodeState>({ code: own?.code ?? starter, save: { status: 'saved' }, ...(notice ? { notice } : {}) });
      if (draft?.shown) this.pendingStart = () => codeStore.saveLinkDraft(slug, draft.code, false, draft.savedAt);
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

  /** The code in the editor, saved first if an edit is waiting: what a Run, a try or a trace runs. */
  savedCode(): string {
    this.flush();
    return this.getState().code;
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

  /**
   * The notice's button: from a link's code back to the learner's own and again, or swaps the
   * editor's code with the backup (undoes a Reset, shows the other tab's code).
   */
  swapWithBackup() {
    const notice = this.getState().notice;
    if (this.slot === 'link' && notice?.kind === 'shared') return this.showSlot('own', { kind: 'restored' });
    if (this.slot === 'own' && notice?.kind === 'restored') return this.showSlot('link', { kind: 'shared', ownCodeKept: true });
    const backup = this.codeStore.loadBackup(this.slug);
    if (!backup) return;
    this.flush();
    if (!this.codeStore.saveBackup(this.slug, this.getState().code).ok) {
      this.fail('there is no room to keep this code aside, so nothing was swapped');
      return;
    }
    if (notice?.kind === 'reset') {
      this.codeStore.clearBackup(this.slug);
      // Undone in a link's code: the way back to the learner's own code is offered again.
      this.replace(backup.code, this.slot === 'link' ? { kind: 'shared', ownCodeKept: true } : undefined);
    } else {
      this.replace(backup.code, SWAPPED[notice?.kind ?? 'other-tab'] ?? { kind: 'other-tab-shown' });
    }
  }

  /** Saves what the editor shows, then shows the other slot's code (the starter when the learner has none). */
  private showSlot(slot: Slot, notice: CodeNotice) {
    this.flush();
    if (this.getState().save.status !== 'saved') {
      this.fail('this code could not be saved, so the editor keeps showing it');
      return;
    }
    const draft = this.codeStore.loadLinkDraft(this.slug);
    if (!draft) return;
    // Where the editor is, so a reload shows the same code; if this is refused, only a reload differs.
    this.codeStore.saveLinkDraft(this.slug, draft.code, slot === 'link', draft.savedAt);
    const stored = slot === 'link' ? draft : this.codeStore.load(this.slug);
    this.slot = slot;
    this.base = stored && { code: stored.code, savedAt: stored.savedAt };
    this.store.setState({ code: stored?.code ?? this.starter, save: { status: 'saved' }, notice });
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
    const result = this.saveToSlot(next.code);
    if (result.ok) this.base = this.loadSlot();
    this.store.setState({ ...next, save: result.ok ? { status: 'saved' } : { status: 'failed', reason: result.reason } });
  }

  /** Keeps the code shown, says why it is not saved (and, if given, what the notice now says). */
  private fail(reason: string, notice?: CodeNotice) {
    this.store.setState((state) => ({ ...state, save: { status: 'failed', reason }, ...(notice ? { notice } : {}) }));
  }

  private loadSlot(): SavedCode | undefined {
    if (this.slot === 'own') return this.codeStore.load(this.slug);
    const draft = this.codeStore.loadLinkDraft(this.slug);
    return draft && { code: draft.code, savedAt: draft.savedAt };
  }

  private saveToSlot(code: string) {
    return this.slot === 'own' ? this.codeStore.save(this.slug, code) : this.codeStore.saveLinkDraft(this.slug, code, true);
  }

  /** The stored code of the slot shown, if another tab saved something other than `code` and other than this tab's last read or write. */
  private changedElsewhere(code: string): SavedCode | undefined {
    const stored = this.loadSlot();
    if (!stored || stored.code === code) return undefined;
    const base = this.base;
    if (base && stored.code === base.code && stored.savedAt === base.savedAt) return undefined;
    return stored;
  }
}
