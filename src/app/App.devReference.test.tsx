import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { exercises } from 'virtual:all-exercises';
import { App } from './App';
import { testAppDeps } from '../test/appDeps';

const exercise = exercises.find((e) => e.slug === 'parse-tool-calls')!;
// An instructor's slip: the first case now expects a call its reply does not hold.
const slipped = {
  ...exercise,
  cases: exercise.cases.map((c, i) => (i === 0 ? { ...c, expected: { calls: [['search', { query: 'x' }]], errors: [] } } : c)),
};

describe("the dev server's page", () => {
  it('warns at the top of a case the reference solution fails, naming it and what differed', async () => {
    window.location.hash = '#/parse-tool-calls';
    render(<App deps={testAppDeps({ checkReferenceOnPage: true })} exercises={[slipped, ...exercises.filter((e) => e !== exercise)]} />);
    const warning = await screen.findByRole('alert', { name: 'The reference solution fails a case' }, { timeout: 20_000 });
    expect(within(warning).getByText(exercise.cases[0]!.id)).toBeInTheDocument();
    expect(warning).toHaveTextContent(/fails: .*calls/);
  }, 30_000);
});
