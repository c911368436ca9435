import { useRef, useState } from 'react';
import type { RunState } from '../../grading/runState';

/**
 * Which steps (and the generated group) are open. The learner opens and closes them; when a Run ends, only
 * the step to look at first is open. A Run's end is seen while rendering, by comparing with the end last
 * seen (React's "adjusting state when a prop changes"), so the results never show a frame with the old
 * steps open.
 *
 * `focus` opens one and moves focus to its button; `buttonRef` gives each button's ref callback.
 */
export function useOpenSteps(state: RunState) {
  const firstStepId = state.summary?.firstStepToLook?.id;
  // The Run's end (which Run, and where it says to look first); undefined when idle or under way, so that
  // every end is seen, even of a Run whose id an earlier one had (a language switch brings a new Run store).
  const end = state.phase === 'done' ? `${state.runId} ${firstStepId ?? ''}` : undefined;
  const [steps, setSteps] = useState<{ end?: string; open: Set<string> }>(() => ({ open: new Set() }));
  if (end !== steps.end) setSteps({ end, open: end === undefined ? steps.open : new Set(firstStepId ? [firstStepId] : []) });

  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const change = (edit: (open: Set<string>) => void) =>
    setSteps((current) => {
      const open = new Set(current.open);
      edit(open);
      return { ...current, open };
    });

  return {
    open: steps.open,
    toggle: (id: string) =>
      change((open) => {
        if (!open.delete(id)) open.add(id);
      }),
    focus: (id: string) => {
      change((open) => open.add(id));
      buttons.current.get(id)?.focus();
    },
    buttonRef: (id: string) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(id, element);
      else buttons.current.delete(id);
    },
  };
}
