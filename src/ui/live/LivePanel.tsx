import { useEffect, useId, useRef } from 'react';
import type { LiveConfig } from '../../exercise/types';
import type { LiveForm } from '../../live/liveSettings';
import type { LiveState } from '../../live/liveState';
import { ConsoleOutputView } from '../results/ConsoleOutputView';
import { LiveOutcome } from './LiveOutcome';
import { LiveTranscript } from './LiveTranscript';

interface Props {
  config: LiveConfig;
  form: LiveForm;
  onFormChange: (form: LiveForm) => void;
  state: LiveState;
  onRun: () => void;
  onStop: () => void;
}

/** Demo tools that answer from canned data rather than the world (src/runner/live/demoTools.ts). */
const CANNED = new Set(['web_search', 'get_stock_price']);

/**
 * The "Live model" panel: the endpoint form, Run live and Stop, and the run
 * as it happens. A live run is never graded; this panel shows no pass or fail.
 */
export function LivePanel({ config, form, onFormChange, state, onRun, onStop }: Props) {
  const id = useId();
  const running = state.phase === 'running';
  const status = useRef<HTMLParagraphElement>(null);
  // The form fills a small pane: when a run starts, bring the bar with its status and Stop into view.
  useEffect(() => {
    if (running) status.current?.scrollIntoView?.({ block: 'nearest' });
  }, [running]);
  const field = (key: keyof LiveForm) => ({
    id: `${id}-${key}`,
    value: form[key],
    onChange: (event: { target: { value: string } }) => onFormChange({ ...form, [key]: event.target.value }),
  });

  return (
    <section className="live-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Live model</h2>
      <p className="live-intro">
        Run your <code>runAgent</code>, as it is in the editor, against a real model: any server that speaks OpenAI’s Chat
        Completions API (OpenAI, or a local llama.cpp or Ollama). Your code still runs in its sandbox; this page sends its
        requests. Not graded: your progress does not change.
      </p>
      <form
        id={`${id}-form`}
        className="live-form"
        aria-label="Live model settings"
        onSubmit={(event) => {
          event.preventDefault();
          if (!running) onRun();
        }}
      >
        <div className="live-fields">
          <label htmlFor={`${id}-baseURL`}>Base URL</label>
          <input {...field('baseURL')} type="url" inputMode="url" placeholder="http://localhost:11434/v1" autoComplete="url" spellCheck={false} required />
          <label htmlFor={`${id}-model`}>Model</label>
          <input {...field('model')} type="text" placeholder="gpt-4o-mini, llama3.2, …" autoComplete="off" spellCheck={false} required />
          <label htmlFor={`${id}-apiKey`}>
            API key <span className="optional">(optional)</span>
          </label>
          <input {...field('apiKey')} type="password" autoComplete="off" spellCheck={false} aria-describedby={`${id}-key-note`} />
          <p className="live-note" id={`${id}-key-note`}>
            Kept in this tab only (sessionStorage) and sent only to the base URL above; never saved with your code, never in a
            share link. A key in a web page can be read by that page: use one you can revoke.
          </p>
          <label htmlFor={`${id}-question`}>Question</label>
          <textarea {...field('question')} rows={2} required />
        </div>
        <details className="live-setup">
          <summary>Tools and system prompt</summary>
          <ul>
            {config.tools.map((tool) => (
              <li key={tool}>
                <code>{tool}</code>
                {CANNED.has(tool) ? ': canned demo data, not live' : tool === 'calculate' ? ': really computes (arithmetic)' : ''}
              </li>
            ))}
          </ul>
          <p>
            Their definitions are the ones the tests give <code>runAgent</code> (as register-tools builds them). Options:{' '}
            <code>{`{ model, maxSteps: ${config.maxSteps} }`}</code>. System prompt:
          </p>
          <pre className="live-prompt">{config.systemPrompt}</pre>
        </details>
      </form>
      <LiveTranscript entries={state.entries} waitingFor={running ? state.waitingFor : undefined} />
      {state.end && <LiveOutcome end={state.end} />}
      <ConsoleOutputView output={{ lines: state.output, truncated: state.outputTruncated }} />
      {/* Last, and pinned to the bottom of the pane while the panel is in view, as in a chat:
          Stop stays in reach however long the transcript grows. */}
      <div className="live-bar">
        <button type="submit" form={`${id}-form`} className="run-button" aria-disabled={running}>
          Run live
        </button>
        <button type="button" onClick={onStop} aria-disabled={!running} className={running ? 'stop-button' : undefined}>
          Stop
        </button>
        <p className="live-status" role="status" ref={status}>
          {statusText(state)}
        </p>
      </div>
    </section>
  );

  function statusText(live: LiveState): string {
    if (live.phase === 'idle') return 'Nothing is sent until you press Run live.';
    if (live.phase === 'running') {
      return live.waitingFor !== undefined ? `Waiting for the model (request ${live.waitingFor})… Stop ends the run.` : 'Your code is running…';
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
}
