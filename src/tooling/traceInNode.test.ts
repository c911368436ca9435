// @vitest-environment node
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseExercise } from '../exercise/parseExercise';
import { readExerciseFiles } from '../exercise/loadFromDisk';
import { traceInNode } from './traceInNode';
import { formatTraceText } from '../grading/trace/traceText';
import { traceView } from '../grading/trace/traceView';

const root = resolve('exercises');
const exercise = parseExercise('parse-tool-calls', readExerciseFiles(join(root, 'parse-tool-calls')));
const unknownTool = exercise.cases.find((c) => c.id === 'unknown-tool')!;

/** A learner's mistake: every well-formed call is kept, known tool or not. */
const TYPESCRIPT = [
  'export function parseToolCalls(text: string, registry: Record<string, unknown>) {',
  '  const calls: [string, unknown][] = [];',
  '  const errors: string[] = [];',
  '  for (const match of text.matchAll(/<tool_call>(.*?)<\\/tool_call>/gs)) {',
  '    const data = JSON.parse(match[1]!);',
  '    calls.push([data.name, data.arguments]);',
  '  }',
  '  return [calls, errors];',
  '}',
].join('\n');

const PYTHON = [
  'import json, re',
  '',
  'def parse_tool_calls(text, registry):',
  '    calls = []',
  '    errors = []',
  '    for content in re.findall(r"<tool_call>(.*?)</tool_call>", text, re.S):',
  '        data = json.loads(content)',
  '        calls.append((data["name"], data["arguments"]))',
  '    return calls, errors',
  '',
].join('\n');

describe('traceInNode', () => {
  it('traces a failing TypeScript case: the lines in order, the values after each, and the first step that differs', async () => {
    const traced = await traceInNode(exercise, TYPESCRIPT, 'unknown-tool', root, 'typescript');
    expect(traced.status).toBe('returned');
    const view = traceView(traced.trace!, 'typescript', unknownTool.expected);
    expect(view.rows.map((r) => [r.event, r.line])).toEqual([
      ['call', 1],
      ['line', 2],
      ['line', 3],
      // The loop's turn, as Python's trace has it too.
      ['line', 4],
      ['line', 5],
      ['line', 6],
      ['return', 8],
    ]);
    const push = view.rows[5]!;
    expect(push.vars.find((v) => v.name === 'calls')).toEqual({ name: 'calls', text: '[["weather", {}]]', change: 'changed' });
    // The push of the unknown tool's call is where `calls` stops being the start of an expected list.
    expect(view.firstDifference).toBe(5);
    expect(view.rows[6]!.value).toBe('[[["weather", {}]], []]');
  });

  it('traces the same case in Python, in Python notation, with the same first step that differs', async () => {
    const traced = await traceInNode(exercise, PYTHON, 'unknown-tool', root, 'python');
    const view = traceView(traced.trace!, 'python', unknownTool.expected);
    expect(view.rows.map((r) => [r.event, r.line])).toEqual([
      ['call', 3],
      ['line', 4],
      ['line', 5],
      ['line', 6],
      ['line', 7],
      ['line', 8],
      ['line', 6],
      ['return', 9],
    ]);
    expect(view.rows[5]!.vars.find((v) => v.name === 'calls')).toEqual({ name: 'calls', text: "[['weather', {}]]", change: 'changed' });
    expect(view.firstDifference).toBe(5);
  }, 60_000);

  it('prints the trace for the terminal with new (+) and changed (*) values, how the call ended and what was expected', async () => {
    const traced = await traceInNode(exercise, TYPESCRIPT, 'unknown-tool', root, 'typescript');
    if (traced.status === 'problem') throw new Error('the code should load');
    const text = formatTraceText('Trace of unknown-tool', traced.trace, traced, 'typescript', unknownTool.expected);
    expect(text).toContain('line 6   line parseToolCalls  *calls = [["weather", {}]]');
    expect(text).toContain('First step where a value differs from the expected value: 6');
    expect(text).toContain('Returned { calls: [["weather", {}]], errors: [] }');
  });

  it('stops a loop that never ends and says so, within the time limit', async () => {
    const looping = 'export function parseToolCalls(text: string) {\n  let n = 0;\n  while (text.length > 0) n++;\n  return [[], []];\n}';
    const traced = await traceInNode(exercise, looping, 'unknown-tool', root, 'typescript');
    expect(traced.status).toBe('threw');
    expect(traced.trace?.cut?.reason).toBe('steps');
    expect(traceView(traced.trace!, 'typescript').cutMessage).toMatch(/^Cut after 2000 steps/);
  });

  it('names the cases when the id is not one of them', () => {
    expect(() => traceInNode(exercise, TYPESCRIPT, 'nope', root, 'typescript')).toThrow(/has no case "nope"/);
  });
});
