// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { initialRunState, reduceRun, type RunState } from './runState';
import type { CaseRun, RunEvent } from '../core/runTypes';
import { makeExercise, step, testCase } from '../test/fixtures/exercise';
import { describeStopped } from './messages';
import { formatTextReport } from './report';

const noOutput = { lines: [], truncated: false };
const exercise = makeExercise(
  [step('blocks'), step('json'), step('known-tool')],
  [testCase('b1', 'blocks'), testCase('b2', 'blocks'), testCase('j1', 'json'), testCase('k1', 'known-tool')],
);

const returned = (value: unknown): CaseRun => ({ status: 'returned', value, output: noOutput, durationMs: 1 });
const passing = (id: string): CaseRun => returned({ ok: id });

const play = (events: RunEvent[], from: RunState = initialRunState(exercise)) =>
  events.reduce((state, event) => reduceRun(state, event, exercise), from);

const started = (runId: number): RunEvent => ({ type: 'started', runId, caseIds: exercise.cases.map((c) => c.id) });
const caseEvent = (runId: number, caseId: string, run: CaseRun): RunEvent => ({ type: 'case', runId, caseId, run });
const statuses = (state: RunState) => Object.fromEntries(state.cases.map((c) => [c.id, c.status]));

describe('initialRunState', () => {
  it('is idle, with every case not run and no summary', () => {
    const state = initialRunState(exercise);
    expect(state.phase).toBe('idle');
    expect(state.summary).toBeUndefined();
    expect(Object.values(statuses(state))).toEqual(['not-run', 'not-run', 'not-run', 'not-run']);
    expect(state.steps.map((s) => s.status)).toEqual(['not-run', 'not-run', 'not-run']);
  });
});

