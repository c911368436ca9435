import { readFileSync } from 'node:fs';
import { loadPyodide, type PyodideAPI } from 'pyodide';
import { pyodideDir } from '../../runner/python/nodePython';
import type { Mutant } from './findMutants';

let python: Promise<PyodideAPI> | undefined;

/** One Pyodide for the tooling's own Python (about 3 s to start), with the mutator loaded. */
function mutatorPython(): Promise<PyodideAPI> {
  python ??= loadPyodide({ indexURL: pyodideDir() }).then((pyodide) => {
    pyodide.runPython(readFileSync(new URL('./pythonMutants.py', import.meta.url), 'utf8'));
    return pyodide;
  });
  return python;
}

/**
 * Every mutant pythonMutants.py makes of a Python reference: Stryker's kinds
 * of change, made with Python's own parser, each a whole source text graded
 * like a learner's code. Ids are `py-<n>`, stable for one text of the file.
 */
export async function findPythonMutants(source: string): Promise<Mutant[]> {
  const pyodide = await mutatorPython();
  const find = pyodide.globals.get('find_mutants') as ((source: string) => string) & { destroy(): void };
  try {
    const found = JSON.parse(find(source)) as Omit<Mutant, 'id' | 'file'>[];
    return found.map((mutant, index) => ({ file: 'solution.py', id: `py-${index + 1}`, ...mutant }));
  } finally {
    find.destroy();
  }
}
