/**
 * The shape of an exercise once its folder has been read and validated.
 * Everything here is plain data, so it can cross into the page bundle and
 * the command-line tools unchanged.
 */
import type { LiveConfig } from './schema.ts';
import type { LanguageId } from '../core/language';
import type { LessonPart } from './lessonParts.ts';
import type { LearnerSettings } from './settings.ts';

export type { LessonPart };

export type { LiveConfig };

/** A check step: a group of cases the results view reports together. */
export interface Step {
  id: string;
  title: string;
  /** One line that tells the learner what this step checks. */
  summary: string;
  /** Hints for this step, as HTML rendered at build time. */
  hints: string[];
}

/** One hidden test case. `expected` never reaches the learner's worker. */
export interface Case {
  id: string;
  step: string;
  /** Other steps whose rule the expected value also shows (see caseSchema); absent or empty for a case about its own step only. */
  involves?: readonly string[];
  /** What the case checks, in a learner's words. Shown even when the case passes. */
  title: string;
  /** The title in another language's words where they differ (see caseSchema); `title` is the one in use. */
  titles?: { python?: string };
  input: unknown;
  expected: unknown;
  /** True for cases the lesson itself shows. */
  example: boolean;
}

/**
 * An exercise in its first language, `languages[0]`: TypeScript when the folder has
 * solution.ts, else Python. The fields that differ by language (entry, starter,
 * solution, lesson, hints, mistakes, alternatives) are that language's; the
 * Python version, when offered, is also in `python`, so `forLanguage` gives
 * every caller the exercise in the language it asks for.
 */
export interface Exercise {
  /** Folder name under exercises/, also the URL segment (`#/<slug>`). */
  slug: string;
  /**
   * The languages the exercise can be done in, from the files its folder has
   * (solution.ts: TypeScript; solution.py: Python), TypeScript first. Never empty.
   * A Python-only exercise (the course's own Python decorator) has `['python']`.
   */
  languages: LanguageId[];
  title: string;
  /** Position in the track; exercises are listed by it. */
  order: number;
  /** The function the learner must export (in `languages[0]`). */
  entry: string;
  /**
   * Per-case time limit, enforced by the host, which terminates the worker: exercise.yaml's own, else the
   * settings' default (exercise, course, 2000 ms). Resolved once, by the loader, for the page and every tool.
   */
  timeLimitMs: number;
  /**
   * What the learner is offered (the reference solution, hints, the languages), resolved from the course's
   * and the exercise's `settings:`. The page honours it; the tools check the folder as written, every language.
   */
  settings: LearnerSettings;
  /** Module names the learner may import (each must be known to the runner). */
  modules: string[];
  /** Packages whose types (only) the learner may import, e.g. openai's request and response types. */
  typeImports: string[];
  steps: Step[];
  cases: Case[];
  lesson: string;
  /** The whole lesson rendered to HTML at build time (GitHub-flavoured, code highlighted), in one piece. */
  lessonHtml: string;
  /**
   * The lesson as the page shows it: the opening, one part per step (in the steps' order, beside which the
   * page shows the step's status and hints), then parts tied to no step. See lessonParts.ts.
   */
  lessonParts: LessonPart[];
  /** A drawing of failing cases' input, beside the plain one (see schema.ts). */
  inputView?: 'tool-call-blocks' | 'python-functions';
  /** A drawing of failing cases' results (see schema.ts). */
  resultView?: 'conversation';
  /** Hints for the whole exercise, as HTML, from gentle to specific. */
  hints: string[];
  /** The reference solution, highlighted at build time, for the learner who chooses to see it. */
  solutionHtml: string;
  starter: string;
  solution: string;
  /** Ambient declarations the editor loads so the learner's code knows the exercise's types. */
  types: string;
  /** Known-wrong solutions, by file name; each must fail at least one case. */
  mistakes: Record<string, string>;
  /** Correct solutions written unlike the reference, by file name; each must pass every case (so no case asks more than the lesson). */
  alternatives: Record<string, string>;
  /** A live run against a real model, when the exercise offers one (see schema.ts). */
  live?: LiveConfig;
  /** True when the folder has generator.ts: random inputs checked against the reference solution. */
  hasGenerator: boolean;
  /** The Python version, when the folder has solution.py: same cases, steps and driver. */
  python?: PythonVersion;
}

/**
 * What differs when the learner writes Python: the files, the entry's name,
 * the lesson's language-specific sections and the hints. Everything that
 * grades (cases, steps, driver, expected values) is the exercise's own.
 */
export interface PythonVersion {
  /** The Python function the learner defines (`parse_tool_calls`). */
  entry: string;
  starter: string;
  solution: string;
  solutionHtml: string;
  /** The lesson with the Python sections kept and the TypeScript ones dropped, as HTML. */
  lessonHtml: string;
  /** The lesson's parts in Python (see Exercise.lessonParts). */
  lessonParts: LessonPart[];
  hints: string[];
  /** Hints per step id, as HTML. */
  stepHints: Record<string, string[]>;
  /** Known-wrong Python solutions, by file name. */
  mistakes: Record<string, string>;
  /** Correct Python solutions written unlike the reference, by file name. */
  alternatives: Record<string, string>;
  /** Case keys Python spells otherwise (`toolCalls` → `tool_calls`), renamed in inputs and expected values. */
  names: Record<string, string>;
}
