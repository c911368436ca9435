import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GeneratedGroup } from './GeneratedGroup';

const noop = () => undefined;

function renderGroup(runs: number, planned?: number) {
  const generated = {
    title: 'Random model replies',
    status: 'pass' as const,
    seed: '42',
    runs,
    ...(planned === undefined ? {} : { planned }),
  };
  render(<GeneratedGroup generated={generated} open onToggle={noop} onShowLine={noop} onReplay={noop} />);
}

describe('a passed group of random inputs', () => {
  it('says how many inputs passed', () => {
    renderGroup(100);
    expect(screen.getByRole('button', { name: /Random model replies/ })).toHaveTextContent('100 random inputs');
    expect(screen.queryByText(/were tried/)).not.toBeInTheDocument();
  });

  it('says when the Run’s time ran out before every input was tried, and how many were', () => {
    renderGroup(37, 100);
    expect(screen.getByRole('button', { name: /Random model replies/ })).toHaveTextContent('37 of 100 random inputs');
    expect(screen.getByText(/Only 37 of the 100 random inputs were tried/)).toBeVisible();
  });
});
