import type { LanguageId } from '../core/language';

/**
 * The notation values and paths are written in for the learner: that of the
 * language they write, so a Python learner reads `None` and `{'a': 1}` where
 * a TypeScript learner reads `null` and `{ a: 1 }`. The same names as the
 * languages, so the page passes the learner's language as it is.
 */
export type Notation = LanguageId;
