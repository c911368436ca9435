/**
 * Where `npm run exercises:mutate` records an exercise's score, next to its cases: the check's report,
 * the instructor view and the README read it, so none of them has to mutate again. CI runs the
 * mutation itself, so a recorded score that no longer holds cannot hide a survivor.
 */
export const MUTATION_SCORE_FILE = 'mutation-score.json';