describe('reduceRun', () => {
  it('marks a Run that waits for its sandbox to start until its first result, then forgets it', () => {
    const first = exercise.cases[0]!.id;
    const waiting = play([started(1), { type: 'waiting', runId: 1 }]);
    expect(waiting.waiting).toBe(true);
    expect(play([caseEvent(1, first, passing(first))], waiting).waiting).toBeUndefined();
    const failedToStart = play([{ type: 'problem', runId: 1, problem: { kind: 'load-timeout', limitMs: 1, output: noOutput } }], waiting);
    expect(failedToStart.waiting).toBeUndefined();
  });

  it('marks every case pending when a run starts', () => {
    const state = play([started(7)]);
    expect(state.phase).toBe('running');
    expect(state.runId).toBe(7);
    expect(Object.values(statuses(state))).toEqual(['pending', 'pending', 'pending', 'pending']);
  });

  it('grades each case as its result arrives and updates its step', () => {
    const state = play([started(1), caseEvent(1, 'b1', passing('b1')), caseEvent(1, 'j1', returned({ ok: 'wrong' }))]);
    expect(statuses(state)).toEqual({ b1: 'pass', b2: 'pending', j1: 'fail', k1: 'pending' });
    expect(state.steps.map((s) => [s.id, s.status, s.passed, s.total])).toEqual([
      ['blocks', 'pending', 1, 2],
      ['json', 'fail', 0, 1],
      ['known-tool', 'pending', 0, 1],
    ]);
    expect(state.phase).toBe('running');
  });

  it('summarizes a finished run and points at the first step that did not pass', () => {
    const state = play([
      started(1),
      caseEvent(1, 'b1', passing('b1')),
      caseEvent(1, 'b2', passing('b2')),
      caseEvent(1, 'j1', { status: 'timeout', limitMs: 1000, output: noOutput, durationMs: 1000 }),
      caseEvent(1, 'k1', passing('k1')),
      { type: 'finished', runId: 1, durationMs: 42 },
    ]);
    expect(state.phase).toBe('done');
    expect(state.durationMs).toBe(42);
    expect(state.summary).toEqual({
      passedSteps: 2,
      totalSteps: 3,
      text: '2 of 3 steps passed',
      firstStepToLook: { id: 'json', title: 'Step json' },
    });
  });

  it('says all steps passed when every case passed', () => {
    const state = play([
      started(1),
      ...exercise.cases.map((c) => caseEvent(1, c.id, passing(c.id))),
      { type: 'finished', runId: 1, durationMs: 5 },
    ]);
    expect(state.summary?.text).toBe('All 3 steps passed');
    expect(state.summary?.firstStepToLook).toBeUndefined();
  });

  it('ignores events of an older run once a newer one started', () => {
    const state = play([
      started(1),
      started(2),
      caseEvent(1, 'b1', passing('b1')),
      { type: 'problem', runId: 1, problem: { kind: 'compile', message: 'old' } },
      { type: 'finished', runId: 1, durationMs: 9 },
    ]);
    expect(state.runId).toBe(2);
    expect(state.phase).toBe('running');
    expect(state.problem).toBeUndefined();
    expect(Object.values(statuses(state))).toEqual(['pending', 'pending', 'pending', 'pending']);
  });

  it('ignores run events that arrive before any run started', () => {
    const initial = initialRunState(exercise);
    expect(reduceRun(initial, caseEvent(1, 'b1', passing('b1')), exercise)).toBe(initial);
  });

  it('ignores a result for a case the exercise does not have', () => {
    const running = play([started(1)]);
    expect(reduceRun(running, caseEvent(1, 'nope', passing('nope')), exercise)).toBe(running);
  });

  it('marks every case not run when a problem stops the run, even cases already graded', () => {
    const state = play([
      started(3),
      caseEvent(3, 'b1', passing('b1')),
      { type: 'problem', runId: 3, problem: { kind: 'compile', message: 'Unexpected token', line: 2, column: 5 } },
      { type: 'finished', runId: 3, durationMs: 1 },
    ]);
    expect(state.problem).toEqual({ kind: 'compile', message: 'Unexpected token', line: 2, column: 5 });
    expect(Object.values(statuses(state))).toEqual(['not-run', 'not-run', 'not-run', 'not-run']);
    expect(state.summary).toMatchObject({ passedSteps: 0, text: '0 of 3 steps passed', firstStepToLook: { id: 'blocks' } });
  });

  it('turns cases the run never reached into not-run when it finishes', () => {
    const state = play([started(1), caseEvent(1, 'b1', passing('b1')), { type: 'finished', runId: 1, durationMs: 1 }]);
    expect(statuses(state)).toEqual({ b1: 'pass', b2: 'not-run', j1: 'not-run', k1: 'not-run' });
    expect(state.steps.map((s) => s.status)).toEqual(['not-run', 'not-run', 'not-run']);
  });

  it('clears the problem and results of the previous run when a new run starts', () => {
    const failed = play([
      started(1),
      { type: 'problem', runId: 1, problem: { kind: 'compile', message: 'x' } },
      { type: 'finished', runId: 1, durationMs: 1 },
    ]);
    const again = reduceRun(failed, started(2), exercise);
    expect(again.problem).toBeUndefined();
    expect(again.summary).toBeUndefined();
    expect(again.phase).toBe('running');
  });
  it("shows the fixed cases' verdict before the generated cases end, then follows them", () => {
    const fixed = play([
      started(3),
      ...exercise.cases.map((c) => caseEvent(3, c.id, passing(c.id))),
      { type: 'finished', runId: 3, durationMs: 40 },
    ]);
    const running = reduceRun(fixed, { type: 'generated-started', runId: 3, title: 'Random replies' }, exercise);
    expect(running.phase).toBe('done');
    expect(running.summary).toMatchObject({ text: 'All 3 steps passed' });
    expect(running.summary?.firstStepToLook).toBeUndefined();
    const failure = { ...running.cases[0]!, status: 'fail' as const };
    const failed = reduceRun(
      running,
      { type: 'generated-finished', runId: 3, outcome: { status: 'fail', seed: '1@0', runs: 4, shrinks: 1, failure } },
      exercise,
    );
    expect(failed.summary?.firstStepToLook).toEqual({ id: 'generated', title: 'Random replies' });
    // A late event of an earlier Run changes nothing.
    expect(reduceRun(failed, { type: 'generated-finished', runId: 2, outcome: { status: 'pass', seed: '1', runs: 4 } }, exercise)).toBe(
      failed,
    );
  });
});

