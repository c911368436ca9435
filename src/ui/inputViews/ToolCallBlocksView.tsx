import { drawBlocks } from './toolCallBlocks';
import { useNotation } from '../results/inputViewContext';
import { VisibleText } from '../results/VisibleText';

/** Stray items listed by name; the rest counted (a result can hold thousands). */
const MAX_LISTED = 5;
/** What the learner's result holds is drawn this far at first, as in the other views: learner data can be megabytes. */
const SHOWN = 200;

/**
 * A parseToolCalls input drawn as the model wrote it, each <tool_call> block
 * framed and labelled with what it should give and what the learner's result
 * holds in its place, so the block that went wrong stands out before any JSON
 * is read. Words and signs, not colour alone, say which blocks match.
 * What the learner's result holds that no block calls for is listed after.
 */
export function ToolCallBlocksView({ input, received }: { input: unknown; received: unknown }) {
  const drawing = drawBlocks(input, received, useNotation());
  if (!drawing) return null;
  const { segments, unaccounted } = drawing;
  const blocks = segments.filter((s) => s.kind === 'block');
  return (
    <figure className="blocks-view">
      <figcaption>
        The reply, block by block ({blocks.length} {blocks.length === 1 ? 'block' : 'blocks'}
        {blocks.some((b) => b.matches === false) ? `, ${blocks.filter((b) => b.matches === false).length} not as expected` : ''})
      </figcaption>
      <div className="blocks-text" tabIndex={0} role="group" aria-label="The reply, drawn block by block">
        {segments.map((segment, i) =>
          segment.kind === 'prose' ? (
            <span key={i} className="prose">
              {segment.text}
            </span>
          ) : (
            <span key={i} className={`block ${segment.matches === false ? 'block-wrong' : segment.matches ? 'block-right' : ''}`}>
              <span className="block-label">
                <span aria-hidden="true">{segment.matches === false ? '✗ ' : segment.matches ? '✓ ' : ''}</span>
                block {segment.index}: expected {segment.expected}
                {segment.received !== undefined &&
                  (segment.matches ? (
                    '; yours matches'
                  ) : (
                    <>
                      ; yours: <VisibleText text={segment.received} shown={SHOWN} />
                    </>
                  ))}
              </span>
              <code>{segment.text}</code>
            </span>
          ),
        )}
      </div>
      {unaccounted.length > 0 && (
        <div className="blocks-unaccounted">
          <p>In yours but from no block of this reply:</p>
          <ul>
            {unaccounted.slice(0, MAX_LISTED).map((item, i) => (
              <li key={i}>
                <code>
                  <VisibleText text={item} shown={SHOWN} />
                </code>
              </li>
            ))}
            {unaccounted.length > MAX_LISTED && <li>and {unaccounted.length - MAX_LISTED} more</li>}
          </ul>
        </div>
      )}
    </figure>
  );
}
