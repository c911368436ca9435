import { Instrumenter } from '@stryker-mutator/instrumenter';
import type { Logger } from '@stryker-mutator/api/logging';

export type MutatedFile = 'solution.ts' | 'solution.py';

/** One mutant of a source file, as a whole mutated text that can be graded like a learner's code. */
export interface Mutant {
  /** The reference it was made of: solution.ts (Stryker) or solution.py (pythonMutants.py). */
  file: MutatedFile;
  /** Stryker's id (`py-<n>` in Python), stable for one text of the file. */
  id: string;
  /** Stryker's mutator ("ConditionalExpression", "EqualityOperator", …). */
  mutator: string;
  /** Where the change starts, 1-based as an editor shows it. */
  line: number;
  column: number;
  /** The code the mutant replaces, and what it puts there. */
  original: string;
  replacement: string;
  /** The whole file with the change made. */
  source: string;
}

/** Stryker logs through this; only its warnings and errors matter to an instructor. */
const logger: Logger = {
  isTraceEnabled: () => false,
  isDebugEnabled: () => false,
  isInfoEnabled: () => false,
  isWarnEnabled: () => true,
  isErrorEnabled: () => true,
  isFatalEnabled: () => true,
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: (message, ...args) => console.warn(message, ...args),
  error: (message, ...args) => console.error(message, ...args),
  fatal: (message, ...args) => console.error(message, ...args),
};

/**
 * Every mutant Stryker's instrumenter makes of `source` (its standard
 * mutators, none excluded). We take only its list of changes, not its
 * instrumented file: each mutant becomes a plain source text, so it is graded
 * by the same pipeline, worker and driver as a learner's code, with nothing of
 * Stryker's (no global switch) in the learner's realm.
 */
export async function findMutants(source: string): Promise<Mutant[]> {
  const instrumenter = new Instrumenter(logger);
  const result = await instrumenter.instrument([{ name: 'solution.ts', content: source, mutate: true }], {
    plugins: null,
    excludedMutations: [],
    ignorers: [],
  });
  const lineStarts = startsOfLines(source);
  return result.mutants.map((mutant) => {
    // Stryker's locations count lines and columns from 0.
    const { start, end } = mutant.location;
    const from = lineStarts[start.line]! + start.column;
    const to = lineStarts[end.line]! + end.column;
    return {
      file: 'solution.ts' as const,
      id: mutant.id,
      mutator: mutant.mutatorName,
      line: start.line + 1,
      column: start.column + 1,
      original: source.slice(from, to),
      replacement: mutant.replacement,
      source: source.slice(0, from) + mutant.replacement + source.slice(to),
    };
  });
}

function startsOfLines(text: string): number[] {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}
