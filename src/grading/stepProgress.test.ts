// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { passedSentence } from './stepProgress';

describe('passedSentence', () => {
  it('names one or two steps in their order, and counts three or more', () => {
    expect(passedSentence([])).toBe('');
    expect(passedSentence(['Finding the blocks'])).toBe('Now passing: Finding the blocks.');
    expect(passedSentence(['A', 'B'])).toBe('Now passing: A and B.');
    expect(passedSentence(['A', 'B', 'C'])).toBe('Now passing: 3 steps.');
  });
});
