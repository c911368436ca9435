// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { exercises } from 'virtual:all-exercises';
import { FakeStorage } from '../../test/fixtures/fakeStorage';
import { pendingCase } from '../../grading/gradeCase';
import { summarizeRun, summarizeSteps } from '../../grading/summarize';
import type { RunState } from '../../grading/runState';
import { TEST_COURSE as BUILT_IN_COURSE } from '../../test/fixtures/submissionFolder';
import { createCodeStore } from '../codeStore';
import { createLastRunStore } from '../lastRunStore';
import { buildSubmission } from './buildSubmission';
import { readSubmission } from './readSubmission';
import { MAX_SUBMISSION_CHARS } from './submissionFormat';

const parse = exercises.find((e) => e.slug === 'parse-tool-calls')!;
const agent = exercises.find((e) => e.slug === 'agent-loop')!;
const SAVED = Date.UTC(2026, 11, 1, 9, 30);
const NOW = Date.UTC(2026, 11, 2, 10, 0);

/** A finished Run of parse-tool-calls in which the first `failing` cases failed. */
function runWith(failing: number): RunState {
  const cases = parse.cases.map((c, index) => ({ ...pendingCase(c), status: index < failing ? ('fail' as const) : ('pass' as const) }));
  const steps = summarizeSteps(parse.steps, cases);
  return { phase: 'done', runId: 1, cases, steps, summary: summarizeRun(steps), durationMs: 5 };
}

function sources() {
  const storage = new FakeStorage();
  const codeStore = createCodeStore(storage, () => SAVED);
  const lastRuns = createLastRunStore(storage, () => SAVED + 1000);
  return { codeStore, lastRuns };
}

async function sampleFile() {
  const s = sources();
  s.codeStore.save('parse-tool-calls', 'export function parseToolCalls() {}');
  s.lastRuns.save('parse-tool-calls', 'export function parseToolCalls() {}', runWith(2));
  s.codeStore.save('agent-loop.py', 'def run_agent(): pass');
  return buildSubmission(BUILT_IN_COURSE, '  Ada Lovelace ', [parse, agent], s, NOW);
}

describe('buildSubmission and readSubmission', () => {
  it('round-trips each saved language with the verdict its last Run showed', async () => {
    const built = await sampleFile();
    expect(built.entries).toBe(2);
    expect(built.fileName).toBe('tool-calling-course-ada-lovelace-2026-12-02.submission.json');
    const read = await readSubmission(built.text, BUILT_IN_COURSE);
    expect(read.kind).toBe('read');
    if (read.kind !== 'read') return;
    expect(read.intact).toBe(true);
    expect(read.submission).toMatchObject({ learner: 'Ada Lovelace', course: BUILT_IN_COURSE, createdAt: '2026-12-02T10:00:00.000Z' });
    const [ts, py] = read.entries;
    expect(ts).toEqual({
      ok: true,
      entry: {
        exercise: 'parse-tool-calls',
        language: 'typescript',
        code: 'export function parseToolCalls() {}',
        savedAt: '2026-12-01T09:30:00.000Z',
        verdict: {
          passed: false,
          steps: { passed: expect.any(Number), total: parse.steps.length },
          cases: { passed: parse.cases.length - 2, total: parse.cases.length },
          ranAt: '2026-12-01T09:30:01.000Z',
          ofThisCode: true,
        },
      },
    });
    expect(py).toEqual({
      ok: true,
      entry: expect.objectContaining({ exercise: 'agent-loop', language: 'python', code: 'def run_agent(): pass' }),
    });
    expect(py?.ok && py.entry.verdict).toBeUndefined();
  });

  it('says a Run was of earlier code when the code was edited after it', async () => {
    const s = sources();
    s.lastRuns.save('parse-tool-calls', 'old code', runWith(0));
    s.codeStore.save('parse-tool-calls', 'new code');
    const read = await readSubmission((await buildSubmission(BUILT_IN_COURSE, 'Ada', [parse], s, NOW)).text, BUILT_IN_COURSE);
    expect(read.kind === 'read' && read.entries[0]?.ok && read.entries[0].entry.verdict).toMatchObject({ passed: true, ofThisCode: false });
  });

  it('has nothing to hand in when no code was saved', async () => {
    const built = await buildSubmission(BUILT_IN_COURSE, 'Ada', [parse], sources(), NOW);
    expect(built.entries).toBe(0);
    expect(built.fileName).toBe('tool-calling-parse-tool-calls-ada-2026-12-02.submission.json');
  });

  it('still reads a file re-indented or with its keys reordered as unchanged (the checksum is over canonical JSON)', async () => {
    const data = JSON.parse((await sampleFile()).text) as Record<string, unknown>;
    const reordered = Object.fromEntries(Object.entries(data).reverse());
    const read = await readSubmission(JSON.stringify(reordered), BUILT_IN_COURSE);
    expect(read).toMatchObject({ kind: 'read', intact: true });
  });

  it('reports a file edited after it was downloaded, and still reads it', async () => {
    const text = (await sampleFile()).text.replace('"passed": false', '"passed": true');
    expect(await readSubmission(text, BUILT_IN_COURSE)).toMatchObject({ kind: 'read', intact: false });
    const added = JSON.stringify({ ...(JSON.parse((await sampleFile()).text) as object), note: 'hi' });
    expect(await readSubmission(added, BUILT_IN_COURSE)).toMatchObject({ kind: 'read', intact: false });
  });
});

