import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseMutationScore, type MutationScore } from '../../grading/mutationScore.ts';

/**
 * Where `npm run exercises:mutate` records an exercise's score, next to its cases: the check's report,
 * the instructor view and the README read it, so none of them has to mutate again. CI runs the
 * mutation itself, so a recorded score that no longer holds cannot hide a survivor.
 */
export const MUTATION_SCORE_FILE = 'mutation-score.json';

/** The score last recorded for the exercise in `root/slug`, if there is one that reads as a score. */
export function readMutationScore(root: string, slug: string): MutationScore | undefined {
  const file = join(root, slug, MUTATION_SCORE_FILE);
  return existsSync(file) ? parseMutationScore(readFileSync(file, 'utf8')) : undefined;
}
