import type { CaseRun } from '../../core/runTypes';
import type { Trace } from '../../core/trace';
import { formatInline } from '../formatValue';
import type { Notation } from '../notation';
import { traceView, type TraceRow } from './traceView';

/** How a traced call ended, in one line: what came back, what was thrown, or the time limit. */
export function traceOutcomeText(run: CaseRun, notation: Notation): string {
  if (run.status === 'returned') return `Returned ${formatInline(run.value, 400, notation)}`;
  if (run.status === 'threw') return `Threw ${run.error.name}: ${run.error.message.split('\n')[0]}`;
  return `Stopped at the time limit (${run.limitMs} ms)`;
}

const EVENT_WORD: Record<TraceRow['event'], string> = { call: 'call', line: 'line', return: 'return', exception: 'raise' };

/** One step as a line of text: number, line, depth (as indentation), and the variables, `+` new and `*` changed. */
function stepText(row: TraceRow, index: number): string {
  const vars = row.vars
    .filter((v) => v.change !== 'same' || row.event === 'call')
    .map((v) => `${v.change === 'new' ? '+' : v.change === 'changed' ? '*' : ''}${v.name} = ${v.text}`);
  const value = row.value === undefined ? '' : row.event === 'exception' ? `  ${row.value}` : `  → ${row.value}`;
  const head = `${String(index + 1).padStart(4)}  line ${String(row.line).padEnd(4)}${'  '.repeat(row.depth - 1)}${EVENT_WORD[row.event]} ${row.fn}`;
  return `${head}${value}${vars.length ? `  ${vars.join(', ')}` : ''}`;
}

/**
 * The trace as `npm run grade -- <slug> <file> --trace <case>` prints it: each step on a line with
 * the variables that are new (+) or changed (*) after it, then how the call ended and what the view
 * would jump to as the first step where a value differs.
 */
export function formatTraceText(title: string, trace: Trace | undefined, run: CaseRun, notation: Notation, expected?: unknown): string {
  const lines = [title];
  if (!trace) {
    lines.push('No trace: the code did not get as far as calling the function.');
  } else {
    const view = traceView(trace, notation, expected);
    lines.push(...view.rows.map(stepText));
    if (view.cutMessage) lines.push(view.cutMessage);
    if (view.firstDifference !== undefined)
      lines.push(`First step where a value differs from the expected value: ${view.firstDifference + 1}`);
    lines.push(view.limits);
  }
  lines.push(traceOutcomeText(run, notation));
  if (expected !== undefined) lines.push(`Expected ${formatInline(expected, 400, notation)}`);
  return lines.join('\n');
}
