/**
 * Builds the site (unless E2E_SKIP_BUILD=1 and a build exists), serves it
 * with `vite preview` on a free port, hands the address to the tests
 * (`inject('baseURL')`) and stops the server afterwards. Each project of
 * vitest.e2e.config.ts calls it; they share one build and one server.
 */
import type { TestProject } from 'vitest/node';
import { buildSite, distExists, startPreview, type PreviewServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let serving: Promise<PreviewServer> | undefined;
let users = 0;

async function serve(): Promise<PreviewServer> {
  if (process.env.E2E_SKIP_BUILD !== '1' || !distExists()) await buildSite();
  return startPreview();
}

export default async function setup(project: TestProject) {
  users += 1;
  const server = await (serving ??= serve());
  project.provide('baseURL', server.url);
  return async () => {
    users -= 1;
    if (users === 0) await server.stop();
  };
}
