// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureBundle } from './bundleSizes';

let dist: string | undefined;
afterEach(() => dist && rmSync(dist, { recursive: true, force: true }));

function site(files: Record<string, string>) {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<script type="module" crossorigin src="./assets/index-a.js"></script>');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dist, 'assets', name), text);
  return dist;
}

describe('measureBundle', () => {
  it('counts static imports as needed before a chunk runs, and lazy ones only in the total', () => {
    const sizes = measureBundle(
      site({
        'index-a.js': 'import{r as e}from"./runtime-b.js";const M=()=>import("./MonacoEditor-c.js");',
        'runtime-b.js': 'export const r=1;',
        'MonacoEditor-c.js': 'import"./editor.api-d.js";export{x}from"./runtime-b.js";',
        'editor.api-d.js': Array.from({ length: 400 }, (_, i) => (i * 7919) % 1009).join(','),
        'lazy-e.js': 'y',
      }),
    );
    expect(sizes.lesson.files).toBe(2);
    expect(sizes.editor.files).toBe(4);
    expect(sizes.total.files).toBe(5);
    expect(sizes.editor.bytes).toBeGreaterThan(sizes.lesson.bytes + 1000);
    expect(sizes.largest[0]!.file).toBe('editor.api-d.js');
  });

  it("counts the heaviest exercise's data before the lesson, and every exercise in the total", () => {
    const sizes = measureBundle(
      site({
        'index-a.js': 'const x={"a":()=>import("./exercise-a-1.js"),"b":()=>import("./exercise-b-2.js")};',
        'MonacoEditor-c.js': '',
        'exercise-a-1.js': 'export const exercise=1;',
        'exercise-b-2.js': `export const exercise=${JSON.stringify(Array.from({ length: 300 }, (_, i) => (i * 7919) % 1009))};`,
      }),
    );
    expect(sizes.lesson.files).toBe(2);
    expect(sizes.lesson.bytes).toBeGreaterThan(1000);
    expect(sizes.total.files).toBe(4);
  });

  it("counts Python (its worker and Pyodide's files) apart from the total", () => {
    const dir = site({ 'index-a.js': '', 'MonacoEditor-c.js': '', 'browserPythonWorker-f.js': 'p'.repeat(100) });
    mkdirSync(join(dir, 'pyodide-1.0.0'));
    writeFileSync(join(dir, 'pyodide-1.0.0', 'pyodide.asm.wasm'), 'w'.repeat(1000));
    const sizes = measureBundle(dir);
    expect(sizes.total.files).toBe(2);
    expect(sizes.python).toMatchObject({ files: 2, bytes: 1100 });
  });

  it("counts the heaviest exercise's page and its stylesheet as what the first paint needs, and no page when there is none", () => {
    const dir = site({ 'index-a.js': '', 'MonacoEditor-c.js': '', 'index-s.css': 'body{}' });
    expect(measureBundle(dir).page).toEqual({ files: 0, bytes: 0, gzip: 0 });
    const page = (lesson: string) => `<link rel="stylesheet" crossorigin href="./assets/index-s.css"><div id="root">${lesson}</div>`;
    for (const [slug, lesson] of [
      ['short', 'a'],
      ['long', 'b'.repeat(5000)],
    ] as const) {
      mkdirSync(join(dir, slug));
      writeFileSync(join(dir, slug, 'index.html'), page(lesson));
    }
    expect(measureBundle(dir).page).toMatchObject({ files: 2, bytes: page('b'.repeat(5000)).length + 'body{}'.length });
  });

  it('says so when the editor is no longer a chunk of its own', () => {
    expect(() => measureBundle(site({ 'index-a.js': '' }))).toThrow(/no MonacoEditor chunk/);
  });
});
