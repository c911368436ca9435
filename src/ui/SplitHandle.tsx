import { useRef, type KeyboardEvent, type PointerEvent } from 'react';

interface Props {
  /** The first pane's share of the container's height, in percent. */
  value: number;
  min: number;
  max: number;
  /** What the handle divides, for screen readers: "Resize the editor and the results". */
  label: string;
  /** The id of the pane above the handle (aria-controls). */
  controls: string;
  /** A new share, while dragging or keying; `done` is true once the learner let go (time to remember it). */
  onChange: (value: number, done: boolean) => void;
  /** Double-click (or Enter): back to the share the page starts with. */
  onReset: () => void;
}

const STEP = 5;
const PAGE = 20;

/**
 * The bar between two stacked panes: drag it with a mouse, finger or pen, or
 * focus it and use the arrow keys (Page Up/Down for bigger steps, Home/End
 * for the limits, Enter to reset). A focusable `separator`, as ARIA's
 * window-splitter pattern describes, so a screen reader says what it divides
 * and how far along it is.
 */
export function SplitHandle({ value, min, max, label, controls, onChange, onReset }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  const shareAt = (clientY: number) => {
    const container = ref.current?.parentElement?.getBoundingClientRect();
    if (!container || container.height === 0) return value;
    return Math.min(max, Math.max(min, ((clientY - container.top) / container.height) * 100));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault(); // no text selection while dragging
    dragging.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) onChange(shareAt(event.clientY), false);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    event.currentTarget.releasePointerCapture(event.pointerId);
    onChange(shareAt(event.clientY), true);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next: Record<string, number> = {
      ArrowUp: value - STEP,
      ArrowDown: value + STEP,
      PageUp: value - PAGE,
      PageDown: value + PAGE,
      Home: min,
      End: max,
    };
    if (event.key === 'Enter') {
      event.preventDefault();
      onReset();
      return;
    }
    if (!(event.key in next)) return;
    event.preventDefault();
    onChange(Math.min(max, Math.max(min, next[event.key]!)), true);
  };

  return (
    <div
      ref={ref}
      className="split-handle"
      role="separator"
      aria-orientation="horizontal"
      aria-label={label}
      aria-controls={controls}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={Math.round(value)}
      aria-valuetext={`Editor ${Math.round(value)}% of the height`}
      tabIndex={0}
      title="Drag, or use the arrow keys, to share the height between the editor and the results (Enter resets)"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onDoubleClick={onReset}
      onKeyDown={onKeyDown}
    />
  );
}
