import type { Generator } from './defineGenerator';

// Each generator (and fast-check with it) is a chunk of its own, fetched on the first Run of its exercise.
const generators = import.meta.glob<{ default: Generator }>('../../exercises/*/generator.ts');

export async function loadGenerator(slug: string): Promise<Generator | undefined> {
  return (await generators[`../../exercises/${slug}/generator.ts`]?.())?.default;
}
