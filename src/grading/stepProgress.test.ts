// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { passedSentence } from './stepProgress';

describe('passedSentence', () => {
  it('names one or two steps in their order, and counts three or more', () => {
    expect(passedSentence([])).toBe('');
    expect(passedSentence(['Finding the blocks'])).toBe('Finding the blocks passes now.');
    expect(passedSentence(['A', 'B'])).toBe('A and B pass now.');
    expect(passedSentence(['A', 'B', 'C'])).toBe('3 steps pass now.');
  });
});
