import type { Plugin } from 'vite';

/** The module that sets up Monaco's TypeScript language service when the first TypeScript model opens. */
const REGISTER_MODULE = /monaco-editor\/esm\/vs\/languages\/features\/typescript\/register\.js$/;

/** That set-up, as Monaco writes it: the build fails if an upgrade changes it, rather than quietly starting the service at once. */
export const TYPESCRIPT_SETUP = 'return getMode().then((mode) => mode.setupTypeScript(typescriptDefaults));';

/**
 * Holds Monaco's TypeScript language service until the page says it may start (src/editor/typescriptService.ts):
 * its colouring is Monarch's and does not wait. Monaco offers no hook for this; its mode registers its providers
 * once, when the first TypeScript model opens, so the set-up itself waits.
 */
export function monacoTypeScriptGate(serviceModule: string): Plugin {
  return {
    name: 'playground:monaco-typescript-gate',
    apply: 'build',
    transform(code, id) {
      if (!REGISTER_MODULE.test(id)) return undefined;
      if (!code.includes(TYPESCRIPT_SETUP))
        this.error(`Monaco's ${id} no longer sets up TypeScript as plugins/monacoTypeScriptGate.ts expects: update TYPESCRIPT_SETUP`);
      const gated = code.replace(
        TYPESCRIPT_SETUP,
        `return typescriptServiceStarted.then(getMode).then((mode) => mode.setupTypeScript(typescriptDefaults));`,
      );
      return { code: `import { typescriptServiceStarted } from ${JSON.stringify(serviceModule)};\n${gated}`, map: null };
    },
  };
}
