/**
 * The exercise as the app sees it, read from disk with the app's own loader,
 * so expectations (step titles, case titles, counts, the time limit) follow
 * the exercise files instead of being copied into the tests.
 */
import { loadCourseExercises, readCourse } from '../../src/exercise/courseFromDisk';
import type { Exercise } from '../../src/exercise/types';
import { titlePieces } from '../../src/ui/results/inlineCode';
import { ROOT } from './server';

export const SLUG = 'parse-tool-calls';

/** This repository's course (course.yaml), read as every tool reads it: its order, its settings. */
const loaded = loadCourseExercises(readCourse(ROOT));

function load(slug: string): Exercise {
  const result = loaded.find((r) => r.slug === slug);
  if (!result) throw new Error(`no exercise folder exercises/${slug}`);
  if ('error' in result) throw new Error(`exercises/${slug} is broken: ${result.error.message}`);
  return shown(result.exercise);
}

/** A title as the page shows it: its `code` spans are drawn as code, without their backticks. */
export function shownTitle(title: string): string {
  return titlePieces(title)
    .map((piece) => piece.text)
    .join('');
}

/** The exercise with its titles as the page shows them, for tests that look for them on the page. */
function shown(exercise: Exercise): Exercise {
  return {
    ...exercise,
    steps: exercise.steps.map((step) => ({ ...step, title: shownTitle(step.title), summary: shownTitle(step.summary) })),
    cases: exercise.cases.map((testCase) => ({ ...testCase, title: shownTitle(testCase.title) })),
  };
}

export const exercise = load(SLUG);

/** Every exercise of the track, in the track's order. */
export const allExercises: Exercise[] = loaded
  .map((result) => ('error' in result ? load(result.slug) : shown(result.exercise)))
  .sort((a, b) => a.order - b.order);

/** The lesson's first heading (`# ...`), which the page shows first. */
export const lessonHeading = /^#\s+(.+)$/m.exec(exercise.lesson)?.[1]?.trim() ?? exercise.title;

export const stepCount = exercise.steps.length;
export const stepsWord = stepCount === 1 ? 'step' : 'steps';

/** Case inputs as `{ text }` (this exercise's input shape). */
export function inputText(input: unknown): string {
  const text = (input as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/**
 * The start of the starter's first line: Monaco wraps long lines and keeps its
 * line elements in no particular DOM order, so tests look for short pieces.
 */
export const starterOpening = (exercise.starter.split('\n')[0] ?? '').split(' ').slice(0, 4).join(' ');