describe('readSubmission of damaged and foreign files', () => {
  it('names a file that is not JSON, or cut short', async () => {
    const text = (await sampleFile()).text;
    expect(await readSubmission('hello', BUILT_IN_COURSE)).toMatchObject({
      kind: 'damaged',
      message: expect.stringMatching(/^not valid JSON/),
    });
    expect(await readSubmission(text.slice(0, 200), BUILT_IN_COURSE)).toMatchObject({
      kind: 'damaged',
      message: expect.stringMatching(/cut short/),
    });
  });

  it('names JSON of another shape, a progress file and a newer format', async () => {
    expect(await readSubmission('[1, 2]', BUILT_IN_COURSE)).toMatchObject({
      kind: 'damaged',
      message: expect.stringMatching(/not an object/),
    });
    const progress = JSON.stringify({ format: 'tool-calling-playground-progress', version: 1 });
    expect(await readSubmission(progress, BUILT_IN_COURSE)).toMatchObject({ message: expect.stringMatching(/not a submission file/) });
    const newer = JSON.stringify({ ...(JSON.parse((await sampleFile()).text) as object), version: 2 });
    expect(await readSubmission(newer, BUILT_IN_COURSE)).toMatchObject({
      kind: 'damaged',
      message: expect.stringMatching(/newer playground/),
    });
  });

  it('names the field of a damaged envelope, with the learner when the file names one', async () => {
    const data = JSON.parse((await sampleFile()).text) as Record<string, unknown>;
    const read = await readSubmission(JSON.stringify({ ...data, createdAt: 'yesterday' }), BUILT_IN_COURSE);
    expect(read).toMatchObject({ kind: 'damaged', learner: 'Ada Lovelace', message: expect.stringMatching(/^damaged: createdAt/) });
    const noChecksum = { ...data };
    delete noChecksum.checksum;
    expect(await readSubmission(JSON.stringify(noChecksum), BUILT_IN_COURSE)).toMatchObject({ message: expect.stringMatching(/checksum/) });
  });

  it('reads the good entries of a file with a damaged or repeated one', async () => {
    const data = JSON.parse((await sampleFile()).text) as { entries: Record<string, unknown>[] };
    const entries = [{ ...data.entries[0], code: 42 }, data.entries[1], data.entries[1]];
    const read = await readSubmission(JSON.stringify({ ...data, entries }), BUILT_IN_COURSE);
    expect(read.kind === 'read' && read.entries).toEqual([
      {
        ok: false,
        index: 0,
        exercise: 'parse-tool-calls',
        language: 'typescript',
        message: expect.stringMatching(/^entry 1 is damaged: code/),
      },
      { ok: true, entry: expect.objectContaining({ exercise: 'agent-loop' }) },
      {
        ok: false,
        index: 2,
        exercise: 'agent-loop',
        language: 'python',
        message: "entry 3 repeats an earlier entry's exercise and language",
      },
    ]);
  });

  it('tells a file of another course, and never reads a huge file', async () => {
    const other = await buildSubmission({ id: 'other-course', title: 'Other' }, 'Bob', [parse], { ...sources() }, NOW);
    expect(await readSubmission(other.text, BUILT_IN_COURSE)).toMatchObject({
      kind: 'foreign',
      learner: 'Bob',
      message: expect.stringMatching(/another course: “Other” \(id other-course\)/),
    });
    expect(await readSubmission(' '.repeat(MAX_SUBMISSION_CHARS + 1), BUILT_IN_COURSE)).toMatchObject({
      kind: 'damaged',
      message: expect.stringMatching(/too large/),
    });
  });
});
