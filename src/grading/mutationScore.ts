import { LANGUAGE_NAMES, type LanguageId } from '../core/language.ts';

/**
 * An exercise's mutation score, as `npm run exercises:mutate` records it in
 * exercises/<slug>/mutation-score.json: how many mutants Stryker made of the
 * reference, how many the cases kill, how many are reviewed as equivalent,
 * and how many survive (wrong programs the cases would call right).
 */
export interface MutationCounts {
  mutants: number;
  killed: number;
  equivalent: number;
  survived: number;
  /** Percent of non-equivalent mutants killed, rounded down to one decimal (100 only when none survived). */
  score: number;
}

/** The counts over every reference, and each language's own when the exercise has two (solution.ts and solution.py). */
export interface MutationScore extends MutationCounts {
  languages?: Partial<Record<LanguageId, MutationCounts>>;
}

/** The score in one line, the same in the check's report, the instructor view and the README. */
export function describeMutationScore(score: MutationScore): string {
  const counts = (c: MutationCounts) =>
    `${c.score}% of non-equivalent mutants killed (${c.mutants} mutants: ${c.killed} killed, ${c.equivalent} equivalent, ${c.survived} survived)`;
  const languages = Object.entries(score.languages ?? {}) as [LanguageId, MutationCounts][];
  if (languages.length === 0) return counts(score);
  return languages.map(([language, c]) => `${LANGUAGE_NAMES[language]}: ${counts(c)}`).join('; ');
}

const FIELDS = ['mutants', 'killed', 'equivalent', 'survived', 'score'] as const;

function countsOf(value: unknown): MutationCounts | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (!FIELDS.every((field) => typeof record[field] === 'number')) return undefined;
  return Object.fromEntries(FIELDS.map((field) => [field, record[field]])) as unknown as MutationCounts;
}

/** The recorded score, if the text is one (the file is written by a tool, but may be edited by hand). */
export function parseMutationScore(text: string): MutationScore | undefined {
  try {
    const value: unknown = JSON.parse(text);
    const all = countsOf(value);
    if (!all) return undefined;
    const recorded = (value as { languages?: unknown }).languages;
    if (typeof recorded !== 'object' || recorded === null) return all;
    const languages: Partial<Record<LanguageId, MutationCounts>> = {};
    for (const language of ['typescript', 'python'] as const) {
      const counts = countsOf((recorded as Record<string, unknown>)[language]);
      if (counts) languages[language] = counts;
    }
    return Object.keys(languages).length > 0 ? { ...all, languages } : all;
  } catch {
    return undefined;
  }
}
