/**
 * The contract between the runner and an exercise's `driver.ts`.
 *
 * A driver is trusted code that lives with the exercise data: it turns a
 * case's input into a call of the learner's function and hands back plain
 * data for the page to compare. Keeping it per exercise is what lets one
 * runner serve a string parser today and a scripted agent loop tomorrow.
 */

/** What a driver may ask of the learner's module. */
export interface LearnerModule {
  /** The exercise's entry function (already checked to be a function). */
  entry: (...args: unknown[]) => unknown;
  /** Any named export, for drivers that need more than the entry function. */
  exports: Record<string, unknown>;
  /**
   * The language the learner wrote (TypeScript when absent), so a ShapeError can name things as the
   * learner wrote them: a Python entry returns a tuple, which arrives here as an array.
   */
  language?: 'typescript' | 'python';
}

/**
 * Thrown by a driver when the learner's function returned something of the
 * wrong shape. The message is shown to the learner as is, so it should say
 * what was expected and what came back.
 */
export class ShapeError extends Error {
  override name = 'ShapeError';
}

export interface Driver {
  /** Calls the learner's code for one case; returns plain data (or a promise of it). */
  run(learner: LearnerModule, input: unknown): unknown;
}

/** Identity helper that gives a driver file its type without a cast. */
export function defineDriver(driver: Driver): Driver {
  return driver;
}
