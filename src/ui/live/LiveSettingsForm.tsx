import type { LiveConfig } from '../../exercise/types';
import type { LiveForm } from '../../live/liveSettings';

interface Props {
  /** The form's id: the Run live button, outside the form, submits it. */
  id: string;
  config: LiveConfig;
  form: LiveForm;
  onFormChange: (form: LiveForm) => void;
  running: boolean;
  onRun: () => void;
}

/** Demo tools that answer from canned data rather than the world (src/runner/live/demoTools.ts). */
const CANNED = new Set(['web_search', 'get_stock_price']);

/**
 * The live model panel's form: the endpoint (base URL, model, API key), the question, and what the model will
 * be given (tools, options, system prompt). Submitting it (Enter in a field, or Run live) starts a live run.
 */
export function LiveSettingsForm({ id, config, form, onFormChange, running, onRun }: Props) {
  const field = (key: keyof LiveForm) => ({
    id: `${id}-${key}`,
    value: form[key],
    onChange: (event: { target: { value: string } }) => onFormChange({ ...form, [key]: event.target.value }),
  });

  return (
    <form
      id={id}
      className="live-form"
      aria-label="Live model settings"
      onSubmit={(event) => {
        event.preventDefault();
        if (!running) onRun();
      }}
    >
      <div className="live-fields">
        <label htmlFor={`${id}-baseURL`}>Base URL</label>
        <input
          {...field('baseURL')}
          type="url"
          inputMode="url"
          placeholder="http://localhost:11434/v1"
          autoComplete="url"
          spellCheck={false}
          required
        />
        <label htmlFor={`${id}-model`}>Model</label>
        <input {...field('model')} type="text" placeholder="gpt-4o-mini, llama3.2, …" autoComplete="off" spellCheck={false} required />
        <label htmlFor={`${id}-apiKey`}>
          API key <span className="optional">(optional)</span>
        </label>
        <input {...field('apiKey')} type="password" autoComplete="off" spellCheck={false} aria-describedby={`${id}-key-note`} />
        <p className="live-note" id={`${id}-key-note`}>
          Kept in this tab only (sessionStorage) and sent only to the base URL above; never saved with your code, never in a share link. A
          key in a web page can be read by that page: use one you can revoke.
        </p>
        <label htmlFor={`${id}-question`}>Question</label>
        <textarea {...field('question')} rows={2} required />
      </div>
      <LiveSetup config={config} />
    </form>
  );
}

/** What the model is given besides the question: the tools (which of them answer from canned data), the options and the system prompt. */
function LiveSetup({ config }: { config: LiveConfig }) {
  return (
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
  );
}
