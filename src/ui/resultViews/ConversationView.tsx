import { formatDiffPath } from '../../grading/diff';
import { compareConversations } from './conversation';
import { isMessage, MessageBody } from './MessageBody';
import { useNotation } from '../results/inputViewContext';

/**
 * A transcript as a conversation: what the learner's code sent to the model,
 * message by message, with the first message that differs from the expected
 * one marked and the expected message shown beside it.
 */
export function ConversationView({ expected, received }: { expected: unknown; received: unknown }) {
  const notation = useNotation();
  const comparison = compareConversations(expected, received);
  if (!comparison) return null;
  const { path, expected: want, received: got, firstDifference, neverSent } = comparison;
  if (neverSent) return <NeverSent path={formatDiffPath(path, notation)} expected={want} />;
  const shown = got.length > 0 ? got : want;
  return (
    <figure className="conversation">
      <figcaption>
        The conversation your code sent ({formatDiffPath(path, notation)})
        {firstDifference === undefined ? ': as expected' : `: first difference at message ${firstDifference + 1}`}
      </figcaption>
      {/* Focusable: a long conversation scrolls, and a keyboard must be able to scroll it. */}
      <ol className="messages" aria-label="Messages" tabIndex={0}>
        {shown.map((message, index) => (
          <li
            key={index}
            className={`message role-${isMessage(message) ? message.role : 'unknown'} ${index === firstDifference ? 'message-differs' : ''}`}
          >
            <MessageBody message={message} />
            {index === firstDifference && (
              <div className="message-expected">
                <strong>
                  <span aria-hidden="true">✗ </span>First difference. Expected:
                </strong>
                {want[index] === undefined ? <p>no message here</p> : <MessageBody message={want[index]} />}
              </div>
            )}
          </li>
        ))}
        {firstDifference !== undefined && firstDifference >= shown.length && (
          <li className="message message-differs">
            <strong>
              <span aria-hidden="true">✗ </span>Missing message {firstDifference + 1}. Expected:
            </strong>
            <MessageBody message={want[firstDifference]} />
          </li>
        )}
      </ol>
    </figure>
  );
}

/** The conversation a request the learner's code never made should have held: the expected messages, as expected. */
function NeverSent({ path, expected }: { path: string; expected: unknown[] }) {
  return (
    <figure className="conversation">
      <figcaption>
        Your code never sent this conversation ({path}): it stopped before this request. The messages it should have sent:
      </figcaption>
      <ol className="messages messages-expected" aria-label="Expected messages" tabIndex={0}>
        {expected.map((message, index) => (
          <li key={index} className={`message role-${isMessage(message) ? message.role : 'unknown'}`}>
            <MessageBody message={message} />
          </li>
        ))}
      </ol>
    </figure>
  );
}
