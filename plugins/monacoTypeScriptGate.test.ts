// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { monacoTypeScriptGate, TYPESCRIPT_SETUP } from './monacoTypeScriptGate';

const ID = '/x/node_modules/monaco-editor/esm/vs/languages/features/typescript/register.js';
const SERVICE = '/repo/src/editor/typescriptService.ts';
const transform = (code: string, id = ID) => {
  const plugin = monacoTypeScriptGate(SERVICE);
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  const hook = plugin.transform as (this: typeof context, code: string, id: string) => { code: string } | undefined;
  return hook.call(context, code, id);
};

describe('monacoTypeScriptGate', () => {
  const installed = readFileSync(createRequire(import.meta.url).resolve('monaco-editor/languages/features/typescript/register.js'), 'utf8');

  it("makes the installed Monaco's TypeScript set-up wait for the page's word, and nothing else", () => {
    const code = transform(installed)!.code;
    expect(code.startsWith(`import { typescriptServiceStarted } from "${SERVICE}";`)).toBe(true);
    expect(code).not.toContain(TYPESCRIPT_SETUP);
    expect(code).toContain('return typescriptServiceStarted.then(getMode).then((mode) => mode.setupTypeScript(typescriptDefaults));');
    // JavaScript's set-up (no model uses it here) is left as it was.
    expect(code).toContain('return getMode().then((mode) => mode.setupJavaScript(javascriptDefaults));');
  });

  it('fails the build when an upgrade of Monaco sets TypeScript up otherwise', () => {
    expect(() => transform(installed.replace(TYPESCRIPT_SETUP, 'return setUp();'))).toThrow(/update TYPESCRIPT_SETUP/);
  });

  it('leaves every other module alone', () => {
    expect(transform('export {};', '/x/node_modules/monaco-editor/esm/vs/editor/editor.api.js')).toBeUndefined();
  });
});
