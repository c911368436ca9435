import { describe, expect, it, vi } from 'vitest';
import { createPyodideFileLoader } from './pyodideFiles';

/** A response whose body arrives in the given chunks. */
function streamed(...chunks: string[]): Response {
  const encoder = new TextEncoder();
  return new Response(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
  );
}

const files = [
  { name: 'a.wasm', bytes: 6 },
  { name: 'b.zip', bytes: 4 },
];

describe('createPyodideFileLoader', () => {
  it('fetches each file from the folder once, reporting bytes as they arrive against the known total', async () => {
    const fetch = vi.fn(async (url: string) => (url.endsWith('a.wasm') ? streamed('abc', 'def') : streamed('wxyz')));
    const progress: [number, number][] = [];
    const loader = createPyodideFileLoader({
      baseUrl: 'https://site.test/app/pyodide-1/',
      files,
      fetch,
      onProgress: (loaded, total) => progress.push([loaded, total]),
    });
    const first = await loader.load();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://site.test/app/pyodide-1/a.wasm',
      'https://site.test/app/pyodide-1/b.zip',
    ]);
    expect(new TextDecoder().decode(first['a.wasm'])).toBe('abcdef');
    expect(progress[0]).toEqual([0, 10]);
    expect(progress.at(-1)).toEqual([10, 10]);
    expect(progress.map(([loaded]) => loaded)).toEqual([...progress.map(([loaded]) => loaded)].sort((x, y) => x - y));
    // A second worker gets buffers of its own (the first ones are transferred away), without a new download.
    const second = await loader.load();
    expect(second['a.wasm']).not.toBe(first['a.wasm']);
    expect(new TextDecoder().decode(second['b.zip'])).toBe('wxyz');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says which file failed, and tries again on the next call', async () => {
    let fail = true;
    const fetch = vi.fn(async () => (fail ? new Response('', { status: 404 }) : streamed('x')));
    const loader = createPyodideFileLoader({ baseUrl: 'https://site.test/', files: [{ name: 'a.wasm', bytes: 1 }], fetch });
    await expect(loader.load()).rejects.toThrow('a.wasm could not be downloaded (HTTP 404)');
    fail = false;
    await expect(loader.load()).resolves.toHaveProperty('a.wasm');
  });
});
