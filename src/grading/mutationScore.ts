/**
 * An exercise's mutation score, as `npm run exercises:mutate` records it in
 * exercises/<slug>/mutation-score.json: how many mutants Stryker made of the
 * reference, how many the cases kill, how many are reviewed as equivalent,
 * and how many survive (wrong programs the cases would call right).
 */
export interface MutationScore {
  mutants: number;
  killed: number;
  equivalent: number;
  survived: number;
  /** Percent of non-equivalent mutants killed, rounded down to one decimal (100 only when none survived). */
  score: number;
}

/** The score in one line, the same in the check's report, the instructor view and the README. */
export function describeMutationScore(score: MutationScore): string {
  return `${score.score}% of non-equivalent mutants killed (${score.mutants} mutants: ${score.killed} killed, ${score.equivalent} equivalent, ${score.survived} survived)`;
}

/** The recorded score, if the text is one (the file is written by a tool, but may be edited by hand). */
export function parseMutationScore(text: string): MutationScore | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return undefined;
    const fields = ['mutants', 'killed', 'equivalent', 'survived', 'score'] as const;
    const record = value as Record<string, unknown>;
    if (!fields.every((field) => typeof record[field] === 'number')) return undefined;
    return Object.fromEntries(fields.map((field) => [field, record[field]])) as unknown as MutationScore;
  } catch {
    return undefined;
  }
}
