/**
 * `playground/generator`: what an exercise's `generator.ts` imports (docs/courses.md, "The driver
 * kit"), under a stable name, so a generator in any repository never imports `src/` by path.
 * fast-check itself is handed to `input(fc)` at run time; its types come from here too, so a course
 * folder needs no fast-check of its own to type-check.
 */
export { defineGenerator, type Generator } from './defineGenerator';
export type * as FastCheck from 'fast-check';
