/**
 * Builds the slice of Monaco the playground uses, from the local package:
 * the core editor with its contributions, TypeScript colouring and its
 * language service, and Python colouring. Nothing comes from a CDN, and no other language (or its
 * worker: css, html, json) is bundled.
 */
import * as monaco from 'monaco-editor/editor/editor.api';
// Every editor contribution (hover, suggestions, find, folding, code lens...). The TypeScript
// language service imports this module itself, lazily; imported here, before the first editor
// exists, the services those contributions need are registered before Monaco creates its
// services. Otherwise the next editor (after a route change) fails with
// "depends on UNKNOWN service ICodeLensCache".
import 'monaco-editor/internal/common/workers';
import 'monaco-editor/languages/definitions/typescript/register';
// Python colouring only (a Monarch grammar, loaded when a Python model opens): no language service, no worker.
import 'monaco-editor/languages/definitions/python/register';
import * as typescript from 'monaco-editor/languages/features/typescript/register';
import EditorWorker from 'monaco-editor/editor/editor.worker?worker';
import TsWorker from 'monaco-editor/languages/features/typescript/ts.worker?worker';

declare global {
  interface Window {
    MonacoEnvironment?: { getWorker(workerId: string, label: string): Worker };
  }
}

/** Learner code runs in a worker with no DOM: declare only what it really has. */
const RUNTIME_TYPES = `
declare var console: {
  log(...data: unknown[]): void; info(...data: unknown[]): void; warn(...data: unknown[]): void;
  error(...data: unknown[]): void; debug(...data: unknown[]): void; table(data: unknown): void; dir(data: unknown): void;
};
`;

let configured = false;

export function setUpMonaco(): typeof monaco {
  if (configured) return monaco;
  configured = true;
  self.MonacoEnvironment = {
    getWorker: (_id, label) => (label === 'typescript' || label === 'javascript' ? new TsWorker() : new EditorWorker()),
  };
  const defaults = typescript.typescriptDefaults;
  defaults.setCompilerOptions({
    target: typescript.ScriptTarget.ESNext,
    module: typescript.ModuleKind.ESNext,
    // Finds the declarations of importable modules (zod) added under file:///node_modules/.
    moduleResolution: typescript.ModuleResolutionKind.NodeJs,
    lib: ['es2023'],
    strict: true,
    noEmit: true,
    allowNonTsExtensions: true,
  });
  defaults.setDiagnosticsOptions({ noSemanticValidation: false, noSyntaxValidation: false });
  defaults.setEagerModelSync(true);
  defaults.addExtraLib(RUNTIME_TYPES, 'file:///runtime.d.ts');
  return monaco;
}

export { monaco, typescript };
