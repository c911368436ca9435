import type { LoadMessage } from '../protocol';
import type { LearnerLanguage } from './learnerLanguage';
import { describeValue } from './describeValue';
import { errorInfoFrom } from './errorInfo';
import { evaluateModule } from './evaluateModule';
import { MODULE_LOADERS } from './modules';

/** TypeScript: the code was compiled to CommonJS on the page; evaluate it with a `require` that knows the allowed modules. */
export const typescriptLanguage: LearnerLanguage = {
  id: 'typescript',
  async load(message, console, trace) {
    const modules = new Map<string, unknown>();
    for (const name of message.modules) {
      const loader = MODULE_LOADERS[name];
      if (loader) modules.set(name, await loader());
    }
    const require = (name: string) => {
      if (modules.has(name)) return modules.get(name);
      const allowed = [...modules.keys()];
      throw Object.assign(
        new Error(
          allowed.length === 0
            ? `This exercise allows no imports, so "${name}" cannot be imported. Remove the import.`
            : `"${name}" cannot be imported here. You can import: ${allowed.join(', ')}.`,
        ),
        { name: 'ImportError' },
      );
    };
    return evaluateModule(message.code, require, console, trace?.recorder);
  },
  missingExport: missingExportMessage,
  describeError: errorInfoFrom,
};

function missingExportMessage(message: LoadMessage, exports: Record<string, unknown>): string {
  const name = message.entry;
  const found = exports[name];
  if (typeof exports.default === 'function') {
    return `Your function is the default export, but the tests look for a named one. Write export function ${name}(...) { ... } instead of export default.`;
  }
  if (found !== undefined) {
    return `${name} is exported, but it is ${describeValue(found)}, not a function. Export a function: export function ${name}(...) { ... }`;
  }
  if (new RegExp(`\\b(function\\s+${name}\\b|(const|let|var)\\s+${name}\\s*=)`).test(message.code)) {
    return `${name} is defined but not exported. Put "export" in front of it: export function ${name}(...) { ... }`;
  }
  return `Export a function named ${name}: export function ${name}(...) { ... }`;
}
