// @vitest-environment node
/**
 * No verdict can be forged by replacing a built-in, found with no list written by hand.
 *
 * Learner code shares its realm with the worker core, the driver kit and the exercise's driver.
 * A learner's module can replace any built-in it can reach (`Math.min`, `Array.prototype.some`,
 * the global `Math` itself, an `Object.prototype.then` that every object inherits), for as long
 * as it likes: around its own calls, so its own code still works. Whatever trusted code looks up
 * live while a case runs is then the learner's to answer, and what the driver records for
 * comparison could follow. So: with the worker's lockdown in place, as in the browser, every
 * replaceable built-in, global binding and prototype hook gets a recorder, every exercise's
 * solutions (reference, alternatives and known mistakes, so the drivers' paths for wrong answers
 * run too) go through every case, and no recorder may hear from trusted code. What trusted code
 * needs, it captured before any learner code existed, or the lockdown made unreplaceable.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { existsSync, readdirSync } from 'node:fs';
import { absentHooks, recordTrustedCalls, replaceableBuiltins, replaceableGlobals, type TrustedUse } from '../../test/builtinTraps';
import { exerciseFromDisk, loadInThread, swallowLateRejections } from '../../test/gradeInThread';
import { lockBuiltins } from '../sandbox/workerLockdown';
import type { Exercise } from '../../exercise/types';

// Exercises with TypeScript solutions: a Python-only one (no solution.ts) has no JavaScript for a learner to replace built-ins from.
const slugs = readdirSync('exercises', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`exercises/${entry.name}/solution.ts`))
  .map((entry) => entry.name)
  .sort();

/** Each TypeScript solution the exercise's folder holds, by a name for the report. */
function solutionsOf(exercise: Exercise): [string, string][] {
  return [
    ['solution.ts', exercise.solution],
    ...Object.entries(exercise.alternatives).map(([file, source]): [string, string] => [`alternatives/${file}`, source]),
    ...Object.entries(exercise.mistakes).map(([file, source]): [string, string] => [`mistakes/${file}`, source]),
  ];
}

/** Runs `sources` on every case of `exercise` with recorders on; what trusted code looked up, by solution. */
async function trustedLookups(exercise: Exercise, sources: [string, string][]): Promise<string[]> {
  const found: string[] = [];
  for (const [name, source] of sources) {
    // Loaded before the recorders: the driver is evaluated, and captures what it needs, before
    // any learner code exists (as in the worker); the learner's top level runs here too.
    const run = await loadInThread(exercise, source);
    if (!run) continue; // the module threw as it loaded: every case fails, no driver code runs
    const stop = recordTrustedCalls(replaceableBuiltins(), replaceableGlobals(), absentHooks());
    let uses: TrustedUse[];
    try {
      for (const testCase of exercise.cases) await run(testCase);
    } finally {
      uses = stop();
    }
    for (const use of uses) found.push(`${name}: ${use.slot.name}, looked up ${use.at.trim()}`);
  }
  return found;
}

describe('the recorders', () => {
  // Before the lockdown: the worker core's own lookups of Object.keys, Array.isArray and the rest
  // are live. If the recorders heard nothing here, their silence below would prove nothing.
  it('hear trusted code that looks up a replaceable built-in', async () => {
    const exercise = exerciseFromDisk('parse-tool-calls');
    const found = await trustedLookups({ ...exercise, cases: exercise.cases.slice(0, 3) }, [['solution.ts', exercise.solution]]);
    expect(found.length).toBeGreaterThan(0);
    expect(found.join('\n')).toMatch(/src\/runner\/worker\//);
  });
});

describe.each(slugs)('%s: with the worker locked down as in the browser', (slug) => {
  swallowLateRejections();
  beforeAll(() => lockBuiltins());

  it('no trusted code looks up a built-in, global or prototype hook that learner code could replace, for any solution on any case', async () => {
    const exercise = exerciseFromDisk(slug);
    expect(await trustedLookups(exercise, solutionsOf(exercise))).toEqual([]);
  }, 600_000);
});
