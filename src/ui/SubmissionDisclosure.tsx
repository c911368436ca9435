import { Suspense, useId, useState, type ReactNode } from 'react';

interface Props {
  /** The panel's content (the name and the download), rendered only once opened: it may be a lazy chunk. */
  children: ReactNode;
}

/**
 * "Download submission" among the code actions: a button that shows a small panel below the toolbar's row
 * (it takes a row of its own: see .submission-panel). Closed, it costs the editor no height, and its content
 * is not even loaded: the JavaScript hydration waits for has a budget (perf/budgets.json).
 */
export function SubmissionDisclosure({ children }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Download submission
      </button>
      <div id={panelId} className="submission-panel" role="group" aria-label="Download submission" hidden={!open}>
        {open && <Suspense fallback={<p>Loading…</p>}>{children}</Suspense>}
      </div>
    </>
  );
}
