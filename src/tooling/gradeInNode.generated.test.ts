// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { parseExercise } from '../exercise/parseExercise';
import { readExerciseFiles } from '../exercise/loadFromDisk';
import { formatTextReport, toGradeReport } from '../grading/report';
import { gradeInNode } from './gradeInNode';

const root = resolve('exercises');
const exercise = parseExercise('parse-tool-calls', readExerciseFiles(join(root, 'parse-tool-calls')));

/** The reference, except that it finds no blocks in a reply with bold text: no fixed case has any, the generator makes some. */
const wrongOnBold =
  exercise.solution.replace('export function parseToolCalls(', 'function reference(') +
  `\nexport function parseToolCalls(text: string, registry: Registry): [calls: ToolCall[], errors: string[]] {
  return text.includes('<b>bold</b>') ? [[], []] : reference(text, registry);
}\n`;

describe('npm run grade on a solution only the generated cases catch', () => {
  it('says in its headline that a random input failed, not just that every step passed', async () => {
    const state = await gradeInNode(exercise, wrongOnBold, root, { generated: { seed: 42 } });
    expect(state.cases.every((c) => c.status === 'pass')).toBe(true);
    expect(state.generated?.status).toBe('fail');
    const lines = formatTextReport('parse-tool-calls', state).split('\n');
    expect(lines[0]).toMatch(/^parse-tool-calls: All \d+ steps passed, but 1 of \d+ random inputs failed$/);
    expect(lines.join('\n')).toMatch(/smallest failing input \(seed \S+; --seed \S+ reproduces it\)/);
    expect(toGradeReport('parse-tool-calls', state).passed).toBe(false);
  }, 120_000);
});
