import { formatLines, type ValueLine } from '../../grading/formatValue';
import type { Difference, PathPart } from '../../grading/diff';
import { useNotation } from './inputViewContext';

function startsWith(path: PathPart[], prefix: PathPart[]): boolean {
  return prefix.length <= path.length && prefix.every((part, i) => part === path[i]);
}

/**
 * A line is marked when it shows a differing value: it sits inside the
 * difference, or it is a one-line rendering that contains it. A missing
 * item also marks the received container that lacks it (and an unexpected
 * one the expected container), so both sides point at the same place.
 */
function isMarked(line: ValueLine, differences: Difference[], side: 'expected' | 'received'): boolean {
  const otherSideOnly = side === 'expected' ? 'unexpected' : 'missing';
  return differences.some((d) => {
    const containsDifference = line.kind === 'value' && startsWith(d.path, line.path);
    if (d.kind === otherSideOnly) return containsDifference && line.path.length < d.path.length;
    return startsWith(line.path, d.path) || containsDifference;
  });
}

/**
 * Expected or received data, one JSON-like line per row, with the lines that
 * differ marked by colour *and* by a gutter sign, so colour is never the
 * only signal.
 */
export function ValueView({
  value,
  differences = [],
  side,
  label,
}: {
  value: unknown;
  differences?: Difference[];
  side: 'expected' | 'received' | 'plain';
  label: string;
}) {
  const sign = side === 'expected' ? '−' : '+';
  const notation = useNotation();
  return (
    // Focusable: long values scroll, and a keyboard must be able to scroll them.
    <pre className={`value-view value-${side}`} aria-label={label} tabIndex={0}>
      {formatLines(value, notation).map((line, index) => {
        const marked = side !== 'plain' && isMarked(line, differences, side);
        return (
          <span key={index} className={marked ? 'value-line marked' : 'value-line'}>
            <span className="gutter" aria-hidden="true">
              {marked ? sign : ' '}
            </span>
            {'  '.repeat(line.depth)}
            {marked ? <mark>{line.text}</mark> : line.text}
            {'\n'}
          </span>
        );
      })}
    </pre>
  );
}
