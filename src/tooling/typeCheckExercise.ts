import ts from 'typescript';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Problem } from '../exercise/problems';

/**
 * What learner code can use at run time, beside the exercise's own types.d.ts: the same
 * declaration the editor adds (src/editor/monacoSetup.ts), so a file that type-checks here
 * type-checks in the learner's editor.
 */
const RUNTIME_TYPES = `declare var console: {
  log(...data: unknown[]): void; info(...data: unknown[]): void; warn(...data: unknown[]): void;
  error(...data: unknown[]): void; debug(...data: unknown[]): void; table(data: unknown): void; dir(data: unknown): void;
};
`;
const RUNTIME_FILE = '/__playground__/runtime.d.ts';

/** The editor's compiler options (monacoSetup.ts): strict, ES2023 without the DOM, modules resolved from node_modules. */
const OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ESNext,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Node10,
  lib: ['lib.es2023.d.ts'],
  strict: true,
  noEmit: true,
  skipLibCheck: true,
  // No @types/* from the repository's node_modules: learner code has no `process` or `Buffer`.
  types: [],
};

/** The TypeScript files of an exercise the learner's editor would show: reference, starter, first step, mistakes, alternatives. */
export function learnerFilesOf(dir: string): string[] {
  const inFolder = (folder: string) =>
    existsSync(join(dir, folder))
      ? readdirSync(join(dir, folder))
          .filter((name) => name.endsWith('.ts'))
          .sort()
          .map((name) => `${folder}/${name}`)
      : [];
  return ['solution.ts', 'starter.ts', 'first-step.ts', ...inFolder('mistakes'), ...inFolder('alternatives')].filter((name) =>
    existsSync(join(dir, name)),
  );
}

let previous: ts.Program | undefined;

/**
 * Type-checks every learner-side TypeScript file of one exercise as the editor would (its
 * types.d.ts in scope), and returns each error as `file:line: TSxxxx message`. A reference with
 * a type error would show red squiggles to the learner who opens it; a mistake that does not
 * type-check is not one a learner in this editor would keep.
 */
export function typeCheckExercise(dir: string, displayFolder: string): Problem[] {
  const files = learnerFilesOf(dir).map((name) => join(dir, name));
  const typesFile = join(dir, 'types.d.ts');
  const roots = [RUNTIME_FILE, ...(existsSync(typesFile) ? [typesFile] : []), ...files];
  const host = ts.createCompilerHost(OPTIONS);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, language, onError, shouldCreate) =>
    fileName === RUNTIME_FILE
      ? ts.createSourceFile(fileName, RUNTIME_TYPES, language)
      : getSourceFile(fileName, language, onError, shouldCreate);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => fileName === RUNTIME_FILE || fileExists(fileName);
  // Reusing the last program keeps the standard library's and the packages' parsed declarations.
  const program = ts.createProgram({ rootNames: roots, options: OPTIONS, host, ...(previous ? { oldProgram: previous } : {}) });
  previous = program;
  const diagnostics = [...program.getSyntacticDiagnostics(), ...program.getSemanticDiagnostics()];
  return diagnostics.flatMap((diagnostic): Problem[] => {
    const file = diagnostic.file;
    if (!file || !file.fileName.startsWith(dir)) return [];
    const { line } = file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const relative = file.fileName.slice(dir.length + 1);
    return [
      {
        file: `${displayFolder}/${relative}`,
        line: line + 1,
        message: `TS${diagnostic.code}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
      },
    ];
  });
}
