// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatTextReport, toGradeReport } from './report';
import { initialRunState, reduceRun, type RunState } from './runState';
import type { CaseRun, RunEvent } from '../core/runTypes';
import { makeExercise, step, testCase } from '../test/fixtures/exercise';

const noOutput = { lines: [], truncated: false };
const exercise = makeExercise(
  [step('blocks', 'Finding the blocks'), step('json', 'Check 1: valid JSON')],
  [
    testCase('no-blocks', 'blocks', { title: 'No blocks', expected: { calls: [] } }),
    testCase('one-block', 'blocks', { title: 'One block', expected: { calls: [1] } }),
    testCase('bad-json', 'json', { title: 'Bad JSON', expected: { errors: ['bad json: 0'] } }),
  ],
);

const play = (events: RunEvent[]): RunState =>
  events.reduce((state, event) => reduceRun(state, event, exercise), initialRunState(exercise));
const returned = (value: unknown): CaseRun => ({ status: 'returned', value, output: noOutput, durationMs: 1 });
const started: RunEvent = { type: 'started', runId: 1, caseIds: ['no-blocks', 'one-block', 'bad-json'] };
const finished: RunEvent = { type: 'finished', runId: 1, durationMs: 10 };

describe('toGradeReport', () => {
  it('has exactly the promised shape for a run that passed', () => {
    const state = play([
      started,
      { type: 'case', runId: 1, caseId: 'no-blocks', run: returned({ calls: [] }) },
      { type: 'case', runId: 1, caseId: 'one-block', run: returned({ calls: [1] }) },
      { type: 'case', runId: 1, caseId: 'bad-json', run: returned({ errors: ['bad json: 0'] }) },
      finished,
    ]);
    // Compared through JSON, as the CLI prints it: no stray keys, no undefined values.
    expect(JSON.parse(JSON.stringify(toGradeReport('tiny', state)))).toEqual({
      exercise: 'tiny',
      passed: true,
      steps: [
        {
          id: 'blocks',
          title: 'Finding the blocks',
          status: 'pass',
          cases: [
            { id: 'no-blocks', title: 'No blocks', status: 'pass' },
            { id: 'one-block', title: 'One block', status: 'pass' },
          ],
        },
        { id: 'json', title: 'Check 1: valid JSON', status: 'pass', cases: [{ id: 'bad-json', title: 'Bad JSON', status: 'pass' }] },
      ],
    });
  });

  it('gives every case that did not pass its reason', () => {
    const state = play([
      started,
      { type: 'case', runId: 1, caseId: 'no-blocks', run: returned({ calls: [] }) },
      { type: 'case', runId: 1, caseId: 'one-block', run: { status: 'timeout', limitMs: 2000, output: noOutput, durationMs: 2000 } },
      { type: 'case', runId: 1, caseId: 'bad-json', run: returned({ errors: ['bad json: 1'] }) },
      finished,
    ]);
    const report = toGradeReport('tiny', state);
    expect(report.passed).toBe(false);
    expect(report.steps.map((s) => s.status)).toEqual(['timeout', 'fail']);
    expect(report.steps[0]!.cases[0]).toEqual({ id: 'no-blocks', title: 'No blocks', status: 'pass' });
    expect(report.steps[0]!.cases[1]).toMatchObject({ id: 'one-block', status: 'timeout', message: expect.stringContaining('2 s') });
    expect(report.steps[1]!.cases[0]).toEqual({
      id: 'bad-json',
      title: 'Bad JSON',
      status: 'fail',
      message: 'errors[0]: expected "bad json: 0", received "bad json: 1"',
    });
  });

  it('gives not-run cases the problem that stopped the run, with its location', () => {
    const state = play([
      started,
      { type: 'problem', runId: 1, problem: { kind: 'compile', message: 'Unexpected token', line: 2, column: 5 } },
      finished,
    ]);
    const report = toGradeReport('tiny', state);
    expect(report.passed).toBe(false);
    const cases = report.steps.flatMap((s) => s.cases);
    expect(cases.map((c) => c.status)).toEqual(['not-run', 'not-run', 'not-run']);
    for (const c of cases) expect(c.message).toBe('Your code does not compile: Unexpected token (line 2, column 5)');
  });

  it('reports cases still pending (a run cut short) as not-run, never as pending', () => {
    const report = toGradeReport('tiny', play([started]));
    const statuses = [...report.steps.map((s) => s.status), ...report.steps.flatMap((s) => s.cases.map((c) => c.status))];
    expect(statuses.every((status) => status === 'not-run')).toBe(true);
    expect(report.passed).toBe(false);
  });
});

