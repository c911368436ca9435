// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { LEFT_OUT_CONTRIBUTIONS, monacoContributions } from './monacoContributions';

const ID = '/x/node_modules/monaco-editor/esm/vs/internal/common/workers.js';
const transform = (code: string, id = ID) => {
  const plugin = monacoContributions();
  const errors: string[] = [];
  const context = {
    error: (message: string) => {
      errors.push(message);
      throw new Error(message);
    },
  };
  const hook = plugin.transform as (this: typeof context, code: string, id: string) => { code: string } | undefined;
  return { result: hook.call(context, code, id), errors };
};

describe('monacoContributions', () => {
  const installed = readFileSync(createRequire(import.meta.url).resolve('monaco-editor/internal/common/workers.js'), 'utf8');

  it("takes each contribution it leaves out from the installed Monaco's module, and keeps the rest", () => {
    const { result } = transform(installed);
    for (const { path } of LEFT_OUT_CONTRIBUTIONS) expect(result!.code).not.toContain(path);
    expect(result!.code).toContain("import '../../editor/contrib/suggest/browser/suggestController.js';");
    expect(result!.code).toContain("import '../../editor/contrib/hover/browser/hoverContribution.js';");
  });

  it('fails the build, naming the contribution, when Monaco no longer imports it', () => {
    const without = installed.replace(`import '../../${LEFT_OUT_CONTRIBUTIONS[0]!.path}';`, '');
    expect(() => transform(without)).toThrow(/no longer imports editor\/contrib\/inlineCompletions/);
  });

  it('leaves every other module alone', () => {
    expect(transform('import "../../x.js";', '/x/node_modules/monaco-editor/esm/vs/editor/editor.api.js').result).toBeUndefined();
  });
});
