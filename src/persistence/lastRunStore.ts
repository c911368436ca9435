import * as z from 'zod/mini';
import type { RunState } from '../grading/runState';
import { lastRunKey } from './storageKeys';
import { storedRunSchema, toStoredRun, type StoredRun } from './storedRun';
import { parseTagged, stringifyTagged } from './taggedJson';

/**
 * The results of the last finished Run of each exercise (and language), so a reload shows them again
 * instead of an empty results area. With them, a fingerprint of the code that was Run: the page says
 * whether the code is still that code. Storage is passed in, like the code store; a Run that cannot be
 * kept (storage full or refused, results too large) is simply not kept.
 */
export interface LastRun {
  savedAt: number;
  /** `codeFingerprint` of the code that was Run. */
  code: string;
  run: StoredRun;
  /** The type errors the editor found in that code (TypeScript). */
  typeErrors: StoredTypeError[];
}

/** A type error as the editor reports it (see editor/typeCheck.ts, a layer above this one). */
export interface StoredTypeError {
  line: number;
  column: number;
  message: string;
}

const typeErrorsSchema = z.array(z.object({ line: z.number(), column: z.number(), message: z.string() }));

export interface LastRunStore {
  /** The last Run kept for `slug` (`slug.py` for Python); undefined if none, or if what is kept is damaged. */
  load(slug: string): LastRun | undefined;
  save(slug: string, code: string, run: RunState, typeErrors?: StoredTypeError[]): void;
}

/** The most characters one exercise's kept results may take: localStorage's few megabytes also hold the learner's code. */
export const MAX_LAST_RUN_CHARS = 100_000;

/** A short fingerprint of code (cyrb53): enough to tell "the code you Run" from "code edited since", not a secret. */
export function codeFingerprint(code: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < code.length; i++) {
    const ch = code.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${code.length}:${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

export function createLastRunStore(storage: Storage | undefined, now: () => number = Date.now): LastRunStore {
  const remove = (slug: string) => {
    try {
      storage?.removeItem(lastRunKey(slug));
    } catch {
      /* an older Run may then show, marked as of an earlier version of the code if it was */
    }
  };
  return {
    load(slug) {
      try {
        const raw = storage?.getItem(lastRunKey(slug));
        if (!raw) return undefined;
        const data = parseTagged(raw) as Partial<LastRun> | null;
        if (typeof data?.savedAt !== 'number' || typeof data.code !== 'string') return undefined;
        // The entry as stored once the schema accepts it: the parsed copy would lose a received `undefined`.
        if (!storedRunSchema.safeParse(data.run).success) return undefined;
        const typeErrors = typeErrorsSchema.safeParse(data.typeErrors ?? []);
        if (!typeErrors.success) return undefined;
        return { savedAt: data.savedAt, code: data.code, run: data.run as StoredRun, typeErrors: typeErrors.data };
      } catch {
        return undefined;
      }
    },
    save(slug, code, run, typeErrors = []) {
      if (!storage) return;
      const entry = (keepOutput: boolean) =>
        stringifyTagged({ savedAt: now(), code: codeFingerprint(code), run: toStoredRun(run, keepOutput), typeErrors });
      let text = entry(true);
      if (text.length > MAX_LAST_RUN_CHARS) text = entry(false);
      // Still too large (huge returned values): keeping an older Run's results would mislead, so none are kept.
      if (text.length > MAX_LAST_RUN_CHARS) return remove(slug);
      try {
        storage.setItem(lastRunKey(slug), text);
      } catch {
        remove(slug);
      }
    },
  };
}
