import { describe, expect, it } from 'vitest';
import { describeMutationScore, parseMutationScore } from './mutationScore';

describe('a recorded mutation score', () => {
  it('reads back what exercises:mutate writes, and says it in one line', () => {
    const score = parseMutationScore('{\n  "mutants": 64,\n  "killed": 60,\n  "equivalent": 4,\n  "survived": 0,\n  "score": 100\n}\n');
    expect(score).toEqual({ mutants: 64, killed: 60, equivalent: 4, survived: 0, score: 100 });
    expect(describeMutationScore(score!)).toBe('100% of non-equivalent mutants killed (64 mutants: 60 killed, 4 equivalent, 0 survived)');
  });

  it('says each language’s score when the exercise has a reference in each', () => {
    const counts = (mutants: number, survived: number) => ({
      mutants,
      killed: mutants - survived,
      equivalent: 0,
      survived,
      score: survived ? 98 : 100,
    });
    const text = JSON.stringify({ ...counts(150, 1), languages: { typescript: counts(100, 0), python: counts(50, 1) } });
    const score = parseMutationScore(text)!;
    expect(score.languages?.python).toEqual(counts(50, 1));
    expect(describeMutationScore(score)).toBe(
      'TypeScript: 100% of non-equivalent mutants killed (100 mutants: 100 killed, 0 equivalent, 0 survived); ' +
        'Python: 98% of non-equivalent mutants killed (50 mutants: 49 killed, 0 equivalent, 1 survived)',
    );
  });

  it('is absent when the file is not a score, rather than showing made-up figures', () => {
    expect(parseMutationScore('{"mutants": 3}')).toBeUndefined();
    expect(parseMutationScore('not json')).toBeUndefined();
    expect(parseMutationScore('null')).toBeUndefined();
  });
});
