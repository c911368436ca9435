// @vitest-environment node
import { readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBundledDriver } from './bundledDrivers';

const exercisesDir = resolve('exercises');
const slugs = readdirSync(exercisesDir).filter((slug) => existsSync(join(exercisesDir, slug, 'driver.ts')));

describe('loadBundledDriver', () => {
  it('finds the driver of every exercise that has one', async () => {
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) expect(typeof (await loadBundledDriver(slug)).run, slug).toBe('function');
  });

  it('says so for an exercise without one', async () => {
    await expect(loadBundledDriver('no-such-exercise')).rejects.toThrow('No driver for exercise "no-such-exercise"');
  });
});
