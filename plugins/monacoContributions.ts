import type { Plugin } from 'vite';

/**
 * Monaco's module that every editor contribution comes through: the TypeScript language service imports it
 * (for its worker), and so does src/editor/monacoSetup.ts, before the first editor exists.
 */
const CONTRIBUTIONS_MODULE = /monaco-editor\/esm\/vs\/internal\/common\/workers\.js$/;

/**
 * Contributions no exercise can use, left out of the page's Monaco (issue #21: nothing the editor does not need
 * comes before it). Each is a line of that module, as Monaco writes it; the build fails when one is missing, so an
 * upgrade of Monaco that moves them is seen, not silently kept.
 */
export const LEFT_OUT_CONTRIBUTIONS: readonly { path: string; why: string }[] = [
  {
    path: 'editor/contrib/inlineCompletions/browser/inlineCompletions.contribution.js',
    why: 'ghost-text completions, for an AI provider: none is registered here (68 KiB gzip, most of what is left out)',
  },
  { path: 'editor/contrib/suggest/browser/suggestInlineCompletions.js', why: 'suggestions shown as ghost text: needs the above' },
  { path: 'editor/contrib/colorPicker/browser/colorPickerContribution.js', why: 'a picker for CSS colours' },
  { path: 'editor/contrib/linkedEditing/browser/linkedEditing.js', why: 'renames an HTML tag’s pair' },
  { path: 'editor/contrib/gpu/browser/gpuActions.js', why: 'debugging actions of the GPU renderer' },
  { path: 'editor/standalone/browser/inspectTokens/inspectTokens.js', why: 'a tool for grammar writers' },
];

/** Leaves LEFT_OUT_CONTRIBUTIONS out of the build's Monaco. */
export function monacoContributions(): Plugin {
  return {
    name: 'playground:monaco-contributions',
    apply: 'build',
    transform(code, id) {
      if (!CONTRIBUTIONS_MODULE.test(id)) return undefined;
      let kept = code;
      for (const { path } of LEFT_OUT_CONTRIBUTIONS) {
        const line = `import '../../${path}';`;
        if (!kept.includes(line))
          this.error(`Monaco's ${id} no longer imports ${path}: update LEFT_OUT_CONTRIBUTIONS (plugins/monacoContributions.ts)`);
        kept = kept.replace(line, '');
      }
      return { code: kept, map: null };
    },
  };
}
