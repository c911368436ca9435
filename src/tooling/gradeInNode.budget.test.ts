// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { parseExercise } from '../exercise/parseExercise';
import { readExerciseFiles } from '../exercise/loadFromDisk';
import { formatTextReport, toGradeReport } from '../grading/report';
import { runPassed } from '../grading/verdict';
import { gradeInNode } from './gradeInNode';

const root = resolve('exercises');
const exercise = parseExercise('parse-tool-calls', readExerciseFiles(join(root, 'parse-tool-calls')));

/** The reference, except that it never ends on a reply that `when` holds. */
const loopsWhen = (condition: string) =>
  exercise.solution.replace('export function parseToolCalls(', 'function reference(') +
  `\nexport function parseToolCalls(text: string, registry: Registry): [calls: ToolCall[], errors: string[]] {
  if (${condition}) while (true) {}
  return reference(text, registry);
}\n`;

describe('npm run grade on code that loops only on some inputs (its Run’s budget of timeouts)', () => {
  it('stops after three timeouts apart, says why, and leaves the rest not run, never passed', async () => {
    const weatherCases = exercise.cases.filter((c) => ((c.input as { text?: string }).text ?? '').includes('weather'));
    expect(weatherCases.length, 'more cases mention weather than the budget allows').toBeGreaterThan(3);
    const started = performance.now();
    const state = await gradeInNode(exercise, loopsWhen("text.includes('weather')"), root, { generated: { seed: 1 }, spareWorker: true });
    // Printed, not asserted: speed is the benchmark's (npm run bench).
    console.log(`partial-loop program: complete verdict after ${Math.round(performance.now() - started)} ms`);

    const timedOut = state.cases.filter((c) => c.status === 'timeout').map((c) => c.id);
    expect(timedOut).toEqual(weatherCases.slice(0, 3).map((c) => c.id));
    const notRun = state.cases.filter((c) => c.status === 'not-run');
    expect(state.stopped).toEqual({ timeouts: 3, inARow: false, limitMs: exercise.timeLimitMs, notRun: notRun.length });
    expect(notRun.length).toBeGreaterThan(0);
    // The cases after the third timeout were not run, and nothing ran in the generated group.
    expect(state.cases.findIndex((c) => c.status === 'not-run')).toBe(exercise.cases.findIndex((c) => c.id === timedOut[2]) + 1);
    expect(state.generated).toBeUndefined();
    expect(runPassed(state)).toBe(false);

    const text = formatTextReport('parse-tool-calls', state);
    expect(text).toContain('Stopped after 3 cases took too long: 3 cases ran past the 2 s limit');
    const report = toGradeReport('parse-tool-calls', state);
    expect(report.passed).toBe(false);
    const notRunReported = report.steps.flatMap((s) => s.cases).filter((c) => c.status === 'not-run');
    expect(notRunReported).toHaveLength(notRun.length);
    expect(notRunReported.every((c) => c.message?.startsWith('Stopped after 3 cases took too long'))).toBe(true);
  }, 120_000);

  it('ends the generated group at the first input that loops, and reports it unshrunk with its seed', async () => {
    // No fixed case has bold text; the generator makes some.
    const started = performance.now();
    const state = await gradeInNode(exercise, loopsWhen("text.includes('<b>bold</b>')"), root, {
      generated: { seed: 42 },
      spareWorker: true,
    });
    console.log(`program that loops on generated inputs only: complete verdict after ${Math.round(performance.now() - started)} ms`);
    expect(state.cases.every((c) => c.status === 'pass')).toBe(true);
    const generated = state.generated;
    expect(generated).toMatchObject({ status: 'fail', shrinks: 0, failure: { status: 'timeout' } });
    if (generated?.status !== 'fail') return;
    expect(JSON.stringify(generated.failure.input)).toContain('<b>bold</b>');
    expect(generated.seed).toBe(`42@${generated.runs - 1}`);
    const text = formatTextReport('parse-tool-calls', state);
    expect(text).toContain(`an input that took too long, not shrunk (seed ${generated.seed}; --seed ${generated.seed} reproduces it)`);
    expect(toGradeReport('parse-tool-calls', state).passed).toBe(false);
  }, 120_000);
});
