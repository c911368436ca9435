import type { Driver } from './driver';

// Bundled into the worker, but each evaluated on first use: a driver that builds zod schemas costs
// nothing to the other exercises.
const drivers = import.meta.glob<{ default: Driver }>('../../../exercises/*/driver.ts');

/** The exercise's driver, from the worker's own bundle (both the TypeScript and the Python worker use it). */
export async function loadBundledDriver(slug: string): Promise<Driver> {
  const load = drivers[`../../../exercises/${slug}/driver.ts`];
  if (!load) throw new Error(`No driver for exercise "${slug}"`);
  return (await load()).default;
}
