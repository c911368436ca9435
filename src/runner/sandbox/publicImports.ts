import { fileURLToPath } from 'node:url';

/**
 * The import names an exercise's files may use for the playground's own code, and the file behind
 * each (relative to this repository's root). One list for every tool: Vite's builds (the page's,
 * the learner worker's nested one, the tests') alias them here; TypeScript and tsx read the same
 * names from tsconfig.json's `paths`, which a test holds equal to this list. An alias, not a package
 * export: a course folder anywhere on disk resolves it without installing anything.
 */
export const PUBLIC_IMPORTS = {
  'playground/driver': 'src/runner/worker/kit/driver.ts',
  'playground/generator': 'src/generatedCases/kit.ts',
} as const;

/** This repository's root, wherever the tool was started from. */
const PLAYGROUND_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Vite's `resolve.alias` for the public imports: exact names to absolute files. */
export function publicImportAliases(): { find: RegExp; replacement: string }[] {
  return Object.entries(PUBLIC_IMPORTS).map(([name, file]) => ({
    find: new RegExp(`^${name.replace('/', '\\/')}$`),
    replacement: PLAYGROUND_ROOT + file,
  }));
}
