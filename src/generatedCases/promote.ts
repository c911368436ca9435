import { isMap, isSeq, parseDocument } from 'yaml';
import { formatCaseYaml, type CaseDraft } from '../exercise/caseYaml';
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
 * Adds a case to the text of cases.yaml as text, so every existing line,
 * comment and layout stays exactly as the instructor wrote it: right after the
 * last case of its step (at the end of the list when the step has none yet),
 * in the file's compact style (formatCaseYaml), under a comment asking for
 * review: the expected value came from the reference solution, and a wrong
 * reference would write a wrong case.
 */
export function appendCase(casesYaml: string, testCase: CaseDraft, note: string): string {
  const cases = parseDocument(casesYaml).get('cases', true);
  if (!isSeq(cases)) throw new Error('cases.yaml has no "cases" list to add to');
  if (cases.items.some((item) => isMap(item) && item.get('id') === testCase.id)) {
    throw new Error(`cases.yaml already has a case "${testCase.id}"`);
  }
  const indent = /^( *)- id:/m.exec(casesYaml)?.[1] ?? '  ';
  const block = `${indent}# ${note}\n${formatCaseYaml(testCase, indent)}`;
  const lastOfStep = cases.items.filter((item) => isMap(item) && item.get('step') === testCase.step).at(-1);
  // Right after the step's last value (blank lines and what follows, such as the next step's comment, stay after it).
  const end = isMap(lastOfStep) && lastOfStep.range ? lastOfStep.range[1] : casesYaml.length;
  const before = casesYaml.slice(0, end).replace(/(\n[ \t]*)*$/, '');
  const after = casesYaml.slice(before.length);
  const text = `${before}\n\n${block}${after.trim() === '' ? '\n' : after}`;
  const check = parseDocument(text).get('cases', true);
  if (!isSeq(check) || check.items.length !== cases.items.length + 1) {
    throw new Error('the case could not be added to cases.yaml safely (is "cases" its last key?); add it by hand');
  }
  return text;
}
