// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { exerciseSlugs, readExerciseFiles, loadExercisesFromDisk } from './loadFromDisk';
import { openingWords, partWords, splitLesson } from './lessonParts';

const ROOT = join(import.meta.dirname, '../../exercises');
/** What a learner reads before they can start: the problem and what to write (issue #18: lessons of 1,700 words came first; issue #34: the first step's task within 200). */
const MOST_OPENING_WORDS = 200;
/** A step's part says what to write for that step, with one small example; the why goes in the folded parts after. */
const MOST_STEP_WORDS = 200;
/** The opening and the steps' parts together: what a learner reads to solve it, the folded deep dives aside. */
const MOST_LESSON_WORDS = 1000;

describe("the exercises' lessons, in parts", () => {
  const loaded = loadExercisesFromDisk(ROOT);

  it.each(exerciseSlugs(ROOT))('%s: opens in at most 200 words in each language, and says something beside every step', (slug) => {
    const result = loaded.find((entry) => entry.slug === slug)!;
    if ('error' in result) throw result.error;
    const { exercise } = result;
    const raw = splitLesson(
      readExerciseFiles(join(ROOT, slug))['lesson.md']!,
      exercise.steps.map((step) => step.id),
      'lesson.md',
    ).parts;
    for (const language of exercise.languages) {
      expect(openingWords(raw, language), `${slug} in ${language}`).toBeLessThanOrEqual(MOST_OPENING_WORDS);
    }
    const parts = [exercise.lessonParts, ...(exercise.python ? [exercise.python.lessonParts] : [])];
    for (const part of parts.flat()) if (part.kind === 'step') expect(part.html, `${slug}: step ${part.step}`).not.toBe('');
  });

  it.each(exerciseSlugs(ROOT))('%s: says what each step needs in at most 200 words, and all of it in at most 1,000', (slug) => {
    const result = loaded.find((entry) => entry.slug === slug)!;
    if ('error' in result) throw result.error;
    const { exercise } = result;
    const raw = splitLesson(
      readExerciseFiles(join(ROOT, slug))['lesson.md']!,
      exercise.steps.map((step) => step.id),
      'lesson.md',
    ).parts;
    for (const language of exercise.languages) {
      const steps = raw.filter((part) => part.kind === 'step');
      for (const part of steps)
        expect(partWords(part, language), `${slug}, step ${part.step}, in ${language}`).toBeLessThanOrEqual(MOST_STEP_WORDS);
      const read = openingWords(raw, language) + steps.reduce((sum, part) => sum + partWords(part, language), 0);
      expect(read, `${slug} in ${language}: the opening and the steps' parts`).toBeLessThanOrEqual(MOST_LESSON_WORDS);
    }
  });
});
