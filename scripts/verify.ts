/**
 * npm run verify: what CI checks before the browser tests, in one command: the type check, ESLint with the
 * import layers, Prettier's format check (side by side: each is mostly one core's work), then the unit and
 * component tests. Each check's output is printed whole when it ends; exits non-zero if any failed.
 */
import { spawn } from 'node:child_process';

function run(script: string): Promise<{ script: string; ok: boolean; output: string; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ script, ok: code === 0, output, seconds: (performance.now() - started) / 1000 }));
  });
}

function report(result: Awaited<ReturnType<typeof run>>): boolean {
  console.log(`\n--- npm run ${result.script}: ${result.ok ? 'ok' : 'FAILED'} (${result.seconds.toFixed(0)} s)`);
  if (!result.ok || result.script === 'test') console.log(result.output.trimEnd());
  return result.ok;
}

const checks = await Promise.all(['typecheck', 'lint', 'format:check'].map(run));
const checked = checks.map(report).every(Boolean);
const tests = report(await run('test'));
console.log(checked && tests ? '\nAll checks passed.' : '\nSome checks failed (above).');
process.exit(checked && tests ? 0 : 1);
