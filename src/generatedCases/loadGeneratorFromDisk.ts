import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Generator } from './defineGenerator';

/**
 * Node-only: the exercise's generator, or undefined when it has none. The file's
 * modification time is part of the URL, so `exercises:check --watch` imports an
 * edited generator afresh instead of the module it cached. `?t=` because Vite
 * (and so Vitest) knows it as its own timestamp query and strips it; another
 * query or a `#fragment` hides the `.ts` extension from its transform.
 */
export async function loadGeneratorFromDisk(exercisesRoot: string, slug: string): Promise<Generator | undefined> {
  const file = join(exercisesRoot, slug, 'generator.ts');
  if (!existsSync(file)) return undefined;
  return ((await import(`${pathToFileURL(file).href}?t=${Math.round(statSync(file).mtimeMs)}`)) as { default: Generator }).default;
}
