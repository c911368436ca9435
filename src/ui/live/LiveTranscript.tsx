import type { LiveEntry } from '../../live/liveState';
import { isMessage, MessageBody } from '../resultViews/MessageBody';

/**
 * The live run's conversation as it happens, a close relative of the graded
 * ConversationView: per request, the messages the learner's code added since
 * the model last spoke; then the model's reply or the error it met.
 */
export function LiveTranscript({ entries, waitingFor }: { entries: LiveEntry[]; waitingFor?: number }) {
  if (entries.length === 0 && waitingFor === undefined) return null;
  return (
    <ol className="messages live-transcript" aria-label="Live transcript">
      {entries.map((entry, index) => (
        <Entry key={index} entry={entry} />
      ))}
      {waitingFor !== undefined && (
        <li className="live-waiting">
          <span className="spinner" aria-hidden="true" /> Waiting for the model’s reply to request {waitingFor}…
        </li>
      )}
    </ol>
  );
}

function Entry({ entry }: { entry: LiveEntry }) {
  switch (entry.kind) {
    case 'sent':
      return (
        <>
          <li className="live-marker">
            Request {entry.n} sent to {entry.model}: {entry.total} message{entry.total === 1 ? '' : 's'}
            {entry.tools > 0 ? `, ${entry.tools} tool${entry.tools === 1 ? '' : 's'}` : ', no tools'}
            {entry.messages.length < entry.total ? ` (${entry.messages.length} new)` : ''}
          </li>
          {entry.messages.map((message, index) => (
            <li key={index} className={`message role-${isMessage(message) ? message.role : 'unknown'}`}>
              <MessageBody message={message} foldExtras />
            </li>
          ))}
        </>
      );
    case 'reply':
      return (
        <li className="message role-assistant live-reply">
          <span className="live-reply-label">
            Reply {entry.n}
            {entry.problem === undefined ? ` · finish_reason: ${String(entry.finishReason)}` : ''}
          </span>
          {entry.problem !== undefined ? (
            <p className="message-content">{entry.problem}</p>
          ) : (
            <MessageBody message={entry.message} foldExtras />
          )}
          {entry.note !== undefined && <p className="message-content live-reply-note">{entry.note}</p>}
        </li>
      );
    case 'model-error':
      return (
        <li className="message live-error" role="group" aria-label={`Request ${entry.n} failed`}>
          <strong>Request {entry.n} failed</strong> ({entry.name}): {entry.message}
          {entry.hint !== undefined && <span className="live-error-hint"> {entry.hint}</span>}
        </li>
      );
    case 'refused':
      return (
        <li className="message live-error" role="group" aria-label={`Request ${entry.n} not sent`}>
          <strong>Request {entry.n} was not sent</strong>: {entry.reason}. Your code got this as an error.
        </li>
      );
  }
}
