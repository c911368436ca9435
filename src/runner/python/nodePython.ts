import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { loadPyodide } from 'pyodide';
import type { LearnerLanguage } from '../worker/learnerLanguage';
import { createPythonLanguage, type PythonDriverSource } from './pythonLanguage';

/** Pyodide's files, from the npm package (the same files the site serves under pyodide/). */
export function pyodideDir(): string {
  return `${dirname(createRequire(import.meta.url).resolve('pyodide/package.json'))}/`;
}

/** Starts Pyodide in this Node thread (about 3 s) and returns Python for the worker core. */
export async function startNodePython(driverSource?: PythonDriverSource): Promise<LearnerLanguage> {
  const pyodide = await loadPyodide({ indexURL: pyodideDir() });
  return createPythonLanguage(pyodide, driverSource);
}