describe('formatTextReport', () => {
  it('prints the summary, one line per step, and the reason under each failing case', () => {
    const state = play([
      started,
      { type: 'case', runId: 1, caseId: 'no-blocks', run: returned({ calls: [] }) },
      { type: 'case', runId: 1, caseId: 'one-block', run: returned({ calls: [1] }) },
      { type: 'case', runId: 1, caseId: 'bad-json', run: returned({ errors: [] }) },
      finished,
    ]);
    expect(formatTextReport('tiny', state).split('\n')).toEqual([
      'tiny: 1 of 2 steps passed',
      '✓ Finding the blocks  2/2',
      '✗ Check 1: valid JSON  0/1',
      '    ✗ fail    bad-json: Bad JSON',
      '              errors[0]: missing; expected "bad json: 0"',
    ]);
  });

  it('says in the headline when every step passed but a random input failed, with the seed below', () => {
    const fixed = play([
      started,
      { type: 'case', runId: 1, caseId: 'no-blocks', run: returned({ calls: [] }) },
      { type: 'case', runId: 1, caseId: 'one-block', run: returned({ calls: [1] }) },
      { type: 'case', runId: 1, caseId: 'bad-json', run: returned({ errors: ['bad json: 0'] }) },
      finished,
    ]);
    const running = reduceRun(fixed, { type: 'generated-started', runId: 1, title: 'Random replies' }, exercise);
    const failure = { ...fixed.cases[1]!, status: 'fail' as const, input: 'x', received: { calls: [] } };
    const outcome = { status: 'fail' as const, seed: '42@3', runs: 37, shrinks: 2, failure };
    const state = reduceRun(running, { type: 'generated-finished', runId: 1, outcome }, exercise);
    const lines = formatTextReport('tiny', state).split('\n');
    expect(lines[0]).toBe('tiny: All 2 steps passed, but 1 of 37 random inputs failed');
    expect(lines).toContain('✗ Random replies: smallest failing input (seed 42@3; --seed 42@3 reproduces it)');
    const broken = { status: 'error' as const, seed: '42', message: 'the reference threw' };
    const errored = reduceRun(running, { type: 'generated-finished', runId: 1, outcome: broken }, exercise);
    expect(formatTextReport('tiny', errored).split('\n')[0]).toBe('tiny: All 2 steps passed, but the random inputs could not be checked');
  });

  it('prints the stopping problem once rather than under every case', () => {
    const state = play([
      started,
      { type: 'problem', runId: 1, problem: { kind: 'compile', message: 'Unexpected token', line: 2 } },
      finished,
    ]);
    const text = formatTextReport('tiny', state);
    expect(text.split('\n')).toEqual([
      'tiny: 0 of 2 steps passed',
      '  Your code does not compile: Unexpected token (line 2)',
      '· Finding the blocks  0/2',
      '· Check 1: valid JSON  0/1',
    ]);
  });
});

describe('the report of a Python file', () => {
  const failing = play([
    started,
    { type: 'case', runId: 1, caseId: 'no-blocks', run: returned({ calls: [] }) },
    { type: 'case', runId: 1, caseId: 'one-block', run: returned({ calls: [null] }) },
    { type: 'case', runId: 1, caseId: 'bad-json', run: returned({ errors: ["bad json: it's"] }) },
    finished,
  ]);

  it('prints its difference lines in Python notation', () => {
    expect(formatTextReport('tiny', failing, 'python').split('\n')).toEqual([
      'tiny: 0 of 2 steps passed',
      '✗ Finding the blocks  1/2',
      '    ✗ fail    one-block: One block',
      '              calls[0]: expected 1, received None',
      '✗ Check 1: valid JSON  0/1',
      '    ✗ fail    bad-json: Bad JSON',
      `              errors[0]: expected 'bad json: 0', received "bad json: it's"`,
    ]);
  });

  it('gives the JSON report’s messages in Python notation, in the same shape', () => {
    const report = toGradeReport('tiny', failing, 'python');
    expect(report.steps[0]!.cases[1]).toEqual({
      id: 'one-block',
      title: 'One block',
      status: 'fail',
      message: 'calls[0]: expected 1, received None',
    });
    expect(report.steps[1]!.cases[0]!.message).toBe(`errors[0]: expected 'bad json: 0', received "bad json: it's"`);
  });

  it('is in TypeScript notation when no notation is given', () => {
    expect(formatTextReport('tiny', failing)).toContain('calls[0]: expected 1, received null');
  });
});
