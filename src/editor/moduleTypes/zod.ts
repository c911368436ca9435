/**
 * zod's own declaration files, for the editor: the entry point and the v4
 * classic API it re-exports (the closure of its imports). Bundled from the
 * installed package, so the editor's types always match the version the
 * worker runs. Loaded only for exercises that allow importing zod.
 */
const files = import.meta.glob<string>(
  [
    '/node_modules/zod/index.d.ts',
    '/node_modules/zod/v4/classic/*.d.ts',
    '/node_modules/zod/v4/core/*.d.ts',
    '/node_modules/zod/v4/locales/*.d.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

// TypeScript's node resolution finds node_modules/zod/index.d.ts on its own: no package.json needed.
export default Object.fromEntries(Object.entries(files).map(([path, text]) => [path.slice('/node_modules/zod/'.length), text])) as Record<
  string,
  string
>;
