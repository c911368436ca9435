import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CaseDetail } from './CaseDetail';
import { InputViewContext } from './inputViewContext';
import { gradeCase } from '../../grading/gradeCase';
import type { Notation } from '../../grading/notation';
import { testCase } from '../../test/fixtures/exercise';

const expected = {
  calls: [
    ['search', { query: 'cats' }],
    ['weather', { city: 'Oslo' }],
  ],
  errors: [],
};

function show(received: unknown, notation: Notation) {
  const result = gradeCase(testCase('c', 's', { input: { text: 'two calls' }, expected }), {
    status: 'returned',
    value: received,
    output: { lines: [], truncated: false },
    durationMs: 1,
  });
  render(
    <InputViewContext.Provider value={{ notation }}>
      <CaseDetail result={result} onShowLine={() => {}} />
    </InputViewContext.Provider>,
  );
}

describe('a failing case whose list has the right items in another order', () => {
  it('says so at the list, and tells a Python learner an order from a set changes from Run to Run', () => {
    show({ calls: [expected.calls[1], expected.calls[0]], errors: [] }, 'python');
    expect(screen.getByText(/^calls: the expected items, in another order\./)).toHaveTextContent(
      /If your code takes that order from a set, it can change from Run to Run/,
    );
  });

  it('says so in TypeScript without the word about sets', () => {
    show({ calls: [expected.calls[1], expected.calls[0]], errors: [] }, 'typescript');
    expect(screen.getByText(/^calls: the expected items, in another order\./)).not.toHaveTextContent(/set/);
  });

  it('says nothing of order when an item itself is wrong', () => {
    show({ calls: [expected.calls[1], ['search', { query: 'dogs' }]], errors: [] }, 'python');
    expect(screen.queryByText(/in another order/)).toBeNull();
  });
});
