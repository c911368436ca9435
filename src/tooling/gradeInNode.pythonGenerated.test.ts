// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { parseExercise } from '../exercise/parseExercise';
import { readExerciseFiles } from '../exercise/loadFromDisk';
import { formatTextReport, toGradeReport } from '../grading/report';
import { gradeInNode } from './gradeInNode';

const root = resolve('exercises');
const load = (slug: string) => parseExercise(slug, readExerciseFiles(join(root, slug)));
const parseToolCalls = load('parse-tool-calls');

/** The Python reference, except that it finds no blocks in a reply with bold text: no fixed case has any, the generator makes some. */
const wrongOnBold = `${parseToolCalls.python!.solution}
_reference = parse_tool_calls

def parse_tool_calls(text, registry):
    if "<b>bold</b>" in text:
        return [], []
    return _reference(text, registry)
`;

describe('Python learners meet the generated cases too', () => {
  it('fails, with the seed, a Python solution that only the random inputs catch', async () => {
    const state = await gradeInNode(parseToolCalls, wrongOnBold, root, { language: 'python', generated: { seed: 42 } });
    expect(state.cases.every((c) => c.status === 'pass')).toBe(true);
    expect(state.generated?.status).toBe('fail');
    const report = formatTextReport('parse-tool-calls', state, 'python');
    expect(report.split('\n')[0]).toMatch(/^parse-tool-calls: All \d+ steps passed, but 1 of \d+ random inputs failed$/);
    expect(report).toMatch(/smallest failing input \(seed \S+; --seed \S+ reproduces it\)/);
    // Written as Python shows it: a tuple of lists, not TypeScript's array.
    expect(report).toContain('<b>bold</b>');
    expect(toGradeReport('parse-tool-calls', state, 'python').passed).toBe(false);
  }, 120_000);

  it('passes the Python reference of an exercise whose names differ (tool_calls, max_steps), compared with the TypeScript one', async () => {
    const agentLoop = load('agent-loop');
    const state = await gradeInNode(agentLoop, agentLoop.python!.solution, root, { language: 'python', generated: { seed: 7 } });
    expect(state.cases.every((c) => c.status === 'pass')).toBe(true);
    expect(state.generated).toMatchObject({ status: 'pass', runs: 60 });
  }, 120_000);
});
