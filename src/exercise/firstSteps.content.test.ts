// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { exerciseSlugs, loadExercisesFromDisk } from './loadFromDisk';
import { forLanguage } from './forLanguage';

const ROOT = join(import.meta.dirname, '../../exercises');
/** From a nudge to nearly the code (issue #34): one hint is either too vague or the answer. */
const FEWEST_HINTS = 2;

describe("the track's exercises, one step at a time", () => {
  const loaded = loadExercisesFromDisk(ROOT);

  it.each(exerciseSlugs(ROOT))('%s: every step has two hints or more in each language, and the first step has a solution of its own', (slug) => {
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
  });
});
