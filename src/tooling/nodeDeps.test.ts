// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { workerPools } from './nodeDeps';

describe('workerPools', () => {
  it('takes its Python workers from pools given to it (--watch keeps them), and its TypeScript workers never', () => {
    const kept = workerPools(resolve('exercises'));
    const pools = workerPools(resolve('exercises'), { python: kept });
    expect(pools.deps('python').createWorker).toBe(kept.deps('python').createWorker);
    expect(pools.deps('typescript').createWorker).not.toBe(kept.deps('typescript').createWorker);
    // Python runs judge generated inputs with the TypeScript reference: in these pools' TypeScript workers.
    expect(pools.deps('python').typescript?.createWorker).toBe(pools.deps('typescript').createWorker);
    expect(pools.started()).toEqual({ typescript: 0, python: 0 });
    pools.dispose();
    kept.dispose();
  });
});
