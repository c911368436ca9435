import { formatInline } from '../../grading/formatValue';
import { messageExtras, type ChatMessage } from './conversation';
import { useNotation } from '../results/inputViewContext';
import { VisibleText } from '../results/VisibleText';

export function isMessage(value: unknown): value is ChatMessage {
  return typeof value === 'object' && value !== null && typeof (value as ChatMessage).role === 'string';
}

/**
 * One chat message as text (never HTML): its role, its content, and each
 * tool call as `name(arguments)` with its id. Shared by the graded
 * conversation view and the live transcript. Other fields are shown as data;
 * `foldExtras` (the live transcript: a real server adds fields of its own)
 * folds them away behind "Other fields", where in a graded case they may be
 * the very difference.
 */
export function MessageBody({ message, foldExtras = false }: { message: unknown; foldExtras?: boolean }) {
  const notation = useNotation();
  if (!isMessage(message))
    return (
      <code>
        <VisibleText text={formatInline(message, 300, notation)} />
      </code>
    );
  const { role, content, tool_calls: toolCalls, tool_call_id: toolCallId, ...others } = message;
  const { refusal, rest } = messageExtras(others);
  return (
    <div className="message-body">
      <span className="message-role">
        <VisibleText text={`${String(role)}${toolCallId !== undefined ? ` → answers ${String(toolCallId)}` : ''}`} shown={200} />
      </span>
      {content !== undefined && content !== null && (
        <p className="message-content">
          <VisibleText text={typeof content === 'string' ? content : formatInline(content, 400, notation)} />
        </p>
      )}
      {refusal !== undefined && (
        <p className="message-content message-refusal">
          <strong>Refusal:</strong> <VisibleText text={refusal} />
        </p>
      )}
      {Array.isArray(toolCalls) && toolCalls.length > 0 && (
        <ul className="message-tools" aria-label="Tool calls">
          {toolCalls.map((call, i) => (
            <li key={i}>
              <ToolCall call={call} />
            </li>
          ))}
        </ul>
      )}
      {Object.keys(rest).length > 0 &&
        (foldExtras ? (
          <details className="message-rest-folded">
            <summary>Other fields ({Object.keys(rest).length})</summary>
            <code className="message-rest">
              <VisibleText text={formatInline(rest, 200, notation)} />
            </code>
          </details>
        ) : (
          <code className="message-rest">
            <VisibleText text={formatInline(rest, 200, notation)} />
          </code>
        ))}
    </div>
  );
}

/** A call in the API's shape as `name(arguments) · id`; anything else as the value it is. */
function ToolCall({ call }: { call: unknown }) {
  const notation = useNotation();
  const fn = (call as { function?: { name?: unknown; arguments?: unknown } } | null)?.function;
  const id = (call as { id?: unknown } | null)?.id;
  if (typeof fn?.name !== 'string' || typeof fn.arguments !== 'string')
    return (
      <code>
        <VisibleText text={formatInline(call, 300, notation)} />
      </code>
    );
  return (
    <>
      <code>
        <VisibleText text={`${fn.name}(${fn.arguments.length > 300 ? `${fn.arguments.slice(0, 300)}…` : fn.arguments})`} shown={400} />
      </code>
      {typeof id === 'string' && (
        <span className="tool-call-id">
          {' · '}
          <VisibleText text={id} shown={200} />
        </span>
      )}
    </>
  );
}
