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

  describe('points "Start with" at the step whose rule the code breaks, not at a case that only shows it', () => {
    const steps = [step('numbering'), step('json'), step('known-tool')];
    /** The step summaries of a Run whose cases ended as given: `involves` as in cases.yaml. */
    const run = (...cases: [id: string, step: string, status: CaseStatus, involves?: string[]][]) =>
      summarizeRun(
        summarizeSteps(
          steps,
          cases.map(([id, stepId, status, involves]) => ({ ...pendingCase(testCase(id, stepId, involves ? { involves } : {})), status })),
        ),
      ).firstStepToLook?.id;

    it('skips an earlier step whose only failing case also shows a later rule, for the step of a failing case about that rule alone', () => {
      // Unknown tools not checked: the numbering case expects an "unknown tool" error, and fails for it.
      expect(
        run(['n1', 'numbering', 'pass'], ['n2', 'numbering', 'fail', ['known-tool']], ['j1', 'json', 'pass'], ['k1', 'known-tool', 'fail']),
      ).toBe('known-tool');
    });

    it('still starts with the first step when one of its own, focused cases fails', () => {
      expect(run(['n1', 'numbering', 'fail'], ['n2', 'numbering', 'fail', ['known-tool']], ['k1', 'known-tool', 'fail'])).toBe('numbering');
    });

    it('when every failed case also shows other rules, picks the failing step most of them share', () => {
      expect(run(['n1', 'numbering', 'fail', ['json']], ['j1', 'json', 'error', ['known-tool']], ['k1', 'known-tool', 'pass'])).toBe(
        'json',
      );
      // A tie: the earlier step. A step whose own cases all pass is never pointed at.
      expect(run(['n1', 'numbering', 'fail', ['known-tool']], ['j1', 'json', 'error', ['known-tool']], ['k1', 'known-tool', 'pass'])).toBe(
        'numbering',
      );
      expect(
        run(['n1', 'numbering', 'fail', ['known-tool']], ['j1', 'json', 'timeout', ['known-tool']], ['k1', 'known-tool', 'fail', ['json']]),
      ).toBe('known-tool');
    });

    it('takes no evidence from cases that never ran (a Run stopped after timeouts)', () => {
      expect(run(['n1', 'numbering', 'timeout', ['json']], ['j1', 'json', 'not-run'], ['k1', 'known-tool', 'not-run'])).toBe('numbering');
    });
  });

  it('uses the singular for a one-step exercise', () => {
    expect(summarizeRun([stepWith('only', 'pass')]).text).toBe('All 1 step passed');
    expect(summarizeRun([stepWith('only', 'fail')]).text).toBe('0 of 1 step passed');
  });
});