describe('a run stopped after timeouts apart (the Run’s budget of timeouts)', () => {
  const timeout: CaseRun = { status: 'timeout', limitMs: 2000, output: noOutput, durationMs: 2000 };
  const fiveCases = makeExercise(
    [step('blocks'), step('json')],
    ['b1', 'j1', 'b2', 'j2', 'j3'].map((id) => testCase(id, id.startsWith('b') ? 'blocks' : 'json')),
  );
  it('says the code gets stuck on some inputs only, and never reads as passed', () => {
    const state = [
      started(1),
      caseEvent(1, 'b1', timeout),
      caseEvent(1, 'j1', passing('j1')),
      caseEvent(1, 'b2', timeout),
      { type: 'stopped', runId: 1, timeouts: 2, inARow: false, limitMs: 2000, notRun: 2 } as const,
      { type: 'finished', runId: 1, durationMs: 4100 } as const,
    ].reduce((state: RunState, event: RunEvent) => reduceRun(state, event, fiveCases), initialRunState(fiveCases));
    expect(state.cases.map((c) => c.status)).toEqual(['timeout', 'pass', 'timeout', 'not-run', 'not-run']);
    // A step whose cases did not all run does not pass, though none of its cases that ran failed.
    expect(state.steps.map((s) => s.status)).toEqual(['timeout', 'not-run']);
    expect(state.summary?.text).toBe('0 of 2 steps passed');
    expect(describeStopped(state.stopped!)).toEqual({
      title: 'Stopped after 2 cases took too long',
      message: expect.stringContaining('2 cases ran past the 2 s limit, and a Run waits for at most 2, so the other 2 cases were not run.'),
    });
    const report = formatTextReport('x', state);
    expect(report).toContain('Stopped after 2 cases took too long');
    expect(report).not.toContain('in a row');
  });

  it('reads a Run kept before it said whether they were in a row as it was then: in a row', () => {
    expect(describeStopped({ timeouts: 3, limitMs: 2000, notRun: 4 }).title).toBe('Stopped after 3 cases in a row took too long');
  });
});

describe('a run stopped after timeouts in a row', () => {
  const timeout: CaseRun = { status: 'timeout', limitMs: 2000, output: noOutput, durationMs: 2000 };
  it('keeps the timeouts, marks the rest not run, and says why, for the results and the report', () => {
    const state = play([
      started(1),
      caseEvent(1, 'b1', timeout),
      caseEvent(1, 'b2', timeout),
      caseEvent(1, 'j1', timeout),
      { type: 'stopped', runId: 1, timeouts: 3, inARow: true, limitMs: 2000, notRun: 1 },
      { type: 'finished', runId: 1, durationMs: 6100 },
    ]);
    expect(statuses(state)).toEqual({ b1: 'timeout', b2: 'timeout', j1: 'timeout', k1: 'not-run' });
    expect(state.stopped).toEqual({ timeouts: 3, inARow: true, limitMs: 2000, notRun: 1 });
    expect(state.cases.find((c) => c.id === 'k1')?.problem).toEqual({
      title: 'Not run',
      message: 'The Run stopped after 3 cases took too long.',
    });
    expect(describeStopped(state.stopped!)).toEqual({
      title: 'Stopped after 3 cases in a row took too long',
      message: expect.stringContaining('Each ran past the 2 s limit, so the last case was not run'),
    });
    expect(formatTextReport('x', state)).toContain('Stopped after 3 cases in a row took too long');
    // A new Run forgets it.
    expect(play([started(2)], state).stopped).toBeUndefined();
  });
});
