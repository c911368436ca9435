/**
 * `npm run grade -- <slug> <file>`: one file, anyone's, graded (or traced) in the built site's sandbox in
 * headless Chromium, with the exit status a script reads; and a clear message when there is no browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { exercise } from './support/exercise';
import { CHROMIUM_PATH } from './support/browser';
import { ROOT } from './support/server';

const run = promisify(execFile);
let dir: string;

type Outcome = { code: number; stdout: string; stderr: string };
const grade = (args: string[], env: Record<string, string> = { PLAYGROUND_CHROMIUM: CHROMIUM_PATH }): Promise<Outcome> =>
  run(process.execPath, ['--import', 'tsx', 'scripts/grade.ts', ...args], { cwd: ROOT, env: { ...process.env, ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: Outcome) => error,
  );

/** A learner's mistake: every well-formed call is kept, known tool or not. */
const KEEPS_UNKNOWN_TOOLS = [
  'export function parseToolCalls(text: string, registry: Record<string, unknown>) {',
  '  const calls: [string, unknown][] = [];',
  '  for (const match of text.matchAll(/<tool_call>(.*?)<\\/tool_call>/gs)) {',
  '    const data = JSON.parse(match[1]!);',
  '    calls.push([data.name, data.arguments]);',
  '  }',
  '  return [calls, []];',
  '}',
].join('\n');

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'grade-file-'));
  writeFileSync(join(dir, 'solution.py'), exercise.python!.solution);
  writeFileSync(join(dir, 'mistake.ts'), KEEPS_UNKNOWN_TOOLS);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run grade -- <slug> <file>', () => {
  it('passes a correct Python file with exit status 0, every step and the random inputs', async () => {
    const outcome = await grade([exercise.slug, join(dir, 'solution.py')]);
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toMatch(/^parse-tool-calls: All \d+ steps passed/);
    expect(outcome.stdout).toMatch(/100 random inputs/);
  }, 180_000);

  it('fails a wrong TypeScript file with exit status 1, naming the failing cases', async () => {
    const outcome = await grade([exercise.slug, join(dir, 'mistake.ts'), '--json']);
    expect(outcome.code).toBe(1);
    const report = JSON.parse(outcome.stdout) as { passed: boolean; steps: { id: string; status: string }[] };
    expect(report.passed).toBe(false);
    expect(report.steps.some((step) => step.status !== 'pass')).toBe(true);
  }, 180_000);

  it('traces one case of the file: the lines it ran, in order, with its variables', async () => {
    const outcome = await grade([exercise.slug, join(dir, 'mistake.ts'), '--trace', 'unknown-tool']);
    expect(outcome.code).toBe(0);
    expect(outcome.stdout).toMatch(/^Trace of unknown-tool: /);
    expect(outcome.stdout).toMatch(/calls = \[\["weather", \{\}\]\]/);
  }, 180_000);

  it('says how to get a browser when the one named cannot start, with exit status 2', async () => {
    const outcome = await grade([exercise.slug, join(dir, 'mistake.ts')], { PLAYGROUND_CHROMIUM: join(dir, 'no-browser') });
    expect(outcome).toMatchObject({ code: 2, stderr: expect.stringContaining(`No browser can be started at ${join(dir, 'no-browser')}`) });
  });
});
