import { LAYOUT_KEY } from './storageKeys';

/** The editor's share of the column it shares with the results, in percent: the limits keep both usable. */
export const EDITOR_SHARE = { min: 20, max: 85, initial: 60 } as const;

/**
 * The layout a learner set by dragging (or keying) the handle between the
 * editor and the results, remembered for every exercise and visit. Storage is
 * passed in; without it (private mode), or with a value that is not one we
 * wrote, the layout is the initial one.
 */
export interface LayoutStore {
  editorShare(): number;
  setEditorShare(share: number): void;
}

export function clampEditorShare(share: number): number {
  return Math.round(Math.min(EDITOR_SHARE.max, Math.max(EDITOR_SHARE.min, share)));
}

export function createLayoutStore(storage: Storage | undefined): LayoutStore {
  return {
    editorShare() {
      try {
        const saved: unknown = JSON.parse(storage?.getItem(LAYOUT_KEY) ?? 'null');
        const share = (saved as { editorShare?: unknown } | null)?.editorShare;
        return typeof share === 'number' && Number.isFinite(share) ? clampEditorShare(share) : EDITOR_SHARE.initial;
      } catch {
        return EDITOR_SHARE.initial;
      }
    },
    setEditorShare(share) {
      try {
        storage?.setItem(LAYOUT_KEY, JSON.stringify({ editorShare: clampEditorShare(share) }));
      } catch {
        /* a layout we cannot keep still holds for this visit */
      }
    },
  };
}
