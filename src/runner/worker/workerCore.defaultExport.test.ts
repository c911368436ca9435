import { describe, expect, it } from 'vitest';
import { createWorkerCore } from './workerCore';
import { compile } from '../host/compile';
import type { WorkerMessage } from '../protocol';

describe('createWorkerCore', () => {
  it('tells a learner who wrote `export default` to use a named export, not to add "export"', async () => {
    const posted: WorkerMessage[] = [];
    const core = createWorkerCore({ post: (m) => posted.push(m), loadDriver: async () => ({ run: (l, i) => l.entry(i) }) });
    const compiled = compile('export default function solve() {}') as { code: string };
    await core.handle({ type: 'load', runId: 1, slug: 'tiny', code: compiled.code, entry: 'solve', modules: [] });
    const reply = posted.at(-1)!;
    expect(reply.type).toBe('load-error');
    const message = reply.type === 'load-error' ? reply.error.message : '';
    expect(message).not.toContain('Put "export" in front of it');
    expect(message).toMatch(/default/);
  });
});
