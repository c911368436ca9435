/**
 * npm run lessons:measure [-- --course <folder>]
 * What a newcomer meets before a first green step, per exercise and language: the words read before the first
 * Run (the opening and the first step's part), the lesson's words (opening and steps; the folded parts apart), and
 * the lines of their own a learner writes to pass the first step (first-step.ts|py against the starter).
 */
import { join } from 'node:path';
import { loadExercisesFromDisk } from '../src/exercise/loadFromDisk.ts';
import { measureFirstSteps } from '../src/tooling/lessonMeasures.ts';
import { courseFromArgs } from './courseArgs.ts';

const { course } = courseFromArgs();
const loading = { order: course.course.exercises, settings: course.course.settings };
const rows = loadExercisesFromDisk(course.exercisesDir, course.displayRoot, loading).flatMap((loaded) => {
  if ('error' in loaded) {
    console.error(`${loaded.slug}: does not load (npm run exercises:check says why)`);
    return [];
  }
  return measureFirstSteps(loaded.exercise, join(course.exercisesDir, loaded.slug));
});
const cell = (value: string | number | undefined, width: number) => String(value ?? '–').padStart(width);
console.log(`${'exercise'.padEnd(22)} ${'language'.padEnd(10)} words before first Run   lesson words (folded)   lines to first green`);
for (const row of rows) {
  console.log(
    `${row.slug.padEnd(22)} ${row.language.padEnd(10)} ${cell(row.wordsBeforeFirstRun, 21)}   ${cell(row.lessonWords, 12)} ${cell(`(${row.foldedWords})`, 8)}   ${cell(row.linesToFirstGreen, 20)}`,
  );
}
