import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exercises } from 'virtual:all-exercises';
import { mistakes } from 'virtual:exercise-mistakes';
import { App } from '../app/App';
import { testAppDeps } from '../test/appDeps';

const exercise = exercises.find((e) => e.slug === 'parse-tool-calls')!;

function openInstructorView() {
  window.location.hash = '#/parse-tool-calls?view=instructor';
  render(<App deps={testAppDeps()} />);
}

describe('InstructorView', () => {
  it('shows the reference solution and every case with its expected value', async () => {
    openInstructorView();
    const solution = await screen.findByRole('region', { name: 'Reference solution' }, { timeout: 60_000 });
    expect(solution).toHaveTextContent('export function parseToolCalls');
    const cases = screen.getByRole('region', { name: `Cases (${exercise.cases.length})` });
    expect(within(cases).getAllByRole('group')).toHaveLength(exercise.cases.length);
    expect(within(cases).getByLabelText('Expected for no-blocks')).toHaveTextContent('calls: []');
    expect(screen.queryByRole('textbox', { name: 'Code editor' })).not.toBeInTheDocument();
  });

  // The reference, then every TypeScript mistake through the whole pipeline, 100 generated inputs each: one to two
  // minutes on a two-core machine that others share.
  it('runs every known mistake and shows which cases catch it', async () => {
    openInstructorView();
    const names = Object.keys(mistakes['parse-tool-calls']!);
    const python = names.filter((n) => n.endsWith('.py')).length;
    const ts = names.length - python;
    // The test app has no Python runner: the Python mistakes are named as not run, never counted as run.
    const status = `${ts} of ${names.length} mistakes (${ts} TypeScript, ${python} Python) run; the others cannot run on this page.`;
    expect(await screen.findByText(status, {}, { timeout: 170_000 })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Mistakes not run' })).getAllByRole('listitem')).toHaveLength(python);
    const table = screen.getByRole('table', { name: /Which cases catch which known mistake/ });
    const greedy = within(table).getByRole('row', { name: /greedy-pattern\.ts/ });
    expect(within(greedy).getAllByRole('cell')[0]).toHaveTextContent('7');
    expect(within(screen.getByRole('region', { name: 'Known mistakes' })).getByText('Caught by one case only')).toBeInTheDocument();
  }, 180_000);

  // Generous waits: the reference runs in workers that a busy machine starts slowly (a slow machine never fails a test).
  it('runs the reference solution on an input the instructor types', async () => {
    openInstructorView();
    const user = userEvent.setup();
    const box = await screen.findByRole('textbox', { name: 'Input, in YAML as in cases.yaml' }, { timeout: 60_000 });
    await user.clear(box);
    await user.type(box, 'text: "<tool_call>{{\\"name\\": \\"nope\\", \\"arguments\\": {{}}</tool_call>"\nregistry: {{}');
    await user.click(screen.getByRole('button', { name: 'Run the reference solution' }));
    expect(await screen.findByLabelText('Reference result', {}, { timeout: 60_000 })).toHaveTextContent('errors: ["unknown tool: nope"]');
    await user.clear(box);
    await user.type(box, 'text: [[unclosed');
    await user.click(screen.getByRole('button', { name: 'Run the reference solution' }));
    expect(await screen.findByText(/This is not valid YAML or JSON/, {}, { timeout: 60_000 })).toBeInTheDocument();
    // Typed a key at a time and run in the in-process worker: about 25 s on a busy two-core machine.
  }, 180_000);
});
