// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { loadBundledDriver } from './bundledDrivers';

describe('loadBundledDriver', () => {
  // The glob is a path relative to this file, which nothing type-checks: when the file moved, it matched nothing.
  it('finds the driver of every exercise folder', async () => {
    const slugs = readdirSync(resolve('exercises'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      const driver = await loadBundledDriver(slug);
      expect(typeof driver.run, slug).toBe('function');
    }
  });

  it('says which exercise has no driver', async () => {
    await expect(loadBundledDriver('no-such-exercise')).rejects.toThrow('No driver for exercise "no-such-exercise"');
  });
});
