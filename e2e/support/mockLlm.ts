/**
 * mock-llm (npm `@dwmkerr/mock-llm`), an OpenAI-compatible server that nobody
 * here wrote, started from its own bin on 127.0.0.1 and a free port, with the
 * rules a test gives it (its YAML config: a JMESPath `match` on the request,
 * then the status and body to send). It sends no CORS headers: put
 * corsProxy.ts in front of it for a browser.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, freePort } from './server';

/** One of mock-llm's rules (its README, "Customising Responses"). */
export interface MockLlmRule {
  path: string;
  method?: string;
  /** A JMESPath expression over `{ body, headers, method, path, query }`; the last matching rule wins. */
  match?: string;
  response: { status: number; content: string };
}

export interface MockLlm {
  origin: string;
  /** What it printed: one line per request it received, which helps when a test fails. */
  log(): string;
  stop(): Promise<void>;
}

const PACKAGE = join(ROOT, 'node_modules', '@dwmkerr', 'mock-llm');

export async function startMockLlm(rules: MockLlmRule[], { timeoutMs = 15_000 } = {}): Promise<MockLlm> {
  const bin = (JSON.parse(readFileSync(join(PACKAGE, 'package.json'), 'utf8')) as { bin: Record<string, string> }).bin['mock-llm']!;
  const dir = mkdtempSync(join(tmpdir(), 'mock-llm-'));
  const config = join(dir, 'mock-llm.json');
  // JSON is YAML: its loader reads this as it is.
  writeFileSync(config, JSON.stringify({ rules }));
  const port = await freePort();
  const child = spawn(process.execPath, [join(PACKAGE, bin), '--config', config], {
    cwd: dir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Ready when it says so; an exit before that is a failure with what it printed.
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock-llm did not start within ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(`server running on 127.0.0.1:${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock-llm exited (${code}) before it was ready:\n${output}`));
    });
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    log: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
