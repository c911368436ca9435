import { isMap, isSeq, parseDocument, stringify } from 'yaml';
import * as fc from 'fast-check';
import type { Generator } from './defineGenerator';

/**
 * The input a seed token stands for, regenerated exactly: with a path, the
 * shrunk failing input fast-check reported; without, the first input of
 * that seed. Needs no failing code, only the generator.
 */
export function inputForSeed(generator: Generator, seed: number, path?: string): unknown {
  let found: { value: unknown } | undefined;
  const property = fc.property(generator.input(fc), (value) => {
    found = { value };
    return false; // every input "fails", so fast-check stops at the one the seed and path name
  });
  fc.check(property, { seed, numRuns: 1, ...(path ? { path } : {}), endOnFailure: true });
  if (!found) throw new Error(`seed ${seed}${path ? `@${path}` : ''} gives no input`);
  return found.value;
}

/**
 * Appends a case to the text of cases.yaml as text, so every existing line,
 * comment and layout stays exactly as the instructor wrote it, with a comment
 * asking for review: the expected value came from the reference solution, and
 * a wrong reference would write a wrong case.
 */
export function appendCase(
  casesYaml: string,
  testCase: { id: string; step: string; title: string; input: unknown; expected: unknown },
  note: string,
): string {
  const cases = parseDocument(casesYaml).get('cases', true);
  if (!isSeq(cases)) throw new Error('cases.yaml has no "cases" list to add to');
  if (cases.items.some((item) => isMap(item) && item.get('id') === testCase.id)) {
    throw new Error(`cases.yaml already has a case "${testCase.id}"`);
  }
  const indent = /^( *)- id:/m.exec(casesYaml)?.[1] ?? '  ';
  const item = stringify([testCase], { lineWidth: 0 })
    .trimEnd()
    .split('\n')
    .map((line) => indent + line);
  const text = `${casesYaml.replace(/\s*$/, '')}\n\n${indent}# ${note}\n${item.join('\n')}\n`;
  const check = parseDocument(text).get('cases', true);
  if (!isSeq(check) || check.items.length !== cases.items.length + 1) {
    throw new Error('cases.yaml does not end with its "cases" list, so the case cannot be appended safely; add it by hand');
  }
  return text;
}
