import type { LiveEnd } from '../../live/liveState';
import { describeProblem } from '../../grading/messages';
import { formatInline } from '../../grading/formatValue';
import { ValueView } from '../results/ValueView';

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

/** How the live run ended: the record runAgent returned, or why there is none. Never a verdict. */
export function LiveOutcome({ end }: { end: LiveEnd }) {
  switch (end.kind) {
    case 'returned':
      return (
        <section className="live-outcome" aria-label="The record runAgent returned">
          <h3>The record runAgent returned</h3>
          {isAgentRun(end.value) ? <AgentRecord run={end.value} /> : <ValueView value={end.value} side="received" label="Returned value" />}
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

function AgentRecord({ run }: { run: AgentRunLike }) {
  const calls = Array.isArray(run.toolCalls) ? run.toolCalls : [];
  return (
    <dl className="live-record">
      <dt>Answer</dt>
      <dd className="live-answer">{typeof run.answer === 'string' ? run.answer : formatInline(run.answer, 300)}</dd>
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
