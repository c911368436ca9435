import { describe, expect, it } from 'vitest';
import { traceView } from './traceView';
import type { Trace } from '../../core/trace';

const step = (event: Trace['steps'][number]['event'], fn: string, depth: number, line: number) => ({ event, fn, depth, line, vars: [] });

describe('the calls under way at each step', () => {
  it('lists the callers, outermost first, each at the line of its call, and drops a call once it returned', () => {
    const trace: Trace = {
      steps: [
        step('call', 'outer', 1, 6),
        step('line', 'outer', 1, 7),
        step('call', 'inner', 2, 1),
        step('line', 'inner', 2, 2),
        step('return', 'inner', 2, 4),
        step('line', 'outer', 1, 8),
        step('call', 'helper', 2, 11),
      ],
    };
    const stacks = traceView(trace, 'typescript').rows.map((row) => row.stack.map((frame) => `${frame.fn}:${frame.line}`).join(' > '));
    expect(stacks).toEqual([
      'outer:6',
      'outer:7',
      'outer:7 > inner:1',
      'outer:7 > inner:2',
      'outer:7 > inner:4',
      'outer:8',
      'outer:8 > helper:11',
    ]);
  });
});
