import type { Driver } from './driver';
import { globbed } from '../../exercise/courseAlias';

// Bundled into the worker, but each evaluated on first use: a driver that builds zod schemas costs
// nothing to the other exercises.
// Through the course's alias (src/exercise/courseAlias.ts): the course's folder may be anywhere on disk.
const drivers = import.meta.glob<{ default: Driver }>('@playground-course/*/driver.ts');

/** The exercise's driver, from the worker's own bundle (both the TypeScript and the Python worker use it). */
export async function loadBundledDriver(slug: string): Promise<Driver> {
  const load = globbed(drivers, slug, 'driver.ts');
  if (!load) throw new Error(`No driver for exercise "${slug}"`);
  return (await load()).default;
}
