import { segmentBlocks } from './toolCallBlocks';
import { useNotation } from '../results/inputViewContext';

/**
 * A parseToolCalls input drawn as the model wrote it, each <tool_call> block
 * framed and labelled with what it should give and what the learner's result
 * holds in its place, so the block that went wrong stands out before any JSON
 * is read. Words and signs, not colour alone, say which blocks match.
 */
export function ToolCallBlocksView({ input, received }: { input: unknown; received: unknown }) {
  const segments = segmentBlocks(input, received, useNotation());
  if (!segments) return null;
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
                {segment.received !== undefined && (segment.matches ? '; yours matches' : `; yours: ${segment.received}`)}
              </span>
              <code>{segment.text}</code>
            </span>
          ),
        )}
      </div>
    </figure>
  );
}
