import { describe, expect, it } from 'vitest';
import { exercises } from 'virtual:all-exercises';
import { pendingCase } from '../grading/gradeCase';
import { summarizeRun, summarizeSteps } from '../grading/summarize';
import type { RunState } from '../grading/runState';
import type { CaseResult } from '../grading/types';
import { codeFingerprint, createLastRunStore, MAX_LAST_RUN_CHARS } from './lastRunStore';
import { fromStoredRun } from './storedRun';
import { lastRunKey } from './storageKeys';

const exercise = exercises.find((e) => e.slug === 'parse-tool-calls')!;

/** A finished Run of the exercise in which every case ended as `each` says. */
function finishedRun(each: (c: CaseResult, index: number) => Partial<CaseResult>): RunState {
  const cases = exercise.cases.map((c, index) => ({ ...pendingCase(c), status: 'pass' as const, ...each(pendingCase(c), index) }));
  const steps = summarizeSteps(exercise.steps, cases);
  return { phase: 'done', runId: 3, cases, steps, summary: summarizeRun(steps), durationMs: 12 };
}

describe('the last Run store', () => {
  it('gives back what a Run returned, undefined, NaN, -0 and bigints included', () => {
    const store = createLastRunStore(localStorage, () => 42);
    const odd = { a: undefined, b: NaN, c: -0, d: 10n, e: [Infinity, undefined] };
    const run = finishedRun((_c, index) =>
      index === 0
        ? { status: 'fail', received: odd, differences: [{ kind: 'changed', path: ['a'], expected: 1, received: undefined }] }
        : {},
    );
    store.save('parse-tool-calls', 'code', run);
    const kept = store.load('parse-tool-calls')!;
    expect(kept.savedAt).toBe(42);
    expect(kept.code).toBe(codeFingerprint('code'));
    const back = fromStoredRun(kept.run, exercise)!;
    expect(back.cases[0]!.received).toStrictEqual(odd);
    expect(back.cases[0]!.differences).toStrictEqual(run.cases[0]!.differences);
    expect(back.summary).toEqual(run.summary);
    expect(back.steps.map((s) => s.status)).toEqual(run.steps.map((s) => s.status));
    // What the exercise says of a case comes from the exercise, not from storage.
    expect(back.cases[1]!.input).toBe(exercise.cases[1]!.input);
  });

  it('keeps a bounded amount of console output, and marks the rest as cut', () => {
    const store = createLastRunStore(localStorage);
    const line = { level: 'log' as const, text: 'x'.repeat(1_000) };
    store.save(
      'parse-tool-calls',
      'code',
      finishedRun(() => ({ output: { lines: [line, line, line], truncated: false } })),
    );
    const text = localStorage.getItem(lastRunKey('parse-tool-calls'))!;
    expect(text.length).toBeLessThan(MAX_LAST_RUN_CHARS);
    const cases = fromStoredRun(store.load('parse-tool-calls')!.run, exercise)!.cases;
    expect(cases[0]!.output.lines).toHaveLength(3);
    expect(cases.at(-1)!.output).toEqual({ lines: [], truncated: true });
  });

  it('keeps nothing (not even an older Run) when the results are too large', () => {
    const store = createLastRunStore(localStorage);
    store.save(
      'parse-tool-calls',
      'old',
      finishedRun(() => ({})),
    );
    store.save(
      'parse-tool-calls',
      'new',
      finishedRun(() => ({ received: 'y'.repeat(MAX_LAST_RUN_CHARS) })),
    );
    expect(store.load('parse-tool-calls')).toBeUndefined();
  });

  it('drops an entry that is damaged, or of cases the exercise no longer has', () => {
    const store = createLastRunStore(localStorage);
    for (const damaged of [
      '',
      '[]',
      '{"savedAt":1}',
      '{"savedAt":1,"code":"x","run":{"cases":[{"id":1}]}}',
      '{"savedAt":1,"code":"x","run":{"cases":[]},"typeErrors":[{"line":"one"}]}',
      '\u0000',
    ]) {
      localStorage.setItem(lastRunKey('parse-tool-calls'), damaged);
      expect(store.load('parse-tool-calls')).toBeUndefined();
    }
    store.save(
      'parse-tool-calls',
      'code',
      finishedRun(() => ({})),
    );
    const kept = store.load('parse-tool-calls')!;
    expect(fromStoredRun({ ...kept.run, cases: kept.run.cases.slice(1) }, exercise)).toBeUndefined();
  });

  it('never throws when storage refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const store = createLastRunStore(refusing);
    expect(() =>
      store.save(
        'parse-tool-calls',
        'code',
        finishedRun(() => ({})),
      ),
    ).not.toThrow();
    expect(store.load('parse-tool-calls')).toBeUndefined();
  });
});
