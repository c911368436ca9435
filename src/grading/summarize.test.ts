// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pendingCase } from './gradeCase';
import { summarizeRun, summarizeSteps } from './summarize';
import type { CaseResult, CaseStatus, StepResult } from './types';
import { step, testCase } from '../test/fixtures/exercise';

const result = (id: string, stepId: string, status: CaseStatus): CaseResult => ({ ...pendingCase(testCase(id, stepId)), status });

const stepWith = (id: string, status: CaseStatus): StepResult => ({
  id,
  title: `Step ${id}`,
  hints: [],
  summary: '',
  status,
  passed: 0,
  total: 1,
  cases: [],
});

describe('summarizeSteps', () => {
  it('groups cases under their steps, in the exercise step order, counting passes', () => {
    const steps = [step('b'), step('a')];
    const cases = [result('a1', 'a', 'pass'), result('b1', 'b', 'pass'), result('a2', 'a', 'fail'), result('b2', 'b', 'pass')];
    const summary = summarizeSteps(steps, cases);
    expect(summary.map((s) => [s.id, s.title, s.summary, s.status, s.passed, s.total])).toEqual([
      ['b', 'Step b', 'checks b', 'pass', 2, 2],
      ['a', 'Step a', 'checks a', 'fail', 1, 2],
    ]);
    expect(summary[1]!.cases.map((c) => c.id)).toEqual(['a1', 'a2']);
  });

  it.each([
    [['pass', 'fail', 'timeout', 'error'], 'error'],
    [['pass', 'fail', 'timeout', 'not-run'], 'timeout'],
    [['pass', 'fail', 'pending'], 'fail'],
    [['pass', 'not-run', 'pending'], 'pending'],
    [['pass', 'not-run'], 'not-run'],
    [['pass', 'pass'], 'pass'],
  ] as [CaseStatus[], CaseStatus][])('a step with cases %j shows %s', (statuses, expected) => {
    const cases = statuses.map((status, i) => result(`c${i}`, 's', status));
    expect(summarizeSteps([step('s')], cases)[0]!.status).toBe(expected);
  });
});

describe('summarizeRun', () => {
  it('says "All 6 steps passed" when every step passed, with nothing to look at', () => {
    const steps = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => stepWith(id, 'pass'));
    expect(summarizeRun(steps)).toEqual({ passedSteps: 6, totalSteps: 6, text: 'All 6 steps passed' });
  });

  it('says "4 of 6 steps passed" and points at the first step that did not pass, in step order', () => {
    const steps = [
      stepWith('a', 'pass'),
      stepWith('b', 'pass'),
      stepWith('c', 'not-run'),
      stepWith('d', 'pass'),
      stepWith('e', 'error'),
      stepWith('f', 'pass'),
    ];
    expect(summarizeRun(steps)).toEqual({
      passedSteps: 4,
      totalSteps: 6,
      text: '4 of 6 steps passed',
      firstStepToLook: { id: 'c', title: 'Step c' },
    });
  });

  it('uses the singular for a one-step exercise', () => {
    expect(summarizeRun([stepWith('only', 'pass')]).text).toBe('All 1 step passed');
    expect(summarizeRun([stepWith('only', 'fail')]).text).toBe('0 of 1 step passed');
  });
});
