import type { LanguageId } from '../core/language';
import type { ErrorMarker } from './errorMarkers';
import type { TypeCheck } from './typeCheck';
/**
 * The one interface the app knows an editor by. Monaco implements it in the
 * browser; a textarea implements it for tests and while Monaco loads.
 */
export interface EditorProps {
  value: string;
  onChange: (value: string) => void;
  /** Ctrl/Cmd+Enter inside the editor. */
  onRun: () => void;
  /** Identifies the document (one model and undo history per exercise). */
  path: string;
  /** Accessible name of the code area. */
  label: string;
  /** Ambient declarations for the exercise (types.d.ts), so hovers and type errors know them. */
  types: string;
  /** Modules the learner may import; the editor loads their declarations. */
  modules: string[];
  /** A line to reveal and mark (an error's line); changes when the learner asks to see it. */
  revealLine?: { line: number; column?: number; token: number };
  /** The line of the trace step shown (issue #20): marked and scrolled into view, without moving the caret or the focus. */
  traceLine?: number;
  /** The code's language: TypeScript when absent. */
  language?: LanguageId;
  /** Errors of the last Run to mark on their lines (Python: no language service marks them otherwise). */
  markers?: ErrorMarker[];
  /**
   * Given the editor's type checker once it has one (Monaco's TypeScript service, TypeScript code only),
   * and undefined when it goes: the page asks it at each Run. An editor without one never calls it.
   */
  onTypeChecker?: (check: TypeCheck | undefined) => void;
  /**
   * Called once the editor the learner keeps is up: Monaco mounted, or a textarea that is the editor itself
   * (tests, or Monaco failed to load), never one standing in while Monaco loads. The page prepares its first
   * Run only then, so that work does not compete with the editor's loading (issue #21).
   */
  onReady?: () => void;
}
