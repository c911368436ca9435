import { useEffect, useState, type KeyboardEvent } from 'react';
import type { TraceRow, TraceViewModel } from '../../grading/trace/traceView';
import { FIRST_DIFFERENCE_MEANING } from '../../grading/trace/firstDifference';

const EVENT_TEXT: Record<TraceRow['event'], string> = {
  call: 'called',
  line: 'ran line',
  return: 'returned',
  exception: 'raised',
};

/** "Step 3 of 12: line 6 in parseToolCalls (depth 1), ran": what the polite region reads out at each move. */
function stepSummary(row: TraceRow, index: number, count: number): string {
  return `Step ${index + 1} of ${count}: line ${row.line} in ${row.fn} (depth ${row.depth}), ${EVENT_TEXT[row.event]}`;
}

interface Props {
  view: TraceViewModel;
  /** The step shown changed: the page marks its line in the editor. */
  onStep: (row: TraceRow) => void;
}

/**
 * A trace, one step at a time: buttons and arrow keys (when the steps have focus) move through it, each move
 * read out politely; the variables after the step, new and changed ones marked; every step listed below.
 */
export function TraceSteps({ view, onStep }: Props) {
  const { rows } = view;
  const [index, setIndex] = useState(0);
  // Shown (a new trace, or one shown again once the code is back as it was traced): the editor marks the step's line.
  useEffect(() => {
    if (rows[index]) onStep(rows[index]);
    // Only on showing: a move marks its line itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const go = (next: number) => {
    const clamped = Math.max(0, Math.min(rows.length - 1, next));
    setIndex(clamped);
    if (rows[clamped]) onStep(rows[clamped]);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: rows.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    go(target);
  };
  const row = rows[index];
  if (!row) return <p className="no-value">No steps: your function ran none of its lines.</p>;
  return (
    <div className="trace-steps">
      <div className="trace-controls">
        <button type="button" onClick={() => go(index - 1)} disabled={index === 0}>
          ◀ Previous step
        </button>
        <button type="button" onClick={() => go(index + 1)} disabled={index === rows.length - 1}>
          Next step ▶
        </button>
        <button type="button" onClick={() => go(view.firstDifference!)} disabled={view.firstDifference === undefined}>
          First step where a value differs
        </button>
      </div>
      <p className="trace-meaning">{FIRST_DIFFERENCE_MEANING}</p>
      <div className="trace-step" role="group" aria-label="Trace step (arrow keys move)" tabIndex={0} onKeyDown={onKeyDown}>
        <p className="trace-step-head">
          <strong>{stepSummary(row, index, rows.length)}</strong>
          {index === view.firstDifference && <span className="trace-differs"> · a value differs from here</span>}
        </p>
        {row.stack.length > 1 && (
          <p className="trace-stack">
            Calls under way:{' '}
            {row.stack.map((frame, at) => (at === row.stack.length - 1 ? frame.fn : `${frame.fn} (line ${frame.line})`)).join(' › ')}
          </p>
        )}
        <StepVariables row={row} />
      </div>
      <p className="visually-hidden" aria-live="polite">
        {stepSummary(row, index, rows.length)}
      </p>
      <ol className="trace-list" aria-label="Every step">
        {rows.map((r, i) => (
          <li key={i} className={`depth-${Math.min(r.depth, 6)}`}>
            <button type="button" className="link-button" aria-current={i === index ? 'step' : undefined} onClick={() => go(i)}>
              line {r.line} {r.fn} {EVENT_TEXT[r.event]}
              {r.value !== undefined && ` ${r.value}`}
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}

function StepVariables({ row }: { row: TraceRow }) {
  return (
    <>
      {row.vars.length > 0 ? (
        <table className="trace-vars">
          <caption className="visually-hidden">Variables after this step</caption>
          <thead>
            <tr>
              <th scope="col">Variable</th>
              <th scope="col">Value</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {row.vars.map((v) => (
              <tr key={v.name} className={`trace-${v.change}`}>
                <th scope="row">{v.name}</th>
                <td>
                  <code>{v.text}</code>
                </td>
                <td>{v.change === 'same' ? '' : v.change}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="no-value">No variables at this step.</p>
      )}
      {row.value !== undefined && (
        <p className="trace-value">
          {row.event === 'exception' ? 'Raised: ' : 'Returned: '}
          <code>{row.value}</code>
        </p>
      )}
    </>
  );
}
