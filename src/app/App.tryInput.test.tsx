import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exercises } from 'virtual:all-exercises';
import { App } from './App';
import { runningKey } from '../persistence/storageKeys';
import { testAppDeps } from '../test/appDeps';

const exercise = exercises.find((e) => e.slug === 'parse-tool-calls')!;

/** Prints, and finds no call: wrong on every reply that has a block. */
const LEARNER = `export function parseToolCalls(text: string, registry: Registry): [ToolCall[], string[]] {
  console.log('reply of', text.length, 'characters');
  return [[], ['not done yet']];
}
`;

const ONE_CALL = `text: '<tool_call>{"name": "search", "arguments": {"query": "cats"}}</tool_call>'
registry:
  search: {required: [query], optional: []}
`;

function setup() {
  window.location.hash = '#/parse-tool-calls';
  const deps = testAppDeps();
  const user = userEvent.setup();
  render(
    <StrictMode>
      <App deps={deps} exercises={exercises} />
    </StrictMode>,
  );
  const results = () => screen.getByRole('region', { name: 'Results' });
  const panel = () => screen.getByRole('region', { name: 'Try your own input' });
  const inputBox = () => screen.getByRole('textbox', { name: 'Input, in YAML or JSON' }) as HTMLTextAreaElement;
  const paste = async (box: HTMLTextAreaElement, text: string) => {
    await user.clear(box);
    await user.click(box);
    await user.paste(text);
  };
  const setCode = () => paste(screen.getByRole('textbox', { name: 'Code editor' }) as HTMLTextAreaElement, LEARNER);
  return { deps, user, results, panel, inputBox, paste, setCode };
}

