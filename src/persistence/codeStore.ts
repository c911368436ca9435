import { backupKey, codeKey, linkDraftKey } from './storageKeys';

/**
 * Where a learner's code lives between visits: one entry per exercise in
 * localStorage, a "backup" entry that keeps the code a Reset or another tab
 * replaced, and a "link draft" for the code of a shared link opened over the
 * learner's own code, so none of them can lose work. Storage is passed in: tests use a
 * fake, and private modes that refuse to store are reported, not ignored.
 */
export interface SavedCode {
  code: string;
  savedAt: number;
}

/** A shared link's code (as edited since), and whether the editor shows it rather than the learner's own code. */
export interface LinkDraft extends SavedCode {
  shown: boolean;
}

export type SaveResult = { ok: true } | { ok: false; reason: string };

export interface CodeStore {
  load(slug: string): SavedCode | undefined;
  /** `savedAt` keeps the time of code that was saved elsewhere (an imported progress file). */
  save(slug: string, code: string, savedAt?: number): SaveResult;
  loadBackup(slug: string): SavedCode | undefined;
  saveBackup(slug: string, code: string, savedAt?: number): SaveResult;
  clearBackup(slug: string): void;
  loadLinkDraft(slug: string): LinkDraft | undefined;
  saveLinkDraft(slug: string, code: string, shown: boolean, savedAt?: number): SaveResult;
}

export function createCodeStore(storage: Storage | undefined, now: () => number = Date.now): CodeStore {
  const read = (key: string): LinkDraft | undefined => {
    try {
      const raw = storage?.getItem(key);
      if (!raw) return undefined;
      const parsed = JSON.parse(raw) as Partial<LinkDraft>;
      return typeof parsed.code === 'string'
        ? { code: parsed.code, savedAt: Number(parsed.savedAt) || 0, shown: parsed.shown === true }
        : undefined;
    } catch {
      return undefined;
    }
  };
  const savedCode = (entry: LinkDraft | undefined): SavedCode | undefined => entry && { code: entry.code, savedAt: entry.savedAt };
  const write = (key: string, code: string, savedAt = now(), extra: object = {}): SaveResult => {
    if (!storage) return { ok: false, reason: 'this browser offers no storage here' };
    try {
      storage.setItem(key, JSON.stringify({ code, savedAt, ...extra }));
      return { ok: true };
    } catch (error) {
      // Not `instanceof Error`: some DOMException implementations do not inherit from it.
      const name = String((error as { name?: unknown } | null)?.name ?? '');
      return {
        ok: false,
        reason: /quota/i.test(name) ? 'the browser storage is full' : 'the browser refused to store it (private mode?)',
      };
    }
  };
  return {
    load: (slug) => savedCode(read(codeKey(slug))),
    save: (slug, code, savedAt) => write(codeKey(slug), code, savedAt),
    loadBackup: (slug) => savedCode(read(backupKey(slug))),
    saveBackup: (slug, code, savedAt) => write(backupKey(slug), code, savedAt),
    clearBackup: (slug) => {
      try {
        storage?.removeItem(backupKey(slug));
      } catch {
        /* nothing to lose: the backup is only ever a copy */
      }
    },
    loadLinkDraft: (slug) => read(linkDraftKey(slug)),
    saveLinkDraft: (slug, code, shown, savedAt) => write(linkDraftKey(slug), code, savedAt, { shown }),
  };
}
