// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import * as driverKit from 'playground/driver';
import * as generatorKit from 'playground/generator';
import { PUBLIC_IMPORTS } from './publicImports';

describe('the public import names of exercise files', () => {
  test('tsconfig.json maps the same names to the same files, so TypeScript and tsx agree with Vite', () => {
    const tsconfig = JSON.parse(readFileSync(new URL('../../../tsconfig.json', import.meta.url), 'utf8')) as {
      compilerOptions: { paths: Record<string, string[]> };
    };
    const fromTsconfig = Object.fromEntries(
      Object.entries(tsconfig.compilerOptions.paths).map(([name, [file]]) => [name, file?.replace(/^\.\//, '')]),
    );
    expect(fromTsconfig).toEqual(PUBLIC_IMPORTS);
  });

  test('version 1 of the kit exports what docs/courses.md lists', () => {
    expect(driverKit.DRIVER_KIT_VERSION).toBe(1);
    expect(Object.keys(driverKit).sort()).toEqual(
      [
        'DRIVER_KIT_VERSION',
        'SEED_TOOLS',
        'ShapeError',
        'copyOf',
        'decoratedSource',
        'defLine',
        'defineDriver',
        'describeValue',
        'exported',
        'functionTool',
        'hasOwn',
        'isArray',
        'isObject',
        'isPlainObject',
        'isSeedTool',
        'jsonCopy',
        'ownKeys',
        'plainCopy',
        'plainOrDescribed',
        'sameData',
        'scriptedErrors',
        'seedSearch',
        'seedStockPrice',
        'seedTool',
        'z',
      ].sort(),
    );
    expect(Object.keys(generatorKit)).toEqual(['defineGenerator']);
  });
});
