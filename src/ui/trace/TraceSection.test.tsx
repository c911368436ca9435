import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TraceSection, type TraceRequest } from './TraceSection';
import type { Trace } from '../../core/trace';
import type { TraceOutcome } from '../../pipeline/traceInput';

const EMPTY = { lines: [], truncated: false };

/** parseToolCalls pushing an unknown tool's call: the trace a traced call of that mistake brings back. */
const TRACE: Trace = {
  steps: [
    { event: 'call', line: 1, fn: 'parseToolCalls', depth: 1, vars: [{ name: 'text', value: { data: '<tool_call>…' } }] },
    {
      event: 'line',
      line: 2,
      fn: 'parseToolCalls',
      depth: 1,
      vars: [
        { name: 'text', value: { data: '<tool_call>…' } },
        { name: 'calls', value: { data: [] } },
      ],
    },
    {
      event: 'line',
      line: 6,
      fn: 'parseToolCalls',
      depth: 1,
      vars: [
        { name: 'text', value: { data: '<tool_call>…' } },
        { name: 'calls', value: { data: [['weather', {}]] } },
      ],
    },
    {
      event: 'return',
      line: 8,
      fn: 'parseToolCalls',
      depth: 1,
      vars: [
        { name: 'text', value: { data: '<tool_call>…' } },
        { name: 'calls', value: { data: [['weather', {}]] } },
      ],
      value: { data: [[['weather', {}]], []] },
    },
  ],
};

function setup(trace: Trace = TRACE, notation: 'typescript' | 'python' = 'typescript') {
  const outcome: TraceOutcome = {
    status: 'returned',
    value: { calls: [['weather', {}]], errors: [] },
    output: EMPTY,
    durationMs: 3,
    trace,
  };
  const onTrace = vi.fn(() => ({ done: Promise.resolve(outcome), cancel: vi.fn() }));
  const onLine = vi.fn();
  const request: TraceRequest = {
    input: { text: 'x' },
    expected: { calls: [], errors: ['unknown tool: weather'] },
    title: '“An unknown tool”',
    token: 1,
  };
  const { unmount } = render(
    <TraceSection request={request} earlier={false} onTraceAgain={() => undefined} onTrace={onTrace} notation={notation} onLine={onLine} />,
  );
  return { onTrace, onLine, unmount };
}

describe('TraceSection', () => {
  it('traces the input asked for and shows the first step, its line marked in the editor', async () => {
    const { onTrace, onLine } = setup();
    expect(onTrace).toHaveBeenCalledWith({ text: 'x' });
    const step = await screen.findByRole('group', { name: /trace step/i });
    expect(within(step).getByText(/Step 1 of 4: line 1 in parseToolCalls \(depth 1\), called/)).toBeInTheDocument();
    expect(within(step).getByRole('row', { name: /text "<tool_call>…" new/ })).toBeInTheDocument();
    expect(onLine).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('status')).toHaveTextContent('Returned { calls: [["weather", {}]], errors: [] }');
    // One statement of how much of the run it holds, and no limit it did not reach.
    expect(screen.getByText('Every step of the call: 4 steps. A trace never changes a verdict.')).toBeInTheDocument();
    expect(screen.queryByText(/2000|KB/)).toBeNull();
  });

  it('steps by button and by arrow keys when the step has focus, marking changed values and reading each move out politely', async () => {
    const user = userEvent.setup();
    const { onLine } = setup();
    await user.click(await screen.findByRole('button', { name: /next step/i }));
    const step = screen.getByRole('group', { name: /trace step/i });
    expect(within(step).getByRole('row', { name: /calls \[\] new/ })).toBeInTheDocument();
    expect(within(step).getByRole('row', { name: /^text "<tool_call>…"$/ })).toBeInTheDocument();
    step.focus();
    await user.keyboard('{ArrowRight}');
    expect(within(step).getByRole('row', { name: /calls \[\["weather", \{\}\]\] changed/ })).toBeInTheDocument();
    expect(onLine).toHaveBeenLastCalledWith(6);
    await user.keyboard('{End}');
    expect(within(step).getByText(/Returned:/)).toHaveTextContent('Returned: [[["weather", {}]], []]');
    await user.keyboard('{ArrowLeft}');
    expect(within(step).getByText(/Step 3 of 4/)).toBeInTheDocument();
    expect(screen.getByText(/Step 3 of 4/, { selector: '[aria-live="polite"]' })).toBeInTheDocument();
  });

  it('jumps to the first step where a value differs, and says what that means', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: /first step where a value differs/i }));
    const step = screen.getByRole('group', { name: /trace step/i });
    expect(within(step).getByText(/Step 3 of 4: line 6/)).toBeInTheDocument();
    expect(within(step).getByText(/a value differs from here/)).toBeInTheDocument();
    expect(screen.getByText(/not the start of any list in the expected value/)).toBeInTheDocument();
  });

  it('says when a trace was cut, and writes values in Python notation for Python', async () => {
    setup(
      {
        steps: [{ event: 'call', line: 3, fn: 'f', depth: 1, vars: [{ name: 'x', value: { data: null } }] }],
        cut: { reason: 'steps', limit: 2000 },
      },
      'python',
    );
    expect(await screen.findByText(/Cut after 2000 steps: the trace stopped your code there/)).toBeInTheDocument();
    expect(screen.getByText('The first step: a trace stops the code at 2000 steps. A trace never changes a verdict.')).toBeInTheDocument();
    expect(screen.queryByText(/KB/)).toBeNull();
    expect(screen.getByRole('row', { name: /x None new/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /first step where a value differs/i })).toBeDisabled();
  });

  it('takes its line off the editor when it goes (another exercise or language)', async () => {
    const { onLine, unmount } = setup();
    await screen.findByRole('group', { name: /trace step/i });
    expect(onLine).toHaveBeenLastCalledWith(1);
    unmount();
    expect(onLine).toHaveBeenLastCalledWith(undefined);
  });
});
