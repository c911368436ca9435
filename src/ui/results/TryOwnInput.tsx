import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { TryOwnInputProps } from './tryOwnInputProps';

export type { InputRequest } from './tryOwnInputProps';

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
  // Fetched ahead when the learner heads for the button; a failed fetch is tried again when the panel opens.
  const prefetch = () => void loadBody().catch(() => undefined);
  return (
    <section className="try-panel" ref={section} aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="try-heading">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${ids}-body`}
          onClick={toggle}
          onPointerEnter={prefetch}
          onFocus={prefetch}
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
