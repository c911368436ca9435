/**
 * Builds the site and serves `dist/` with `vite preview`, for the e2e tests
 * (globalSetup) and the benchmark (scripts/bench.ts). Vite is started as
 * `node node_modules/vite/bin/vite.js ...`, not through npx, so the process
 * we stop is the server itself.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const HOST = '127.0.0.1';

/**
 * Runs `vite build` (with another config file, if given); its output is printed only if it fails.
 * `course`: another course's folder (as `npm run build -- --course` gives it), built into `outDir`.
 */
export async function buildSite({ config, course, outDir }: { config?: string; course?: string; outDir?: string } = {}): Promise<void> {
  const configArgs = config ? ['--config', config] : [];
  const outArgs = outDir ? ['--outDir', outDir] : [];
  const child = spawn(process.execPath, [VITE, 'build', '--logLevel', 'warn', ...configArgs, ...outArgs], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    // A production build whatever runs this: Vitest sets NODE_ENV=test, which would make Vite
    // bundle React's development build (StrictMode double renders, dev-only warnings).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      ...(course ? { PLAYGROUND_COURSE: course } : {}),
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((done, fail) => {
    child.on('error', fail);
    child.on('exit', done);
  });
  if (code !== 0) throw new Error(`vite build failed (exit ${code}):\n${output}`);
}

export function distExists(): boolean {
  return existsSync(join(ROOT, 'dist', 'index.html'));
}

/** True when dist/ is missing or older than any source the build reads. */
export function distIsStale(): boolean {
  const built = join(ROOT, 'dist', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const sources = ['src', 'exercises', 'public', 'plugins', 'index.html', 'vite.config.ts', 'package-lock.json'];
  return sources.some((name) => newestMtime(join(ROOT, name)) > builtAt);
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestMtime(join(path, name))), stat.mtimeMs);
}

/** A port the OS says is free right now (the server is started with --strictPort, so a race fails loudly). */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.on('error', fail);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

export interface PreviewServer {
  /** The site's address, ending in "/". */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts `vite preview` on a free port and resolves once it answers with the page.
 * `base` serves the same build under a sub-path, as a static host might; `outDir`, another copy of it.
 */
export async function startPreview({ timeoutMs = 30_000, base = '/', outDir = 'dist' } = {}): Promise<PreviewServer> {
  const port = await freePort();
  const url = `http://${HOST}:${port}${base}`;
  const child: ChildProcess = spawn(
    process.execPath,
    [VITE, 'preview', '--host', HOST, '--port', String(port), '--strictPort', '--base', base, '--outDir', outDir],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' } },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  let exited: number | null | undefined;
  const exit = new Promise<void>((done) =>
    child.on('exit', (code) => {
      exited = code;
      done();
    }),
  );

  const stop = async () => {
    if (exited === undefined) {
      child.kill('SIGTERM');
      const killLater = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exit;
      clearTimeout(killLater);
    }
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited !== undefined) throw new Error(`vite preview exited (${exited}) before answering:\n${output}`);
    try {
      const response = await fetch(url);
      if (response.ok && (await response.text()).includes('id="root"')) return { url, stop };
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`vite preview did not answer at ${url} within ${timeoutMs} ms:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}
