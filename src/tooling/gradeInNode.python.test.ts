// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { parseExercise } from '../exercise/parseExercise';
import { readExerciseFiles } from '../exercise/loadFromDisk';
import { gradeInNode } from './gradeInNode';

const root = resolve('exercises');
const exercise = parseExercise('parse-tool-calls', readExerciseFiles(join(root, 'parse-tool-calls')));

describe('gradeInNode with Python', () => {
  it('grades the Python reference against the same cases and expected values as TypeScript', async () => {
    const state = await gradeInNode(exercise, exercise.python!.solution, root, { language: 'python' });
    expect(state.problem).toBeUndefined();
    expect(state.cases.map((c) => c.status)).toEqual(exercise.cases.map(() => 'pass'));
  }, 60_000);

  it('stops a loop that never ends at the time limit, in a fresh worker for the cases after it', async () => {
    // Three cases, a short limit, and code that loops on the second one only.
    const short = { ...exercise, timeLimitMs: 500, cases: exercise.cases.slice(0, 3) };
    const looping = `${exercise.python!.solution}\n_real = parse_tool_calls\ndef parse_tool_calls(text, registry):\n    if "cats" in text:\n        while True:\n            pass\n    return _real(text, registry)\n`;
    const state = await gradeInNode(short, looping, root, { language: 'python' });
    expect(state.cases.map((c) => [c.id, c.status])).toEqual([
      ['no-blocks', 'pass'],
      ['one-line-block', 'timeout'],
      ['multi-line-block', 'pass'],
    ]);
  }, 60_000);

  it('says in Python words when the result has the wrong shape', async () => {
    const source = 'def parse_tool_calls(text, registry):\n    return []\n';
    const state = await gradeInNode({ ...exercise, cases: exercise.cases.slice(0, 1) }, source, root, { language: 'python' });
    expect(JSON.stringify(state.cases[0])).toContain('parse_tool_calls must return (calls, errors), a tuple of two lists');
  }, 60_000);

  it("reports a Python exception with the learner's line", async () => {
    const source = 'def parse_tool_calls(text, registry):\n    calls = []\n    return calls[0]\n';
    const state = await gradeInNode({ ...exercise, cases: exercise.cases.slice(0, 1) }, source, root, { language: 'python' });
    expect(state.cases[0]).toMatchObject({ status: 'error' });
    expect(JSON.stringify(state.cases[0])).toContain('IndexError');
    expect(JSON.stringify(state.cases[0])).toContain('"line":3');
  }, 60_000);
});
