import { onceUntilFailure } from '../worker/onceUntilFailure';

/**
 * The page's side of Pyodide's files: fetched once from the site's own
 * origin (and so cached by the service worker), counted as they arrive for
 * the progress bar, and handed to each Python worker as buffers of its own
 * (they are transferred into the sandbox, which leaves the page's copy empty).
 */
export interface PyodideFileLoaderOptions {
  /** The folder the files are in, as a URL (`.../pyodide-314.0.7/`). */
  baseUrl: string;
  files: { name: string; bytes: number }[];
  fetch: (url: string) => Promise<Response>;
  /** Bytes received so far of all files together, and the total. */
  onProgress?: (loaded: number, total: number) => void;
}

export interface PyodideFileLoader {
  /** Fresh copies of every file; the first call downloads them, a failed download is tried again next call. */
  load(): Promise<Record<string, ArrayBuffer>>;
}

export function createPyodideFileLoader(options: PyodideFileLoaderOptions): PyodideFileLoader {
  const total = options.files.reduce((sum, file) => sum + file.bytes, 0);
  const download = onceUntilFailure(async () => {
    const received = new Map<string, number>();
    const report = () =>
      options.onProgress?.(
        [...received.values()].reduce((a, b) => a + b, 0),
        total,
      );
    report();
    const entries = await Promise.all(
      options.files.map(async ({ name }) => {
        const response = await options.fetch(new URL(name, options.baseUrl).href);
        if (!response.ok || !response.body) throw new Error(`${name} could not be downloaded (HTTP ${response.status})`);
        const reader = response.body.getReader();
        const chunks: Uint8Array[] = [];
        let size = 0;
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          chunks.push(chunk.value);
          size += chunk.value.byteLength;
          received.set(name, size);
          report();
        }
        const bytes = new Uint8Array(size);
        let offset = 0;
        for (const chunk of chunks) {
          bytes.set(chunk, offset);
          offset += chunk.byteLength;
        }
        return [name, bytes.buffer] as const;
      }),
    );
    return new Map(entries);
  });

  return {
    async load() {
      const files = await download();
      return Object.fromEntries([...files].map(([name, buffer]) => [name, buffer.slice(0)]));
    },
  };
}
