import { z } from 'zod';
import type { LanguageId } from '../core/language.ts';

/**
 * A course's settings (course.yaml `settings:`), each of which an exercise may
 * override in its exercise.yaml `settings:`. What the learner is offered, not
 * how the code is graded: a setting never changes a verdict.
 *
 * Resolved once, when the exercise is read: `resolveSettings(course, exercise)`
 * gives every setting a value, so the page and the tools never merge layers.
 */

/**
 * When the reference solution can be opened beside the learner's code:
 * - `after-hints` (the default): once the learner has seen every hint of the step they are on (the step the
 *   last Run says to start with, or the first before any Run), or after AFTER_HINTS_RUNS (referenceOffer.ts) Runs that did not
 *   solve it; `{ afterHints: { orAfterRuns: N } }` sets that number;
 * - `after-solving`: once every step passes; `always`: from the start; `never`;
 * - `{ afterRuns: N }`: once the learner has run their code N times (0 is the same as `always`).
 */
export const referenceSolutionSchema = z.union(
  [
    z.literal('never'),
    z.literal('always'),
    z.literal('after-hints'),
    z.literal('after-solving'),
    z.strictObject({
      afterRuns: z.number().int().min(0, 'afterRuns counts Runs: 0 or more'),
    }),
    z.strictObject({
      afterHints: z.strictObject({ orAfterRuns: z.number().int().min(1, 'orAfterRuns counts Runs: 1 or more') }),
    }),
  ],
  {
    error:
      'referenceSolution is one of: after-hints, after-solving, always, never, { afterRuns: N } (offered once the learner has run their code N times), or { afterHints: { orAfterRuns: N } }',
  },
);

export type ReferenceSolutionSetting = z.infer<typeof referenceSolutionSchema>;

const languageSchema = z.enum(['typescript', 'python'], 'a language is typescript or python');

export const settingsSchema = z.strictObject({
  referenceSolution: referenceSolutionSchema.optional(),
  /** Whether the steps' hints are shown in the lesson. */
  hints: z.boolean('hints is true or false').optional(),
  /** The languages offered, of those the exercise is written in; in the order the switch lists them. */
  languages: z.array(languageSchema).min(1, 'offer at least one language').optional(),
  /** The time limit per case and for loading the code, in milliseconds, where an exercise does not set its own `timeLimitMs`. */
  timeLimitMs: z.number().int().min(100, 'at least 100 ms').max(60_000, 'at most 60000 ms (one minute)').optional(),
});
export type SettingsOverrides = z.infer<typeof settingsSchema>;

/** Every setting with its value for one exercise. */
export interface ExerciseSettings {
  referenceSolution: ReferenceSolutionSetting;
  hints: boolean;
  /** The languages offered; absent means all the exercise is written in. */
  languages?: LanguageId[];
  /**
   * The default time limit; an exercise's own `timeLimitMs` wins over it. Always set: the playground's own
   * default (2000 ms, what exercise.yaml's `timeLimitMs` defaulted to before settings) is the last layer,
   * so an exercise may always leave its own out.
   */
  timeLimitMs: number;
}

/**
 * What the page offers an exercise's learner, once the loader has resolved it: the time limit is not among
 * them, as it is resolved into `Exercise.timeLimitMs`, the one number the Run pipeline, `npm run grade` and
 * `exercises:check` read.
 */
export type LearnerSettings = Omit<ExerciseSettings, 'timeLimitMs'>;

/**
 * The playground's defaults: the reference once the learner has seen every hint of the step they are on (a
 * learner who reads it at the first failing Run has skipped the steps that teach), hints shown, 2 s per case.
 */
export const DEFAULT_SETTINGS: ExerciseSettings = { referenceSolution: 'after-hints', hints: true, timeLimitMs: 2000 };

/** The exercise's own settings over the course's, over the defaults. */
export function resolveSettings(course: SettingsOverrides | undefined, exercise: SettingsOverrides | undefined): ExerciseSettings {
  const defined = (overrides: SettingsOverrides | undefined) =>
    Object.fromEntries(Object.entries(overrides ?? {}).filter(([, value]) => value !== undefined));
  return { ...DEFAULT_SETTINGS, ...defined(course), ...defined(exercise) };
}
