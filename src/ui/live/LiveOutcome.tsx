import type { LiveEnd } from '../../live/liveState';
import { describeProblem } from '../../grading/messages';
import { formatInline } from '../../grading/formatValue';
import { ValueView } from '../results/ValueView';
import { VisibleText } from '../results/VisibleText';

/** The shape runAgent resolves to (types.d.ts's AgentRun), checked loosely: it is the learner's value. */
interface AgentRunLike {
  answer: unknown;
  steps: unknown;
  toolCalls: unknown;
  error: unknown;
}

function isAgentRun(value: unknown): value is AgentRunLike {
  return typeof value === 'object' && value !== null && 'answer' in value && 'steps' in value && 'toolCalls' in value && 'error' in value;
}

/**
 * How the live run ended: the record runAgent returned, or why there is none. Never a verdict.
 * `refusal` is the model's last reply's, when it refused: code that reads `content` records that as
 * no answer and no error, so the record says what the model said.
 */
export function LiveOutcome({ end, refusal }: { end: LiveEnd; refusal?: string }) {
  switch (end.kind) {
    case 'returned':
      return (
        <section className="live-outcome" aria-label="The record runAgent returned">
          <h3>The record runAgent returned</h3>
          {isAgentRun(end.value) ? (
            <AgentRecord run={end.value} refusal={refusal} />
          ) : (
            <>
              <ValueView value={end.value} side="received" label="Returned value" />
              {refusal !== undefined && (
                <p className="live-refusal">
                  <Refused refusal={refusal} />
                </p>
              )}
            </>
          )}
        </section>
      );
    case 'threw':
      return <Problem title="runAgent threw an error" message={`${end.error.name}: ${end.error.message}`} />;
    case 'problem': {
      const { title, message } = describeProblem(end.problem);
      return <Problem title={title} message={message} />;
    }
    case 'timeout':
      return (
        <Problem
          title="Your code ran too long"
          message={`It ran for ${end.limitMs / 1000} s without asking the model or finishing, so its worker was stopped. Time spent waiting for the model does not count; look for a loop that never ends.`}
        />
      );
    case 'crashed':
      return <Problem title="The worker stopped" message={end.error.message} />;
    case 'stopped':
      return null;
    case 'invalid':
      return <Problem title="Nothing was sent" message={end.message} />;
  }
}

function Problem({ title, message }: { title: string; message: string }) {
  return (
    <div className="run-problem live-outcome">
      <h3>{title}</h3>
      <p className="problem-message">{message}</p>
    </div>
  );
}

/** The refusal in words; its text came from the server, so it is drawn as text with its invisible characters shown. */
function Refused({ refusal }: { refusal: string }) {
  return (
    <>
      The model refused: “<VisibleText text={refusal} shown={600} />” (in <code>choices[0].message.refusal</code>; its <code>content</code>{' '}
      was null).
    </>
  );
}

function AgentRecord({ run, refusal }: { run: AgentRunLike; refusal?: string }) {
  const calls = Array.isArray(run.toolCalls) ? run.toolCalls : [];
  return (
    <dl className="live-record">
      <dt>Answer</dt>
      <dd className="live-answer">{typeof run.answer === 'string' ? run.answer : formatInline(run.answer, 300)}</dd>
      {refusal !== undefined && (
        <>
          <dt>Refusal</dt>
          <dd className="live-refusal">
            <Refused refusal={refusal} />
          </dd>
        </>
      )}
      <dt>Steps</dt>
      <dd>{formatInline(run.steps, 40)}</dd>
      <dt>Tool calls</dt>
      <dd>
        {calls.length === 0 ? (
          'none'
        ) : (
          <ol className="live-calls">
            {calls.map((call: unknown, index) => (
              <li key={index}>
                <code>{describeCall(call)}</code>
              </li>
            ))}
          </ol>
        )}
      </dd>
      <dt>Error</dt>
      <dd>{run.error === null ? 'none' : typeof run.error === 'string' ? run.error : formatInline(run.error, 300)}</dd>
    </dl>
  );
}

function describeCall(call: unknown): string {
  const { step, name, arguments: args } = (call ?? {}) as { step?: unknown; name?: unknown; arguments?: unknown };
  if (typeof name !== 'string') return formatInline(call, 200);
  return `step ${String(step)}: ${name}(${typeof args === 'string' ? args : formatInline(args, 200)})`;
}
