import { useId } from 'react';
import type { LiveConfig } from '../../exercise/types';
import type { LiveForm } from '../../live/liveSettings';
import type { LiveState } from '../../live/liveState';
import { ConsoleOutputView } from '../results/ConsoleOutputView';
import { LiveOutcome } from './LiveOutcome';
import { LiveRunBar } from './LiveRunBar';
import { LiveSettingsForm } from './LiveSettingsForm';
import { LiveTranscript } from './LiveTranscript';

interface Props {
  config: LiveConfig;
  form: LiveForm;
  onFormChange: (form: LiveForm) => void;
  state: LiveState;
  onRun: () => void;
  onStop: () => void;
}

/**
 * The "Live model" panel: the endpoint form, Run live and Stop, and the run
 * as it happens. A live run is never graded; this panel shows no pass or fail.
 */
export function LivePanel({ config, form, onFormChange, state, onRun, onStop }: Props) {
  const id = useId();
  const running = state.phase === 'running';

  return (
    <section className="live-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Live model</h2>
      <p className="live-intro">
        Run your <code>runAgent</code>, as it is in the editor, against a real model: any server that speaks OpenAI’s Chat Completions API
        (OpenAI, or a local llama.cpp or Ollama). Your code still runs in its sandbox; this page sends its requests. Not graded: your
        progress does not change.
      </p>
      <LiveSettingsForm id={`${id}-form`} config={config} form={form} onFormChange={onFormChange} running={running} onRun={onRun} />
      <LiveTranscript entries={state.entries} waitingFor={running ? state.waitingFor : undefined} />
      {state.end && <LiveOutcome end={state.end} refusal={state.refusal} />}
      <ConsoleOutputView output={{ lines: state.output, truncated: state.outputTruncated }} />
      <LiveRunBar formId={`${id}-form`} state={state} onStop={onStop} />
    </section>
  );
}
