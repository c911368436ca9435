import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exercises } from 'virtual:all-exercises';
import { App } from './App';
import { testAppDeps } from '../test/appDeps';
import { TextareaEditor } from '../editor/TextareaEditor';
import type { EditorProps } from '../editor/EditorProps';
import type { TypeCheckResult } from '../editor/typeCheck';
import { lastRunKey } from '../persistence/storageKeys';
import { ExerciseEditor } from './ExerciseEditor';
import { forLanguage } from '../exercise/forLanguage';
import { initialRunState } from '../grading/runState';

const exercise = exercises.find((e) => e.slug === 'parse-tool-calls')!;
const errors = [
  { line: 3, column: 7, message: "Type 'string' is not assignable to type 'number'." },
  { line: 9, column: 1, message: "Cannot find name 'x'." },
];

/** The textarea editor with a type checker, as Monaco gives one: it answers what `answer` says of the code. */
function editorWithChecker(answer: (code: string) => TypeCheckResult | undefined) {
  return function CheckingEditor(props: EditorProps) {
    const { onTypeChecker, value } = props;
    useEffect(() => {
      onTypeChecker?.(async () => answer(value));
      return () => onTypeChecker?.(undefined);
    }, [onTypeChecker, value]);
    return <TextareaEditor {...props} />;
  };
}

function setup(answer: (code: string) => TypeCheckResult | undefined) {
  window.location.hash = `#/${exercise.slug}`;
  const user = userEvent.setup();
  const view = render(<App deps={testAppDeps({ Editor: editorWithChecker(answer) })} exercises={exercises} />);
  const results = () => screen.getByRole('region', { name: 'Results' });
  const run = async () => {
    await user.click(screen.getByRole('button', { name: /^Run/ }));
    await within(results()).findByText(/steps? passed/, {}, { timeout: 10_000 });
  };
  return { ...view, user, results, run };
}

describe('type errors at Run', () => {
  it('open the results with how many there are and the first with its line; the code still runs', async () => {
    const { run, results } = setup((code) => ({ code, errors }));
    await run();
    const notice = within(results()).getByRole('group', { name: 'Type errors' });
    expect(notice).toHaveTextContent("2 type errors. The first, on line 3: Type 'string' is not assignable to type 'number'.");
    expect(within(notice).getByRole('button', { name: 'Show line 3 in the editor' })).toBeInTheDocument();
    expect(within(results()).getByText(/steps? passed/)).toHaveTextContent('0 of 6 steps passed');
  });

  it('come back with the last Run after a reload', async () => {
    const first = setup((code) => ({ code, errors }));
    await first.run();
    await within(first.results()).findByRole('group', { name: 'Type errors' });
    await waitFor(() => expect(localStorage.getItem(lastRunKey(exercise.slug))).toContain('is not assignable'));
    first.unmount();
    // The checker of the next visit has not been asked: what shows is what the last Run found.
    const second = setup(() => undefined);
    expect(within(second.results()).getByText(/Results of your last Run/)).toBeInTheDocument();
    expect(within(second.results()).getByRole('group', { name: 'Type errors' })).toHaveTextContent('2 type errors. The first, on line 3');
  });

  it('are not shown when the checker saw other code than the code Run', async () => {
    const { run, results } = setup(() => ({ code: '// an edit made while the checker worked', errors }));
    await run();
    expect(within(results()).queryByRole('group', { name: 'Type errors' })).not.toBeInTheDocument();
  });

  it('are not shown when the checker cannot say', async () => {
    const { run, results } = setup(() => undefined);
    await run();
    expect(within(results()).queryByRole('group', { name: 'Type errors' })).not.toBeInTheDocument();
  });

  it('are never asked of Python code: Python has no checker here', () => {
    const given: EditorProps[] = [];
    const Spy = (props: EditorProps) => {
      given.push(props);
      return null;
    };
    const python = forLanguage(exercise, 'python');
    const props = { Editor: Spy, exercise: python, code: '', onChange: () => {}, onRun: () => {}, run: initialRunState(python) };
    render(<ExerciseEditor {...props} language="python" revealLine={undefined} onTypeChecker={() => {}} />);
    expect(given.at(-1)!.onTypeChecker).toBeUndefined();
  });
});
