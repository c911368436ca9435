/**
 * Whatever learner code returned or printed is drawn in bounded time and shows what it is:
 * control characters as escapes (a right-to-left override never reverses the page's text),
 * deep values collapsed until opened, long text cut until the learner asks for more.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CaseDetail } from './CaseDetail';
import { MessageBody } from '../resultViews/MessageBody';
import { ToolCallBlocksView } from '../inputViews/ToolCallBlocksView';
import { TEXT_SHOWN } from './VisibleText';
import { SHOWN_DEPTH } from '../../grading/formatValue';
import { gradeCase } from '../../grading/gradeCase';
import { testCase } from '../../test/fixtures/exercise';

function failing(value: unknown, printed: string[] = []) {
  return gradeCase(testCase('c', 's', { input: { text: 'x' }, expected: { calls: [], errors: [] } }), {
    status: 'returned',
    value,
    output: { lines: printed.map((text) => ({ level: 'log' as const, text })), truncated: false },
    durationMs: 1,
  });
}

const nested = (depth: number): unknown => (depth === 0 ? ['bottom'] : [depth, 'a level of its own', nested(depth - 1)]);

describe('what learner code produced, drawn as it is', () => {
  it('shows colour codes, NUL and a right-to-left override as escapes, in output and in values', () => {
    render(
      <CaseDetail
        result={failing({ calls: ['pass\u202Eliaf'], errors: [] }, ['\u001b[31mred\u001b[0m and\u0000nul'])}
        onShowLine={() => {}}
      />,
    );
    const output = screen.getByLabelText('Console output');
    expect(output).toHaveTextContent('\\x1b[31mred\\x1b[0m and\\x00nul');
    expect(screen.getByLabelText('Received')).toHaveTextContent('pass\\u202eliaf');
    expect(document.body.textContent).not.toMatch(/[\u202E\u001b\u0000]/);
  });

  it(`keeps levels deeper than ${SHOWN_DEPTH} on one line until the learner opens them`, async () => {
    render(<CaseDetail result={failing({ calls: nested(30), errors: [] })} onShowLine={() => {}} />);
    const received = screen.getByLabelText('Received');
    const before = received.textContent!.split('\n').length;
    expect(received).not.toHaveTextContent('"bottom"');
    await userEvent.click(screen.getByRole('button', { name: `Open the levels deeper than ${SHOWN_DEPTH} in received` }));
    expect(received.textContent!.split('\n').length).toBeGreaterThan(before);
    expect(received).toHaveTextContent('"bottom"');
    expect(screen.queryByRole('button', { name: /Open the levels deeper/ })).toBeNull();
  });

  it('cuts a message of a million newlines, and shows more of it on request', async () => {
    const content = `start${'\n'.repeat(1_000_000)}end`;
    render(<MessageBody message={{ role: 'assistant', content }} />);
    const text = () => document.querySelector('.message-content')!.textContent!;
    const firstLength = text().length;
    expect(firstLength).toBeLessThan(TEXT_SHOWN + 100);
    expect(text()).toContain('start');
    await userEvent.click(screen.getByRole('button', { name: /Show more/ }));
    expect(text().length).toBeGreaterThan(firstLength * 3);
    expect(text()).not.toContain('end');
  });

  it('draws what a parseToolCalls result holds beyond the reply’s blocks escaped and cut, however long', () => {
    const override = '\u202e'.repeat(900_000);
    render(<ToolCallBlocksView input={{ text: 'No blocks here.', registry: {} }} received={{ calls: [], errors: [override, 'x'] }} />);
    const stray = screen.getByText('In yours but from no block of this reply:').parentElement!;
    expect(stray.textContent).not.toMatch(/\u202e/);
    expect(stray.textContent!.length).toBeLessThan(2_000);
    expect(stray).toHaveTextContent('\\u202e');
    expect(screen.getByRole('button', { name: /Show more/ })).toBeInTheDocument();
  });
});
