/**
 * Builds the site (unless E2E_SKIP_BUILD=1 and a build exists), serves it
 * with `vite preview` on a free port, hands the address to the tests
 * (`inject('baseURL')`) and stops the server afterwards.
 */
import type { TestProject } from 'vitest/node';
import { buildSite, distExists, startPreview } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.E2E_SKIP_BUILD !== '1' || !distExists()) await buildSite();
  const server = await startPreview();
  project.provide('baseURL', server.url);
  return async () => {
    await server.stop();
  };
}
