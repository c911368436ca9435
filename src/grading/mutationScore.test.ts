import { describe, expect, it } from 'vitest';
import { describeMutationScore, parseMutationScore } from './mutationScore';

describe('a recorded mutation score', () => {
  it('reads back what exercises:mutate writes, and says it in one line', () => {
    const score = parseMutationScore('{\n  "mutants": 64,\n  "killed": 60,\n  "equivalent": 4,\n  "survived": 0,\n  "score": 100\n}\n');
    expect(score).toEqual({ mutants: 64, killed: 60, equivalent: 4, survived: 0, score: 100 });
    expect(describeMutationScore(score!)).toBe('100% of non-equivalent mutants killed (64 mutants: 60 killed, 4 equivalent, 0 survived)');
  });

  it('is absent when the file is not a score, rather than showing made-up figures', () => {
    expect(parseMutationScore('{"mutants": 3}')).toBeUndefined();
    expect(parseMutationScore('not json')).toBeUndefined();
    expect(parseMutationScore('null')).toBeUndefined();
  });
});
