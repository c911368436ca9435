/** One error of TypeScript's checker, on a line of the learner's code. */
export interface TypeCheckError {
  line: number;
  column: number;
  message: string;
}

/**
 * What the checker found, and the code it checked: the page keeps the errors only when that code is
 * the code it ran, so an edit made while the checker worked never shows errors of other code.
 */
export interface TypeCheckResult {
  code: string;
  errors: TypeCheckError[];
}

/** Asks the editor's checker about the code it holds now; undefined when it cannot say (the code changed meanwhile). */
export type TypeCheck = () => Promise<TypeCheckResult | undefined>;
