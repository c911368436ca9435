import { typescript, type monaco } from './monacoSetup';
import type { TypeCheckError, TypeCheckResult } from './typeCheck';
import { typescriptServiceStarted } from './typescriptService';

type Diagnostic = Awaited<ReturnType<typescript.TypeScriptWorker['getSemanticDiagnostics']>>[number];

/** TypeScript's category for an error (warnings and suggestions are not what a Run reports). */
const ERROR = 1;

/** The headline of a diagnostic: its first line (a chain's deeper lines explain it, for the editor's hover). */
function headline(text: Diagnostic['messageText']): string {
  const first = (typeof text === 'string' ? text : text.messageText).split('\n')[0]!.trim();
  return /[.!?]$/.test(first) ? first : `${first}.`;
}

/** How long to wait for Monaco's TypeScript mode once the service may start: its chunk may still be on its way. */
const SET_UP_WAIT_MS = 10_000;
const RETRY_MS = 50;

/**
 * Monaco's TypeScript worker. A Run does not start the language service: this waits until the learner's pause has
 * (typescriptService.ts), then until Monaco's TypeScript mode is set up, which follows by a chunk's fetch: asked
 * before that, Monaco says "TypeScript not registered!", so it is asked again.
 */
async function typeScriptWorker() {
  await typescriptServiceStarted;
  const giveUpAt = Date.now() + SET_UP_WAIT_MS;
  for (;;) {
    try {
      return await typescript.getTypeScriptWorker();
    } catch (notYet) {
      if (Date.now() >= giveUpAt) throw notYet;
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  }
}

/**
 * The type errors of a model, from the TypeScript worker that underlines them in the editor: asked
 * directly, not read from the editor's markers, which lag an edit by the worker's debounce.
 */
export async function checkModelTypes(model: monaco.editor.ITextModel): Promise<TypeCheckResult | undefined> {
  const getWorker = await typeScriptWorker();
  if (model.isDisposed()) return undefined;
  const code = model.getValue();
  const version = model.getVersionId();
  // Syncs the worker's copy of the model with the editor's before it answers.
  const worker = await getWorker(model.uri);
  const file = model.uri.toString();
  const [syntactic, semantic] = await Promise.all([worker.getSyntacticDiagnostics(file), worker.getSemanticDiagnostics(file)]);
  // An edit while the worker worked: these errors may be of either version, so none are given.
  if (model.isDisposed() || model.getVersionId() !== version) return undefined;
  const errors: TypeCheckError[] = [...syntactic, ...semantic]
    .filter((diagnostic) => diagnostic.category === ERROR)
    .sort((a, b) => (a.start ?? 0) - (b.start ?? 0))
    .map((diagnostic) => {
      const position = model.getPositionAt(diagnostic.start ?? 0);
      return { line: position.lineNumber, column: position.column, message: headline(diagnostic.messageText) };
    });
  return { code, errors };
}
