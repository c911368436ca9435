import { useEffect, useRef } from 'react';
import type { LiveState } from '../../live/liveState';

interface Props {
  /** The id of the settings form that Run live submits. */
  formId: string;
  state: LiveState;
  onStop: () => void;
}

/**
 * Run live, Stop, and what the live run is doing. Last in the panel, and pinned to the bottom of the pane
 * while the panel is in view, as in a chat: Stop stays in reach however long the transcript grows.
 */
export function LiveRunBar({ formId, state, onStop }: Props) {
  const running = state.phase === 'running';
  const status = useRef<HTMLParagraphElement>(null);
  // The form fills a small pane: when a run starts, bring the bar with its status and Stop into view.
  useEffect(() => {
    if (running) status.current?.scrollIntoView?.({ block: 'nearest' });
  }, [running]);

  return (
    <div className="live-bar">
      <button type="submit" form={formId} className="run-button" aria-disabled={running}>
        Run live
      </button>
      <button type="button" onClick={onStop} aria-disabled={!running} className={running ? 'stop-button' : undefined}>
        Stop
      </button>
      <p className="live-status" role="status" ref={status}>
        {statusText(state)}
      </p>
    </div>
  );
}

function statusText(live: LiveState): string {
  if (live.phase === 'idle') return 'Nothing is sent until you press Run live.';
  if (live.phase === 'running') {
    return live.waitingFor !== undefined
      ? `Waiting for the model (request ${live.waitingFor})… Stop ends the run.`
      : 'Your code is running…';
  }
  switch (live.end?.kind) {
    case 'stopped':
      return 'Stopped: the request in flight was cancelled and your code’s worker ended.';
    case 'returned':
      return 'Finished: runAgent returned the record below.';
    case 'invalid':
      return 'Not run: fix the settings above.';
    default:
      return 'Ended without a record: see below.';
  }
}
