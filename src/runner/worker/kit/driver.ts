/**
 * `playground/driver`: the driver kit as a course's drivers import it (docs/courses.md, "The driver
 * kit"). Everything a `driver.ts` may use, under one stable name, so an exercise folder can live in
 * any repository and never imports this project's `src/` by path. What is exported here is the
 * kit's API at DRIVER_KIT_VERSION: removing or changing any of it is a new version.
 */
export * from '../driverKit';
export { SEED_TOOLS, seedSearch, seedStockPrice, type SeedToolName } from '../../../exercise/seedTools';
// Python functions described as data, written as the `def` that runs them (an addition: kit version 1 still holds).
export { defLine, decoratedSource, type PythonTool, type PythonParameter } from '../../../exercise/pythonFunctions';
// The schema library the drivers validate with, so a course folder outside this repository (which has
// no node_modules of its own) gets the playground's copy, and all drivers agree on one version.
export { z } from 'zod';

/** The kit's API version: course.yaml's `playground:` names the version a course was written for. */
export const DRIVER_KIT_VERSION = 1;
