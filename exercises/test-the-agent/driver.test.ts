// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { LearnerModule } from '../../src/runner/worker/driver';
import driver from './driver';

/*
 * test-the-agent's driver.ts on its own: the scripted agent's timing and throws, and the check
 * that the learner's code left the case's values alone. The learner is a plain module here; the
 * cases, the reference and the mistakes go through the real worker in exercises:check.
 */

type Fn = (...args: never[]) => unknown;
const learner = (functions: Record<string, Fn>): LearnerModule => ({
  entry: (functions.checkRun ?? (() => undefined)) as LearnerModule['entry'],
  exports: functions,
});

const record = (question: string) => ({ question, answer: `${question} answered`, steps: 1, toolCalls: [], error: null });
const testCase = (question: string) => ({ question, expectedTools: ['web_search'], expectedKeywords: ['x'] });

/** A runTests that asks every question at once and notes the order the answers (or failures) come back in. */
function allAtOnce(order: string[]) {
  return async (agent: (q: string) => Promise<unknown>, testCases: { question: string }[]) => {
    await Promise.all(
      testCases.map(({ question }) =>
        agent(question).then(
          () => order.push(question),
          (error: unknown) => order.push(`${question}: ${typeof error === 'string' ? 'string' : (error as Error).name}`),
        ),
      ),
    );
    return { passed: 0, total: testCases.length, results: [] };
  };
}

const originalPush = Array.prototype.push;
afterEach(() => {
  Array.prototype.push = originalPush;
});

describe('test-the-agent driver: the scripted agent', () => {
  it('answers after `wait` timer ticks, so answers can come back in another order than asked; 0 answers at once', async () => {
    const order: string[] = [];
    const received = await driver.run(learner({ runTests: allAtOnce(order) }), {
      call: 'runTests',
      agentRuns: { slow: { wait: 3, run: record('slow') }, now: { wait: 0, run: record('now') }, usual: record('usual') },
      testCases: [testCase('slow'), testCase('now'), testCase('usual')],
    });
    expect(order).toEqual(['now', 'usual', 'slow']);
    expect(received).toMatchObject({ asked: ['slow', 'now', 'usual'], atOnce: 3 });
  });

  it('hands over a copy of the record under `run`, not the wrapper', async () => {
    let seen: unknown;
    await driver.run(
      learner({
        runTests: async (agent: (q: string) => Promise<unknown>) => {
          seen = await agent('q');
          return { passed: 0, total: 0, results: [] };
        },
      }),
      { call: 'runTests', agentRuns: { q: { wait: 0, run: record('q') } }, testCases: [testCase('q')] },
    );
    expect(seen).toEqual(record('q'));
  });

  it('throws an Error, a TypeError or the string itself, as the case says', async () => {
    const order: string[] = [];
    await driver.run(learner({ runTests: allAtOnce(order) }), {
      call: 'runTests',
      agentRuns: { a: { throws: 'boom' }, b: { throws: 'boom', as: 'TypeError' }, c: { throws: 'boom', as: 'string' } },
      testCases: [testCase('a'), testCase('b'), testCase('c')],
    });
    expect([...order].sort()).toEqual(['a: Error', 'b: TypeError', 'c: string']);
  });

  it('with sync: true throws before returning a promise, which .catch on the result never sees', async () => {
    let thrownAtCall: unknown;
    const received = await driver.run(
      learner({
        runTests: async (agent: (q: string) => Promise<unknown>) => {
          try {
            void agent('q').catch(() => undefined);
          } catch (error) {
            thrownAtCall = error;
          }
          return { passed: 0, total: 1, results: [] };
        },
      }),
      { call: 'runTests', agentRuns: { q: { throws: 'no key', sync: true } }, testCases: [testCase('q')] },
    );
    expect(thrownAtCall).toBeInstanceOf(Error);
    expect((thrownAtCall as Error).message).toBe('no key');
    expect(received).toMatchObject({ asked: ['q'] });
  });

  it('reports a scripted string that escapes runTests as the string', async () => {
    const received = await driver.run(
      learner({
        runTests: async (agent: (q: string) => Promise<unknown>) => {
          await agent('q');
          return null;
        },
      }),
      { call: 'runTests', agentRuns: { q: { throws: 'socket hang up', as: 'string' } }, testCases: [testCase('q')] },
    );
    expect(received).toEqual({ threw: 'socket hang up', asked: ['q'], atOnce: 1 });
  });

  it('records the questions asked even when the learner replaced Array.prototype.push', async () => {
    const received = await driver.run(
      learner({
        runTests: async (agent: (q: string) => Promise<unknown>) => {
          Array.prototype.push = () => 0;
          await agent('q');
          return { passed: 0, total: 1, results: [] };
        },
      }),
      { call: 'runTests', agentRuns: { q: record('q') }, testCases: [testCase('q')] },
    );
    Array.prototype.push = originalPush;
    expect(received).toMatchObject({ asked: ['q'] });
  });
});

describe('test-the-agent driver: the case values the learner was handed stay as they were', () => {
  const run = { question: 'q', answer: 'a', steps: 1, toolCalls: [{ step: 1, name: 'b', arguments: '{}' }], error: null };
  const checkCase = { question: 'q', expectedTools: ['b', 'a'], expectedKeywords: ['a'] };

  it('adds nothing when checkRun changed nothing', async () => {
    const received = await driver.run(learner({ checkRun: () => ({ passed: true, problems: [] }) }), {
      call: 'checkRun',
      run,
      testCase: checkCase,
    });
    expect(received).toEqual({ passed: true, problems: [] });
  });

  it('names where checkRun changed the test case or the run (sorted in place, a field set)', async () => {
    const received = await driver.run(
      learner({
        checkRun: (r: { answer: string }, t: { expectedTools: string[] }) => {
          t.expectedTools.sort();
          r.answer = r.answer.toLowerCase() + '!';
          return { passed: true, problems: [] };
        },
      }),
      { call: 'checkRun', run, testCase: checkCase },
    );
    expect(received).toEqual({
      passed: true,
      problems: [],
      changedInput: ['run.answer', 'testCase.expectedTools[0]', 'testCase.expectedTools[1]'],
    });
  });

  it('names a suite that runTests emptied, and a report formatReport changed', async () => {
    const suite = await driver.run(
      learner({
        runTests: async (_agent: unknown, testCases: unknown[]) => {
          testCases.shift();
          return { passed: 0, total: 0, results: [] };
        },
      }),
      { call: 'runTests', agentRuns: {}, testCases: [testCase('q'), testCase('r')] },
    );
    expect(suite).toMatchObject({ changedInput: ['testCases (length 1, was 2)'] });
    const report = await driver.run(
      learner({
        formatReport: (r: { results: { problems: string[] }[]; extra?: number }) => {
          r.results[0]!.problems.push('x');
          r.extra = 1;
          return 'text';
        },
      }),
      { call: 'formatReport', report: { passed: 1, total: 1, results: [{ question: 'q', passed: true, problems: [] }] } },
    );
    expect(report).toEqual({ text: 'text', changedInput: ['report.results[0].problems (length 1, was 0)', 'report.extra (added)'] });
  });
});
