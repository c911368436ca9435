import type * as fc from 'fast-check';

/**
 * An exercise's generator (`exercises/<slug>/generator.ts`): random inputs
 * made with fast-check, whose expected values come from the reference
 * solution, run by trusted code, never by the learner's worker.
 */
export interface Generator {
  /** The results group's title, e.g. "Random model replies". */
  title: string;
  /** How many inputs each Run tries (before shrinking a failure). */
  runs: number;
  /** The step a promoted case goes to unless `--step` says otherwise. */
  promoteToStep: string;
  /** The inputs, as a fast-check arbitrary; `fc` is passed in so generator files import nothing at run time. */
  input: (fcApi: typeof fc) => fc.Arbitrary<unknown>;
}

export function defineGenerator(generator: Generator): Generator {
  return generator;
}

/**
 * The seed a learner sees and an instructor passes to `exercises:promote`:
 * fast-check's seed, and the path to the shrunk failing input when there is one
 * (`1234567` or `1234567@3:0:1`). The same token always gives the same input.
 */
export function formatSeed(seed: number, path?: string): string {
  return path ? `${seed}@${path}` : String(seed);
}

export function parseSeed(token: string): { seed: number; path?: string } | undefined {
  const match = /^(-?\d+)(?:@([\d:]+))?$/.exec(token.trim());
  if (!match) return undefined;
  return match[2] ? { seed: Number(match[1]), path: match[2] } : { seed: Number(match[1]) };
}
