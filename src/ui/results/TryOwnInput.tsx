import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { InputTry, TryHandle } from '../../pipeline/tryInput';

/** A case's input sent to the panel ("Try this case"); a new `token` each time, so the same input twice still arrives. */
export interface InputRequest {
  input: unknown;
  token: number;
}

export interface TryOwnInputProps {
  /** The input the panel starts with (the first case's), in the learner's language's names. */
  initialInput: unknown;
  /** Runs the learner's current code and the reference on an input. */
  onTry: (input: unknown) => TryHandle<InputTry>;
  /** The latest "Try this case": fills the panel, opens it and brings it into view. */
  request: InputRequest | undefined;
  onShowLine: (line: number, column?: number) => void;
  /** Traces the learner's function on the input in the box (issue #20). */
  onTraceInput?: (input: unknown) => void;
}

// The panel's body and the YAML parser it needs: fetched when the panel first opens (or the pointer or the
// keyboard comes to its button), not with the page, where they would come before the editor (issue #21).
const loadBody = () => import('./TryOwnInputBody');
const TryOwnInputBody = lazy(loadBody);

/**
 * "Try your own input": a panel, closed at first, that runs the learner's function and the reference on one
 * input of the learner's own (see TryOwnInputBody). Once opened, its body stays, so closing it loses nothing typed.
 */
export function TryOwnInput(props: TryOwnInputProps) {
  const { request } = props;
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const section = useRef<HTMLElement>(null);

  // A new "Try this case" opens the panel as it renders; its body fills itself from the request.
  const [seen, setSeen] = useState(request);
  if (request !== seen) {
    setSeen(request);
    if (request) {
      setOpen(true);
      setOpened(true);
    }
  }
  // Then brings it into view.
  useEffect(() => {
    if (request) section.current?.scrollIntoView?.({ block: 'start' });
  }, [request]);

  const toggle = () => {
    setOpen(!open);
    setOpened(true);
  };
  return (
    <section className="try-panel" ref={section} aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="try-heading">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${ids}-body`}
          onClick={toggle}
          onPointerEnter={() => void loadBody().catch(() => undefined)}
          onFocus={() => void loadBody().catch(() => undefined)}
        >
          <span className="try-chevron" aria-hidden="true">
            {open ? '▾' : '▸'}
          </span>{' '}
          Try your own input
        </button>
      </h2>
      <div id={`${ids}-body`} hidden={!open}>
        {opened && (
          <Suspense fallback={<p className="try-note">Loading…</p>}>
            <TryOwnInputBody {...props} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
