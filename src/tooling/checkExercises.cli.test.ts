// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { spawn, execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { scaffoldFiles } from './scaffold';

/** Fixture roots sit one level inside the repository, so the scaffold's driver imports (`../../src/...`) resolve. */
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function exercisesRoot(...slugs: string[]): string {
  const root = mkdtempSync(resolve('.scaffold-test-'));
  roots.push(root);
  slugs.forEach((slug) => {
    for (const [name, text] of Object.entries(scaffoldFiles(slug))) {
      mkdirSync(join(root, slug, name, '..'), { recursive: true });
      writeFileSync(join(root, slug, name), text);
    }
  });
  return root;
}

const CLI = ['--import', 'tsx', 'scripts/check-exercises.ts'];

const generator = (input: string) =>
  `import { defineGenerator } from '../../src/generatedCases/defineGenerator';
export default defineGenerator({ title: 'Random names', runs: 10, promoteToStep: 'basics', input: (fc) => ${input} });
`;

/** The CLI's output so far, and a way to wait (on its output events, with a deadline) for a line to appear after a mark. */
function startWatching(...args: string[]) {
  const child = spawn(process.execPath, [...CLI, '--watch', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    out += chunk.toString();
    listeners.forEach((listener) => listener());
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
  return {
    child,
    exited,
    get out() {
      return out;
    },
    /** Resolves with the output after `from` once it matches `pattern`; rejects after `ms` with what was printed. */
    waitFor(pattern: RegExp, from: number, ms = 60_000): Promise<string> {
      return new Promise((done, fail) => {
        const test = () => {
          const since = out.slice(from);
          if (!pattern.test(since)) return false;
          listeners.delete(test);
          clearTimeout(deadline);
          done(since);
          return true;
        };
        const deadline = setTimeout(() => {
          listeners.delete(test);
          fail(new Error(`no ${pattern} within ${ms} ms; the output was:\n${out}`));
        }, ms);
        if (!test()) listeners.add(test);
      });
    },
  };
}

describe('npm run exercises:check -- --watch', () => {
  it('rechecks only the exercise whose file changed, reports a YAML error at once, and stops cleanly on Ctrl+C', async () => {
    const root = exercisesRoot('alpha', 'beta');
    // beta has generated cases too, and a reference that refuses a name that is not a string.
    writeFileSync(join(root, 'beta', 'generator.ts'), generator('fc.record({ name: fc.string() })'));
    const solution = join(root, 'beta', 'solution.ts');
    writeFileSync(
      solution,
      readFileSync(solution, 'utf8').replace(
        'return `Hello',
        "if (typeof name !== 'string') throw new TypeError('name must be a string');\n  return `Hello",
      ),
    );
    const watch = startWatching(root);
    try {
      const first = await watch.waitFor(/Watching .* for changes \(Ctrl\+C to stop\)\./, 0, 90_000);
      expect(first).toMatch(/^✓ alpha /m);
      expect(first).toMatch(/^✓ beta /m);

      // A YAML error in alpha: alpha alone is rechecked, and the error is reported without running code.
      const cases = join(root, 'alpha', 'cases.yaml');
      const good = readFileSync(cases, 'utf8');
      let mark = watch.out.length;
      writeFileSync(cases, good.replace('    input:\n      name: Ada', '    input: {name: Ada\n'));
      const broken = await watch.waitFor(/Watching/, mark);
      expect(broken).toMatch(/── \S+ alpha\/cases\.yaml changed: rechecking alpha ──/);
      expect(broken).toMatch(/^✗ alpha\s[\s\S]*cases\.yaml:\d+: this is not valid YAML/m);
      expect(broken).not.toContain('beta');
      expect(broken).toMatch(/Checked in 0\.\d s\./);

      // Fixed again: alpha passes, still without beta.
      mark = watch.out.length;
      writeFileSync(cases, good);
      const fixed = await watch.waitFor(/Watching/, mark);
      expect(fixed).toMatch(/^✓ alpha /m);
      expect(fixed).not.toContain('beta');

      // A mistake added to beta: beta is rechecked and its new mistake reported.
      mark = watch.out.length;
      writeFileSync(join(root, 'beta', 'mistakes', 'not-a-mistake.ts'), readFileSync(join(root, 'beta', 'solution.ts'), 'utf8'));
      const added = await watch.waitFor(/Watching/, mark);
      expect(added).toMatch(/rechecking beta ──/);
      expect(added).toMatch(/mistakes\/not-a-mistake\.ts: no case catches this mistake/);
      expect(added).not.toContain('alpha');

      // An edited generator is imported afresh, not taken from the module cache.
      mark = watch.out.length;
      writeFileSync(join(root, 'beta', 'generator.ts'), generator('fc.constant({ name: 42 })'));
      const regenerated = await watch.waitFor(/Watching/, mark);
      expect(regenerated).toMatch(/── \S+ beta\/generator\.ts changed: rechecking beta ──/);
      expect(regenerated).toMatch(/beta\/generator\.ts: The reference solution failed on a generated input.*name must be a string/);

      mark = watch.out.length;
      watch.child.kill('SIGINT');
      expect(await watch.exited).toBe(0);
      expect(watch.out.slice(mark)).toContain('Stopped watching.');
    } finally {
      watch.child.kill();
    }
  }, 180_000);
});

describe('npm run exercises:check -- --explain', () => {
  const cli = (...args: string[]) => {
    try {
      return { status: 0, out: execFileSync(process.execPath, [...CLI, ...args], { encoding: 'utf8', stdio: 'pipe' }) };
    } catch (error) {
      const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
      return { status, out: stdout + stderr };
    }
  };

  it('names the mistakes a case catches, the cases that catch a mistake, and says so when the name is unknown', () => {
    const root = exercisesRoot('greeter');
    writeFileSync(join(root, 'greeter', 'mistakes', 'shouts.ts'), 'export function greeter(name: string) { return `HELLO, ${name}!`; }\n');

    const byCase = cli(join(root, 'greeter'), '--explain', 'greets-by-name');
    expect(byCase.status).toBe(0);
    expect(byCase.out).toMatch(
      /Case greets-by-name \(greeter, step basics\): .+\n {2}It catches 2 known mistakes:\n {4}empty-greeting\.ts/,
    );
    expect(byCase.out).toMatch(/ {4}shouts\.ts {2}\(no other case catches it\)/);

    const byMistake = cli(join(root, 'greeter'), '--explain', 'shouts');
    expect(byMistake.out).toMatch(/Mistake shouts\.ts \(greeter, TypeScript\): caught by 1 case\n {4}basics: greets-by-name/);

    const unknown = cli(join(root, 'greeter'), '--explain', 'nothing-by-this-name');
    expect(unknown.status).toBe(2);
    expect(unknown.out).toContain('No case or known mistake is named "nothing-by-this-name" in greeter.');
  }, 120_000);
});

describe('npm run exercises:check -- --timings', () => {
  it('says under each exercise where its time went, and the same summed over the check at the end', () => {
    const root = exercisesRoot('alpha', 'beta');
    const out = execFileSync(process.execPath, [...CLI, root, '--timings'], { encoding: 'utf8', stdio: 'pipe' });
    const time =
      /^ {4}Time: TypeScript reference solution \(1\) \d+\.\d s, TypeScript starter \(1\) \d+\.\d s, TypeScript alternatives \(0\) \d+\.\d s, TypeScript mistakes \(1\) \d+\.\d s; type-check \d+\.\d s beside the runs \(waited for: \d+\.\d s\); workers started: TypeScript \d+, Python 0$/m;
    expect(out).toMatch(new RegExp(`^✓ alpha .*\\n${time.source}`, 'm'));
    expect(out).toMatch(new RegExp(`^✓ beta .*\\n${time.source}`, 'm'));
    expect(out).toMatch(
      /^Where the time went: TypeScript reference solution \(2\) \d+\.\d s, .*TypeScript mistakes \(2\) \d+\.\d s; type-check .*; workers started: TypeScript [1-9]\d*, Python 0\.$/m,
    );
    // Without the flag, none of it.
    const plain = execFileSync(process.execPath, [...CLI, root], { encoding: 'utf8', stdio: 'pipe' });
    expect(plain).not.toMatch(/Time:|Where the time went/);
  }, 120_000);
});
