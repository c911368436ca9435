import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Generator } from './defineGenerator';

/** Node-only: the exercise's generator, or undefined when it has none. */
export async function loadGeneratorFromDisk(exercisesRoot: string, slug: string): Promise<Generator | undefined> {
  const file = join(exercisesRoot, slug, 'generator.ts');
  if (!existsSync(file)) return undefined;
  return ((await import(pathToFileURL(file).href)) as { default: Generator }).default;
}
