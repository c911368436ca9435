import { join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import type { LanguageId } from '../core/language';
import type { Exercise } from '../exercise/types';
import { openingWords, partWords, splitLesson } from '../exercise/lessonParts';

/** What a newcomer meets in one exercise and language before a first green step (issue #34). */
export interface FirstStepMeasures {
  slug: string;
  language: LanguageId;
  /** The opening and the first step's part: what a learner reads before the first Run. */
  wordsBeforeFirstRun: number;
  /** The opening and every step's part; the folded parts after them are counted apart. */
  lessonWords: number;
  foldedWords: number;
  /** Lines of their own a learner writes for the first step: first-step.ts|py's lines that the starter lacks. */
  linesToFirstGreen: number | undefined;
}

/**
 * The code lines of `written` that are not in `starter`, by a longest common subsequence of their trimmed
 * lines: blank lines and comment-only lines (a starter's "Step 1: TODO" the learner replaces) are not code.
 */
export function linesWritten(starter: string, written: string): number {
  const code = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('//') && !line.startsWith('#'));
  const a = code(starter);
  const b = code(written);
  // lengths[i][j]: the longest common subsequence of a[i..] and b[j..].
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  return b.length - lengths[0]![0]!;
}

/** The measures of an exercise read from its folder (`dir`), in each language it is written in. */
export function measureFirstSteps(exercise: Exercise, dir: string): FirstStepMeasures[] {
  const lesson = readFileSync(join(dir, 'lesson.md'), 'utf8');
  const { parts } = splitLesson(
    lesson,
    exercise.steps.map((step) => step.id),
    'lesson.md',
  );
  const steps = parts.filter((part) => part.kind === 'step');
  return exercise.languages.map((language) => {
    const ext = language === 'typescript' ? 'ts' : 'py';
    const firstStep = join(dir, `first-step.${ext}`);
    const starter = language === 'typescript' || !exercise.python ? exercise.starter : exercise.python.starter;
    const opening = openingWords(parts, language);
    const first = steps.find((part) => part.step === exercise.steps[0]?.id);
    return {
      slug: exercise.slug,
      language,
      wordsBeforeFirstRun: opening + (first ? partWords(first, language) : 0),
      lessonWords: opening + steps.reduce((sum, part) => sum + partWords(part, language), 0),
      foldedWords: parts.filter((part) => part.kind === 'more').reduce((sum, part) => sum + partWords(part, language), 0),
      linesToFirstGreen: existsSync(firstStep) ? linesWritten(starter, readFileSync(firstStep, 'utf8')) : undefined,
    };
  });
}
