import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MissingLanguageNote, nearestIn } from './MissingLanguageNote';

const track = [
  { slug: 'parse', title: 'Parse', languages: ['typescript', 'python'] as const },
  { slug: 'validate', title: 'Validate', languages: ['typescript'] as const },
  { slug: 'register', title: 'Register', languages: ['typescript'] as const },
  { slug: 'decorator', title: 'Decorator', languages: ['python'] as const },
];

describe('an exercise without the learner’s language', () => {
  it('finds the nearest exercise in it: the next one, else the last before', () => {
    expect(nearestIn(track, 'validate', 'python')).toEqual({ slug: 'decorator', title: 'Decorator', after: true });
    expect(nearestIn(track, 'decorator', 'typescript')).toEqual({ slug: 'register', title: 'Register', after: false });
    expect(nearestIn([track[1]!], 'validate', 'python')).toBeUndefined();
  });

  it('says which language it is in, and links to where the learner’s goes on', () => {
    render(<MissingLanguageNote missing="python" shown="typescript" nearest={nearestIn(track, 'validate', 'python')} />);
    expect(screen.getByRole('note')).toHaveTextContent('This exercise is in TypeScript only. The next in Python: Decorator.');
    expect(screen.getByRole('link', { name: 'Decorator' })).toHaveAttribute('href', expect.stringContaining('decorator'));
  });
});
