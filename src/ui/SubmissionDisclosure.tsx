import { useId, useState } from 'react';
import { SubmissionForm } from './SubmissionForm';

interface Props {
  initialName: string;
  onDownload: (name: string) => Promise<{ ok: boolean; message: string }>;
}

/**
 * "Download submission" among the code actions: a button that shows a small panel with the learner's name and
 * the download, below the toolbar's row (it takes a row of its own: see .submission-panel). Closed, it costs
 * the editor no height.
 */
export function SubmissionDisclosure({ initialName, onDownload }: Props) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        Download submission
      </button>
      <div id={panelId} className="submission-panel" role="group" aria-label="Download submission" hidden={!open}>
        <p>
          One file with your code for this exercise (each language you wrote), when you saved it and what your last Run showed: send it to
          your teacher.
        </p>
        {open && <SubmissionForm initialName={initialName} buttonLabel="Download" onDownload={onDownload} autoFocus />}
      </div>
    </>
  );
}
