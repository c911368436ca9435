import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exercises } from 'virtual:all-exercises';
import type { Exercise } from '../exercise/types';
import { compile } from '../runner/host/compile';
import { inProcessWorkerFactory } from '../test/inProcessWorker';
import InstructorView from './InstructorView';

/**
 * Two known mistakes, one per language. jsdom has no Pyodide, so the "Python" runner here is the
 * TypeScript one behind a gate, and the .py mistake is TypeScript that exports the Python entry name:
 * what is shown is that a .py mistake runs through the page's Python runner, in its turn, and that
 * nothing that needs every mistake is shown before it has run.
 */
const greedy = vi.hoisted(() => ({ source: '' }));
vi.mock('virtual:exercise-mistakes', async () => {
  const { readFileSync } = await import('node:fs');
  greedy.source = readFileSync('exercises/parse-tool-calls/mistakes/greedy-pattern.ts', 'utf8');
  return {
    mistakes: {
      'parse-tool-calls': {
        'greedy-pattern.ts': greedy.source,
        'greedy-pattern.py': `${greedy.source}\nexport { parseToolCalls as parse_tool_calls };\n`,
      },
    },
    mutationScores: {},
  };
});

const full = exercises.find((e) => e.slug === 'parse-tool-calls')!;
const pick = (id: string) => full.cases.find((c) => c.id === id)!;
/** A few of the exercise's cases, one of them with a wrong expected value; no generated group, to stay quick. */
const exercise: Exercise = {
  ...full,
  hasGenerator: false,
  python: { ...full.python!, names: {} },
  cases: [
    pick('no-blocks'),
    pick('two-blocks-one-line'),
    { ...pick('one-line-block'), id: 'wrong-expectation', expected: { calls: [], errors: [] } },
  ],
};
exercise.steps = full.steps.filter((s) => s.id === 'blocks');

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('InstructorView', () => {
  it('warns of a case the reference fails, runs the Python mistakes too, and shows nothing provisional as final', async () => {
    const python = gate();
    const ranInPython: string[] = [];
    const pythonDeps = {
      compile: async (source: string) => {
        ranInPython.push(source);
        await python.opened;
        return compile(source);
      },
      createWorker: inProcessWorkerFactory,
    };
    render(<InstructorView exercise={exercise} deps={{ compile, createWorker: inProcessWorkerFactory }} pythonDeps={pythonDeps} />);

    const warning = await screen.findByRole('alert', { name: 'The reference solution fails a case' }, { timeout: 20_000 });
    expect(warning).toHaveTextContent('wrong-expectation: fails');

    // The TypeScript mistake has run; the Python one waits at its gate.
    const status = await screen.findByText('Running mistake 2 of 2… (2 mistakes (1 TypeScript, 1 Python))', {}, { timeout: 20_000 });
    expect(ranInPython).toHaveLength(1);
    const known = screen.getByRole('region', { name: 'Known mistakes' });
    expect(
      within(known).getByText(/Cases that catch no known mistake: known once every mistake has run \(still running\)/),
    ).toBeInTheDocument();
    expect(within(known).queryByRole('row', { name: /greedy-pattern\.py/ })).not.toBeInTheDocument();
    const cases = screen.getByRole('region', { name: 'Cases (3)' });
    expect(within(cases).getAllByRole('heading', { name: 'Mistakes it catches (so far: not every mistake has run)' })).toHaveLength(3);

    python.open();
    expect(await screen.findByText('All 2 mistakes (1 TypeScript, 1 Python) run.', {}, { timeout: 20_000 })).toBe(status);
    const table = within(known).getByRole('table', { name: /Which cases catch which known mistake/ });
    expect(within(within(table).getByRole('row', { name: /greedy-pattern\.py/ })).getAllByRole('cell')[0]).toHaveTextContent('1');
    // The wrong case counts for nothing: only two-blocks-one-line catches the greedy pattern.
    expect(within(known).getByText(/Cases that catch no known mistake:/)).toHaveTextContent(
      'Cases that catch no known mistake: no-blocks, wrong-expectation',
    );
    expect(within(cases).getByRole('list', { name: 'Mistakes two-blocks-one-line catches' })).toHaveTextContent(
      'greedy-pattern.tsgreedy-pattern.py',
    );
    expect(within(cases).getAllByRole('heading', { name: 'Mistakes it catches' })).toHaveLength(3);
  }, 60_000);

  it('tries an input on a mistake beside the reference, and gives the case as YAML to paste', async () => {
    const deps = { compile, createWorker: inProcessWorkerFactory };
    render(<InstructorView exercise={exercise} deps={deps} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Code to run' }), 'Mistake greedy-pattern.ts');
    const box = screen.getByRole('textbox', { name: 'Input, in YAML as in cases.yaml' });
    await user.clear(box);
    await user.click(box);
    await user.paste(
      'text: \'<tool_call>{"name": "ping", "arguments": {}}</tool_call> <tool_call>{"name": "ping", "arguments": {}}</tool_call>\'\n' +
        'registry: {ping: {required: [], optional: []}}',
    );
    await user.click(screen.getByRole('button', { name: 'Run greedy-pattern.ts' }));
    expect(await screen.findByText(/^A case with this input catches greedy-pattern\.ts/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Mistake result')).toHaveTextContent('errors: ["bad json: 0"]');
    expect(screen.getByLabelText('Reference result')).toHaveTextContent('calls: [ ["ping", {}], ["ping", {}] ]');

    const yaml = screen.getByLabelText('The case as YAML for cases.yaml');
    expect(yaml).toHaveTextContent(/^- id: new-case step: blocks title: "TODO: say what this case checks" input:/);
    await user.clear(screen.getByRole('textbox', { name: 'Case id' }));
    await user.type(screen.getByRole('textbox', { name: 'Case id' }), 'two-pings');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Two blocks on one line are two calls');
    expect(yaml.textContent).toBe(
      [
        '  - id: two-pings',
        '    step: blocks',
        '    title: Two blocks on one line are two calls',
        '    input:',
        `      text: '<tool_call>{"name": "ping", "arguments": {}}</tool_call> <tool_call>{"name": "ping", "arguments": {}}</tool_call>'`,
        '      registry:',
        '        ping: {required: [], optional: []}',
        '    expected:',
        '      calls:',
        '        - [ping, {}]',
        '        - [ping, {}]',
        '      errors: []',
      ].join('\n'),
    );
  }, 60_000);
});
