import { useMemo, useState } from 'react';
import { formatLines, SHOWN_DEPTH, type ValueLine } from '../../grading/formatValue';
import type { Difference, PathPart } from '../../grading/diff';
import { useNotation } from './inputViewContext';
import { VisibleText } from './VisibleText';

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
 * only signal. Levels deeper than SHOWN_DEPTH stay on one cut line until the
 * learner opens them; control characters in strings show as escapes.
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
  const [deep, setDeep] = useState(false);
  const lines = useMemo(() => formatLines(value, notation, { maxDepth: deep ? Infinity : SHOWN_DEPTH }), [value, notation, deep]);
  const collapsed = !deep && lines.some((line) => line.collapsed);
  return (
    <>
      {/* Focusable: long values scroll, and a keyboard must be able to scroll them. */}
      <pre className={`value-view value-${side}`} aria-label={label} tabIndex={0}>
        {lines.map((line, index) => {
          const marked = side !== 'plain' && isMarked(line, differences, side);
          return (
            <span key={index} className={marked ? 'value-line marked' : 'value-line'}>
              <span className="gutter" aria-hidden="true">
                {marked ? sign : ' '}
              </span>
              {'  '.repeat(line.depth)}
              {marked ? (
                <mark>
                  <VisibleText text={line.text} shown={Infinity} />
                </mark>
              ) : (
                <VisibleText text={line.text} shown={Infinity} />
              )}
              {'\n'}
            </span>
          );
        })}
      </pre>
      {collapsed && (
        <button type="button" className="link-button show-more" onClick={() => setDeep(true)}>
          Open the levels deeper than {SHOWN_DEPTH} in {label.toLowerCase()}
        </button>
      )}
    </>
  );
}
