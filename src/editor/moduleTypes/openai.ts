/**
 * The openai package's declaration files, for type-only imports in the editor
 * (`import type { ChatCompletion } from 'openai/resources/chat/completions'`).
 * About 3.7 MB of text, in a chunk loaded only by exercises that list openai
 * under typeImports.
 */
const files = import.meta.glob<string>(['/node_modules/openai/**/*.d.ts', '!/node_modules/openai/src/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

export default Object.fromEntries(
  Object.entries(files).map(([path, text]) => [path.slice('/node_modules/openai/'.length), text]),
) as Record<string, string>;
