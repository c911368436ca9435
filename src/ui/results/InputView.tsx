import { isPlainObject } from '../../grading/diff';
import { ValueView } from './ValueView';

/**
 * A case's input, field by field. Multi-line strings (a model's output) are
 * shown as the text they are, not as one escaped JSON string.
 */
export function InputView({ input }: { input: unknown }) {
  if (!isPlainObject(input)) return <ValueView value={input} side="plain" label="Input" />;
  return (
    <dl className="input-view">
      {Object.entries(input).map(([key, value]) => (
        <div key={key} className="input-field">
          <dt>{key}</dt>
          <dd>
            {typeof value === 'string' ? (
              <pre className="input-text" aria-label={`Input ${key}`} tabIndex={0}>
                {value === '' ? <span className="empty">(empty string)</span> : value}
              </pre>
            ) : (
              <ValueView value={value} side="plain" label={`Input ${key}`} />
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
