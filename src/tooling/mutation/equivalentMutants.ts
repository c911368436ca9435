import { z } from 'zod';
import type { Problem } from '../../exercise/problems';
import { parseYamlFile } from '../../exercise/yamlFile';
import type { Mutant } from './findMutants';

/** The file, in an exercise's folder, that lists the mutants of the references that cannot change behaviour. */
export const EQUIVALENT_FILE = 'equivalent-mutants.yaml';

const entrySchema = z.strictObject({
  /** Which reference the mutant was made of; solution.ts when absent (the list was TypeScript's first). */
  file: z.enum(['solution.ts', 'solution.py']).default('solution.ts'),
  line: z.number().int().positive(),
  mutator: z.string().min(1),
  replacement: z.string(),
  reason: z.string().min(10, 'say in a sentence why no input can tell this mutant from the reference'),
});
const fileSchema = z.array(entrySchema);

export type EquivalentEntry = z.infer<typeof fileSchema>[number] & { fileLine?: number };

/** The reviewed list of equivalent mutants, or the file's problems (with their lines). An absent file is an empty list. */
export function parseEquivalentMutants(file: string, text: string | undefined): { entries: EquivalentEntry[] } | { problems: Problem[] } {
  if (text === undefined || text.trim() === '') return { entries: [] };
  const parsed = parseYamlFile(file, text, fileSchema);
  if ('problems' in parsed) return parsed;
  return { entries: parsed.value.map((entry, index) => ({ ...entry, fileLine: parsed.lineOf([index]) })) };
}

/** The entry that names this mutant: same file, same line, same mutator, same replacement. */
export function entryFor(entries: EquivalentEntry[], mutant: Mutant): EquivalentEntry | undefined {
  return entries.find(
    (entry) =>
      entry.file === mutant.file &&
      entry.line === mutant.line &&
      entry.mutator === mutant.mutator &&
      entry.replacement === mutant.replacement,
  );
}
