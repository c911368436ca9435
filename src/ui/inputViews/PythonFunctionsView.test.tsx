import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CaseDetail } from '../results/CaseDetail';
import { InputViewContext } from '../results/inputViewContext';
import { gradeCase } from '../../grading/gradeCase';
import { testCase } from '../../test/fixtures/exercise';

function show(input: unknown) {
  const result = gradeCase(testCase('c', 's', { input, expected: { definition: {} } }), {
    status: 'returned',
    value: { definition: { type: 'function' } },
    output: { lines: [], truncated: false },
    durationMs: 1,
  });
  render(
    <InputViewContext.Provider value={{ notation: 'python', inputView: 'python-functions' }}>
      <CaseDetail result={result} onShowLine={() => {}} />
    </InputViewContext.Provider>,
  );
  return screen.getByLabelText("The case's functions, in Python");
}

describe('a tool-decorator case, as the Python it runs', () => {
  it('shows each described tool as the decorated def the checks write', () => {
    const shown = show({
      call: 'registry',
      tools: [
        { name: 'get_time', description: 'Get the time.', params: [], returns: 'str' },
        { name: 'search', description: 'Search.', describe: { query: 'What to find' }, params: [{ name: 'query', type: 'str' }] },
      ],
    });
    expect(shown.textContent).toBe(
      "@tool('Get the time.')\ndef get_time() -> str:\n    return 'get_time ran'\n\n@tool('Search.', query='What to find')\ndef search(query: str):\n    return 'search ran'",
    );
  });

  it('says why where the case describes something Python cannot be written from', () => {
    const shown = show({ call: 'definition', tool: { name: 'f', description: 'F.', params: [{ name: 'x', kind: 'varargs' }] } });
    expect(shown).toHaveTextContent('# f: case error: parameter "x" has the kind "varargs"');
  });
});
