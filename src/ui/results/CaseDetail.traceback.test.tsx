/**
 * A Python run-time error comes with a traceback of the learner's own frames: it is shown with its
 * lines, so that its ~~~^^^ marks stand under the part of the line they point at.
 */
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CaseDetail } from './CaseDetail';
import { gradeCase } from '../../grading/gradeCase';
import { testCase } from '../../test/fixtures/exercise';

function threw(message: string) {
  return gradeCase(testCase('c', 's', { input: { text: 'x' }, expected: [] }), {
    status: 'threw',
    error: { kind: 'exception', name: 'ZeroDivisionError', message, line: 3 },
    output: { lines: [], truncated: false },
    durationMs: 1,
  });
}

const traceback = [
  'Traceback (most recent call last):',
  '  File "solution.py", line 3, in parse_tool_calls',
  '    return len(text) // 0',
  '           ~~~~~~~~~~^^~~',
];

describe('CaseDetail with a run-time error', () => {
  it('shows a traceback line by line, its markers under the line they point at', () => {
    render(<CaseDetail result={threw(`integer division or modulo by zero\n\n${traceback.join('\n')}`)} onShowLine={() => {}} />);
    expect(screen.getByText('Your code threw an error:')).toBeInTheDocument();
    const message = screen.getByText(/^ZeroDivisionError: integer division/);
    expect(message).toHaveClass('problem-message');
    expect(message.textContent!.split('\n')).toEqual(['ZeroDivisionError: integer division or modulo by zero', '', ...traceback]);
    // Newlines are layout, not characters shown as escapes.
    expect(message.querySelector('.escape')).toBeNull();
    expect(screen.getByRole('button', { name: 'Show line 3 in the editor' })).toBeInTheDocument();
  });

  it('keeps a one-line message on the line of its title', () => {
    render(<CaseDetail result={threw('boom')} onShowLine={() => {}} />);
    expect(screen.getByText(/ZeroDivisionError: boom/).closest('p')).toHaveTextContent('Your code threw an error: ZeroDivisionError: boom');
  });
});
