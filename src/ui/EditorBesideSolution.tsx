import type { ReactNode } from 'react';
import { SolutionCode, SolutionControls } from './SolutionPanel';
import type { ReferenceOffer } from '../exercise/referenceOffer';

interface Props {
  /** The reference solution, as highlighted HTML. */
  solutionHtml: string;
  /** Whether the solution may be shown yet, and if not, when (see referenceOffer.ts). */
  offer: ReferenceOffer;
  /** Whether it is shown; the page holds this, so the solved state's "Compare" can open it too. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The editor. */
  children: ReactNode;
}

/** The editor, and the reference solution beside it once the learner asks for it (see SolutionControls). */
export function EditorBesideSolution({ solutionHtml, offer, open, onOpenChange, children }: Props) {
  // Never beside the code while it is not offered, whatever the page holds.
  const shown = open && offer.offered;
  return (
    <>
      <div className={shown ? 'editor-split split-open' : 'editor-split'}>
        <div className="editor-frame">{children}</div>
        {shown && <SolutionCode html={solutionHtml} onHide={() => onOpenChange(false)} />}
      </div>
      <SolutionControls offer={offer} open={shown} onOpen={() => onOpenChange(true)} />
    </>
  );
}
