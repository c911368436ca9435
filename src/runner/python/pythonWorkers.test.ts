import { describe, expect, it, vi } from 'vitest';
import type { FrameFactory } from '../sandbox/sandboxPort';
import { createPythonWorkers } from './pythonWorkerFactory';
import { createPythonStatusStore } from './pythonStatus';

// The module reads where the site serves Pyodide from the build's virtual module.
vi.mock('virtual:pyodide-files', () => ({ pyodideDir: 'pyodide-test/', pyodideFiles: [], pyodideVersion: 'test' }));

/** Frames that never load: each port stays "starting"; the test only counts them and reads their policy. */
function frames() {
  const made: { srcdoc: string; removed: boolean }[] = [];
  const createFrame: FrameFactory = (srcdoc) => {
    const frame = { srcdoc, removed: false };
    made.push(frame);
    return { post: () => {}, remove: () => (frame.removed = true) };
  };
  return { made, createFrame };
}

describe('createPythonWorkers', () => {
  it('starts nothing until asked, then one worker whose frame policy allows WebAssembly', () => {
    const { made, createFrame } = frames();
    const workers = createPythonWorkers({ loadWorkerCode: async () => new Blob(['']), createFrame }, createPythonStatusStore());
    expect(made).toHaveLength(0);
    workers.prepare();
    expect(made).toHaveLength(1);
    expect(made[0]!.srcdoc).toContain("'wasm-unsafe-eval'");
    // No JavaScript text is evaluated in a Python frame: not even through ctypes and emscripten_run_script.
    expect(made[0]!.srcdoc).not.toContain("'unsafe-eval'");
    expect(made[0]!.srcdoc).not.toContain('connect-src');
  });

  it('hands out the prepared worker, and starts the next only once that one is ready', async () => {
    const { made, createFrame } = frames();
    const workers = createPythonWorkers({ loadWorkerCode: async () => new Blob(['']), createFrame }, createPythonStatusStore());
    workers.prepare();
    workers.factory();
    await Promise.resolve();
    // The first is not ready (its frame never loads): no second Pyodide starts beside it.
    expect(made).toHaveLength(1);
    // A second Run meanwhile gets a fresh worker of its own, never the first one again.
    const second = workers.factory();
    expect(made).toHaveLength(2);
    second.terminate();
    expect(made[1]!.removed).toBe(true);
  });
});
