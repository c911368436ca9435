import type { Generator } from './defineGenerator';
import { globbed } from '../exercise/courseAlias';

// Each generator (and fast-check with it) is a chunk of its own, fetched on the first Run of its exercise.
// Through the course's alias (src/exercise/courseAlias.ts): the course's folder may be anywhere on disk.
const generators = import.meta.glob<{ default: Generator }>('@playground-course/*/generator.ts');

export async function loadGenerator(slug: string): Promise<Generator | undefined> {
  return (await globbed(generators, slug, 'generator.ts')?.())?.default;
}