describe('Try your own input', () => {
  it('runs the learner’s code and the reference on a typed input, marks the differences, and is not a Run', async () => {
    const { deps, user, results, panel, inputBox, paste, setCode } = setup();
    await setCode();
    // Editing marks the exercise started; trying must add nothing to that.
    const progress = deps.progress.getState()[exercise.slug];
    await user.click(await screen.findByRole('button', { name: 'Try your own input', expanded: false }));
    // Its body (with the YAML parser) comes when the panel first opens.
    await screen.findByRole('textbox', { name: 'Input, in YAML or JSON' });
    // It starts from the first case's input.
    expect(inputBox().value).toContain('The capital of Norway is Oslo.');

    await paste(inputBox(), ONE_CALL);
    await user.click(within(panel()).getByRole('button', { name: 'Run on this input' }));
    expect(
      await within(panel()).findByText(
        'Your function returns something else than the reference solution: 2 differences.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    const yours = within(panel()).getByLabelText('Your function’s value');
    const reference = within(panel()).getByLabelText('The reference solution’s value');
    expect(yours).toHaveTextContent('not done yet');
    expect(reference).toHaveTextContent('"search"');
    expect(reference).toHaveTextContent('query: "cats"');
    // Marked on both sides, by a sign as well as colour, and said in words.
    expect(yours.querySelectorAll('.marked').length).toBeGreaterThan(0);
    expect(reference.querySelectorAll('.marked').length).toBeGreaterThan(0);
    expect(within(within(panel()).getByRole('list', { name: 'Differences' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel()).getByLabelText('What your function printed')).toHaveTextContent('reply of 73 characters');

    // Not a Run: no results, no progress, nothing in the run journal.
    expect(within(results()).getByText(/Press/)).toBeInTheDocument();
    expect(deps.progress.getState()[exercise.slug]).toEqual(progress);
    expect(progress).not.toHaveProperty('ranAt');
    expect(localStorage.getItem(runningKey(exercise.slug))).toBeNull();
  });

  it('says what is wrong with an input that does not parse, and keeps the text', async () => {
    const { user, panel, inputBox, paste } = setup();
    await user.click(await screen.findByRole('button', { name: 'Try your own input' }));
    await screen.findByRole('textbox', { name: 'Input, in YAML or JSON' });
    await paste(inputBox(), 'text: "never closed\nregistry: [');
    await user.click(within(panel()).getByRole('button', { name: 'Run on this input' }));
    expect(within(panel()).getByRole('status')).toHaveTextContent(/^This is not valid YAML or JSON: /);
    expect(inputBox().value).toBe('text: "never closed\nregistry: [');

    await paste(inputBox(), ' ');
    await user.click(within(panel()).getByRole('button', { name: 'Run on this input' }));
    expect(within(panel()).getByRole('status')).toHaveTextContent('Write an input first');
  });

  it('“Try this case” puts a failing case’s input in the panel, and a try leaves the Run’s results as they were', async () => {
    const { deps, user, results, panel, inputBox, setCode } = setup();
    await setCode();
    await user.click(screen.getByRole('button', { name: /^Run/ }));
    const summary = await within(results()).findByText(/steps? passed/, {}, { timeout: 10_000 });
    const verdict = summary.textContent;
    const progress = deps.progress.getState()[exercise.slug];

    // The first failing case (the first case: even a reply with no block gets an error) is open: its input
    // goes to the panel, which opens, the caret in its box.
    const firstFailing = exercise.cases[0]!;
    await user.click(within(results()).getAllByRole('button', { name: /^Try this case/ })[0]!);
    expect(screen.getByRole('button', { name: 'Try your own input', expanded: true })).toBeInTheDocument();
    expect(inputBox()).toHaveFocus();
    expect(inputBox().value).toContain((firstFailing.input as { text: string }).text.trim().split('\n')[0]);

    await user.click(within(panel()).getByRole('button', { name: 'Run on this input' }));
    expect(
      await within(panel()).findByText(/^Your function returns something else than the reference solution/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(within(panel()).getByLabelText('Your function’s value')).toHaveTextContent('not done yet');
    expect(within(panel()).getByLabelText('The reference solution’s value')).not.toHaveTextContent('not done yet');
    expect(within(results()).getByText(/steps? passed/).textContent).toBe(verdict);
    expect(deps.progress.getState()[exercise.slug]).toEqual(progress);
  });
});

describe('A try made on earlier code', () => {
  it('is put away once the code changes, said to be from earlier code, and tried again on the code now', async () => {
    const { user, panel, inputBox, paste, setCode } = setup();
    await setCode();
    await user.click(await screen.findByRole('button', { name: 'Try your own input', expanded: false }));
    await screen.findByRole('textbox', { name: 'Input, in YAML or JSON' });
    await paste(inputBox(), ONE_CALL);
    await user.click(within(panel()).getByRole('button', { name: 'Run on this input' }));
    await within(panel()).findByText(/^Your function returns something else/, {}, { timeout: 10_000 });

    const editor = screen.getByRole('textbox', { name: 'Code editor' });
    await user.click(editor);
    await user.keyboard('// a change');
    // Its values and line links were about the code before the change.
    expect(within(panel()).getByText(/From earlier code/)).toBeInTheDocument();
    expect(within(panel()).queryByLabelText('Your function’s value')).toBeNull();
    expect(within(panel()).queryByText(/^Your function returns/)).toBeNull();

    await user.click(within(panel()).getByRole('button', { name: 'Run on this input' }));
    await within(panel()).findByText(/^Your function returns something else/, {}, { timeout: 10_000 });
    expect(within(panel()).queryByText(/From earlier code/)).toBeNull();
    expect(within(panel()).getByLabelText('Your function’s value')).toHaveTextContent('not done yet');
  });
});

describe('The Run’s console output', () => {
  it('is in one place as well as with each case, in the order the cases ran', async () => {
    const { user, results, setCode } = setup();
    await setCode();
    await user.click(screen.getByRole('button', { name: /^Run/ }));
    await within(results()).findByText(/steps? passed/, {}, { timeout: 10_000 });
    const all = within(results()).getByText(`Console output of this Run (${exercise.cases.length} cases printed)`);
    await user.click(all);
    const outputs = within(all.closest('details')!).getAllByLabelText(/^Printed by “/);
    expect(outputs).toHaveLength(exercise.cases.length);
    expect(outputs[0]).toHaveAccessibleName(`Printed by “${exercise.cases[0]!.title}”`);
    expect(outputs[0]).toHaveTextContent(/^reply of \d+ characters$/);
  });
});
