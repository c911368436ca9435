import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { CaseDetail } from './CaseDetail';
import { InputViewContext } from './inputViewContext';
import { gradeCase } from '../../grading/gradeCase';
import type { Notation } from '../../grading/notation';
import { testCase } from '../../test/fixtures/exercise';

// One failing case: the learner's call lost its query (null / None) and an error crept in.
const failing = gradeCase(
  testCase('c', 's', {
    input: { text: 'Find cats.', options: { strict: true, limit: null } },
    expected: { calls: [['search', { query: 'cats' }]], errors: [] },
  }),
  {
    status: 'returned',
    value: { calls: [['search', { query: null }]], errors: ["it's wrong"] },
    output: { lines: [], truncated: false },
    durationMs: 1,
  },
);

function show(notation?: Notation) {
  render(
    <InputViewContext.Provider value={notation ? { notation } : {}}>
      <CaseDetail result={failing} onShowLine={() => {}} />
    </InputViewContext.Provider>,
  );
  const differences = within(screen.getByRole('list', { name: 'Differences' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  return { differences, expected: screen.getByLabelText('Expected'), received: screen.getByLabelText('Received') };
}

describe('a failing case, in the learner’s notation', () => {
  it('speaks Python to a Python learner: None, True, quoted strings and subscript paths', () => {
    const { differences, expected, received } = show('python');
    expect(differences).toEqual([`calls[0][1]['query']: expected 'cats', received None`, `errors[0]: not expected, received "it's wrong"`]);
    // Each value is a line of its own; the gutter signs between them are only for sight.
    for (const line of [`'calls': [`, `['search', {'query': None}]`, `'errors': ["it's wrong"]`]) expect(received).toHaveTextContent(line);
    for (const line of [`['search', {'query': 'cats'}]`, `'errors': []`]) expect(expected).toHaveTextContent(line);
    expect(received).not.toHaveTextContent('null');
    for (const line of [`'strict': True,`, `'limit': None`]) expect(screen.getByLabelText('Input options')).toHaveTextContent(line);
  });

  it('marks the same lines in Python notation as in TypeScript notation', () => {
    const { received } = show('python');
    expect(
      within(received)
        .getAllByRole('mark')
        .map((mark) => mark.textContent),
    ).toEqual([`['search', {'query': None}]`, `'errors': ["it's wrong"]`]);
  });

  it('stays in TypeScript notation for a TypeScript learner: null, double quotes, dot paths', () => {
    const { differences, received } = show('typescript');
    expect(differences).toEqual(['calls[0][1].query: expected "cats", received null', `errors[0]: not expected, received "it's wrong"`]);
    for (const line of ['calls: [', '["search", { query: null }]', `errors: ["it's wrong"]`]) expect(received).toHaveTextContent(line);
    expect(
      within(received)
        .getAllByRole('mark')
        .map((mark) => mark.textContent),
    ).toEqual(['["search", { query: null }]', `errors: ["it's wrong"]`]);
    for (const line of ['strict: true,', 'limit: null']) expect(screen.getByLabelText('Input options')).toHaveTextContent(line);
  });

  it('is in TypeScript notation when the page says nothing of the language', () => {
    expect(show().differences[0]).toBe('calls[0][1].query: expected "cats", received null');
  });
});
