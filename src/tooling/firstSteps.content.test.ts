// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { exerciseSlugs, loadExercisesFromDisk } from '../exercise/loadFromDisk';
import { forLanguage } from '../exercise/forLanguage';
import { measureFirstSteps } from './lessonMeasures';

const ROOT = join(import.meta.dirname, '../../exercises');
/** From a nudge to nearly the code (issue #34): one hint is either too vague or the answer. */
const FEWEST_HINTS = 2;
/** A first green step within about ten lines of the learner's own (issue #34: at most 15). */
const MOST_LINES_TO_FIRST_GREEN = 15;

describe("the track's exercises, one step at a time", () => {
  const loaded = loadExercisesFromDisk(ROOT);

  it.each(exerciseSlugs(ROOT))(
    '%s: every step has two hints or more in each language, and the first step passes with at most 15 lines of the learner’s own',
    (slug) => {
      const result = loaded.find((entry) => entry.slug === slug)!;
      if ('error' in result) throw result.error;
      const { exercise } = result;
      for (const language of exercise.languages) {
        for (const step of forLanguage(exercise, language).steps) {
          expect(step.hints.length, `${slug}, step ${step.id}, in ${language}`).toBeGreaterThanOrEqual(FEWEST_HINTS);
        }
        // exercises:check runs it: it passes the first step and fails each later one cleanly (checkPrograms.ts).
        const file = `first-step.${language === 'typescript' ? 'ts' : 'py'}`;
        expect(existsSync(join(ROOT, slug, file)), `${slug}/${file}`).toBe(true);
      }
      for (const measured of measureFirstSteps(exercise, join(ROOT, slug))) {
        expect(measured.linesToFirstGreen, `${slug} in ${measured.language}: lines to the first green step`).toBeLessThanOrEqual(
          MOST_LINES_TO_FIRST_GREEN,
        );
      }
    },
  );
});
