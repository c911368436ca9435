import { useEffect, useRef } from 'react';

interface Props {
  onDismiss: () => void;
}

/**
 * Shown when the last Run of this exercise never ended (the tab crashed or was
 * killed while the learner's code ran). Nothing runs by itself on load; this
 * says so, and points at the likely cause before the learner runs it again.
 */
export function InterruptedRunNotice({ onDismiss }: Props) {
  const notice = useRef<HTMLDivElement>(null);
  // On a phone the editor, and this notice with it, sits below the whole lesson: bring it into view
  // (only as far as needed; focus stays where it is, and a screen reader hears the alert anyway).
  useEffect(() => {
    notice.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <div className="notice notice-interrupted" role="alert" ref={notice}>
      <span>
        Your last Run did not finish: the tab crashed or was closed while your code was running. Your code is kept and nothing has run
        since. Look for an endless loop or a huge allocation before you press Run.
      </span>
      <button type="button" className="dismiss" onClick={onDismiss} aria-label="Dismiss this message">
        ×
      </button>
    </div>
  );
}
