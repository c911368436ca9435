import type * as z from 'zod';
import { casesFileSchema, exerciseFileSchema } from './schema.ts';
import { ExerciseError, type Problem } from './problems.ts';
import { parseYamlFile } from './yamlFile.ts';
import type { Exercise, PythonVersion } from './types.ts';
import { lessonFor, snakeCase } from './lessonLanguage.ts';
import { renderLesson } from './renderLesson.ts';
import { lessonPartsFor, splitLesson, type LessonPart } from './lessonParts.ts';
import type { LanguageId } from '../core/language';
import type { SettingsOverrides } from './settings.ts';
import { exerciseSettings } from './exerciseSettings.ts';
import { starterStub } from './starterStub.ts';
import { pythonOnlyExercise } from './pythonOnlyExercise.ts';

/** Files every exercise folder must have, in whatever language it is done, with what each is for (shown when one is missing). */
export const REQUIRED_FILES: Record<string, string> = {
  'exercise.yaml': 'the title, entry function, time limit and check steps',
  'lesson.md': 'the lesson the learner reads',
  'cases.yaml': 'the test cases',
  'driver.ts': "the trusted code that calls the learner's function for each case",
};

/**
 * Files an exercise written in TypeScript must have (every exercise but a Python-only one). starter.ts is
 * optional: without it the learner starts from a stub of the entry (starterStub.ts).
 */
export const TYPESCRIPT_FILES: Record<string, string> = {
  'solution.ts': 'the reference solution, which must pass every case',
};

/** Files an exercise written in Python must have (cases, steps and driver are shared with TypeScript); starter.py is optional. */
export const PYTHON_FILES: Record<string, string> = {
  'solution.py': 'the Python reference solution, which must pass every case',
};

/**
 * Builds an Exercise from the text of its files, keyed by path inside the
 * folder (`mistakes/greedy.ts` for a mistake). Pure: the app feeds it from a
 * Vite plugin, the command-line tools from the file system.
 *
 * `course` gives the exercise's place in its course (course.yaml's `exercises:` list, from 1; 0 for an exercise
 * read alone) and the course's `settings:` block (course.yaml), under the exercise's own.
 *
 * @throws ExerciseError listing every problem found, each with file and line.
 */
export function parseExercise(
  slug: string,
  files: Record<string, string>,
  root = 'exercises',
  course: { order?: number; settings?: SettingsOverrides } = {},
): Exercise {
  const path = (name: string) => `${root}/${slug}/${name}`;
  const problems: Problem[] = [];

  // TypeScript is offered when the folder has its files; an exercise without them is Python-only (solution.py).
  const hasPython = files['solution.py'] !== undefined || files['starter.py'] !== undefined;
  const hasTypeScript = files['solution.ts'] !== undefined || files['starter.ts'] !== undefined || !hasPython;
  const required = { ...REQUIRED_FILES, ...(hasTypeScript ? TYPESCRIPT_FILES : {}) };
  for (const [name, purpose] of Object.entries(required)) {
    if (files[name] === undefined) {
      problems.push({ file: path(name), message: `this file is missing; add it: it holds ${purpose}` });
    }
  }
  if (problems.length > 0) throw new ExerciseError(problems);

  const meta = parseYamlFile(path('exercise.yaml'), files['exercise.yaml']!, exerciseFileSchema);
  const cases = parseYamlFile(path('cases.yaml'), files['cases.yaml']!, casesFileSchema);
  if ('problems' in meta) problems.push(...meta.problems);
  if ('problems' in cases) problems.push(...cases.problems);
  if ('problems' in meta || 'problems' in cases) throw new ExerciseError(problems);

  const stepIds = new Set(meta.value.steps.map((step) => step.id));
  problems.push(...crossCheck(meta, cases, path));
  const stepOrder = meta.value.steps.map((step) => step.id);
  const lessonSplit = splitLesson(files['lesson.md']!, stepOrder, path('lesson.md'));
  problems.push(...lessonSplit.problems);
  if (problems.length > 0) throw new ExerciseError(problems);
  const partsIn = (language: LanguageId) => lessonPartsFor(lessonSplit.parts, stepOrder, language, renderLesson);

  const mistakes = filesUnder(files, 'mistakes', '.ts');
  const alternatives = filesUnder(files, 'alternatives', '.ts');
  const pythonExtras = { mistakes: filesUnder(files, 'mistakes', '.py'), alternatives: filesUnder(files, 'alternatives', '.py') };

  // Python is written when the folder has Python files (or a python: block); then it needs a Python reference.
  const python =
    hasPython || meta.value.python !== undefined
      ? parsePythonVersion(files, meta, stepIds, pythonExtras, path, { pythonOnly: !hasTypeScript, lessonParts: partsIn('python') })
      : undefined;
  const written: LanguageId[] = hasTypeScript ? (python ? ['typescript', 'python'] : ['typescript']) : ['python'];
  const resolved = exerciseSettings({
    own: meta.value.settings,
    ownTimeLimitMs: meta.value.timeLimitMs,
    course: course.settings,
    written,
    file: path('exercise.yaml'),
    lineOf: meta.lineOf,
  });
  if (resolved.problems.length > 0) throw new ExerciseError(resolved.problems);
  const { python: _pythonConfig, settings: _settings, order: _gone, ...shared } = meta.value;
  const common = {
    slug,
    ...shared,
    order: course.order ?? 0,
    timeLimitMs: resolved.timeLimitMs,
    settings: resolved.settings,
    cases: cases.value.cases,
    hasGenerator: files['generator.ts'] !== undefined,
    ...(python ? { python } : {}),
  };
  if (!hasTypeScript && python) return pythonOnlyExercise(common, python, meta.value.steps, files['lesson.md']!);
  const lesson = lessonFor(files['lesson.md']!, 'typescript');
  return {
    ...common,
    languages: written,
    steps: meta.value.steps.map((step) => ({ ...step, hints: step.hints.map((hint) => renderLesson(hint)) })),
    hints: meta.value.hints.map((hint) => renderLesson(hint)),
    solutionHtml: renderLesson(`\`\`\`ts\n${files['solution.ts']!.trimEnd()}\n\`\`\``),
    lesson,
    lessonHtml: renderLesson(lesson),
    lessonParts: partsIn('typescript'),
    starter: files['starter.ts'] ?? starterStub(meta.value.entry, 'typescript'),
    solution: files['solution.ts']!,
    types: files['types.d.ts'] ?? '',
    mistakes,
    alternatives,
  };
}

/** The files of one sub-folder (`mistakes/`, `alternatives/`) with one extension, keyed by their name inside it. */
function filesUnder(files: Record<string, string>, folder: string, extension: string): Record<string, string> {
  const prefix = `${folder}/`;
  return Object.fromEntries(
    Object.entries(files)
      .filter(([name]) => name.startsWith(prefix) && name.endsWith(extension))
      .map(([name, text]) => [name.slice(prefix.length), text]),
  );
}

/** A YAML file read and validated: its value, and the line of any path in it (for messages). */
interface Parsed<T> {
  value: T;
  lineOf: (path: (string | number)[]) => number | undefined;
}
type ParsedMeta = Parsed<z.infer<typeof exerciseFileSchema>>;
type ParsedCases = Parsed<z.infer<typeof casesFileSchema>>;

/** What ties exercise.yaml and cases.yaml together: unique step and case ids, every case in a step, every step with a case. */
function crossCheck(meta: ParsedMeta, cases: ParsedCases, path: (name: string) => string): Problem[] {
  const problems: Problem[] = [];
  const stepIds = new Set<string>();
  meta.value.steps.forEach((step, index) => {
    if (stepIds.has(step.id)) {
      problems.push({
        file: path('exercise.yaml'),
        line: meta.lineOf(['steps', index, 'id']),
        field: `steps[${index}].id`,
        message: `step id "${step.id}" is used twice; every step needs its own id`,
      });
    }
    stepIds.add(step.id);
  });

  const caseIds = new Set<string>();
  const casesPerStep = new Map<string, number>();
  cases.value.cases.forEach((testCase, index) => {
    if (caseIds.has(testCase.id)) {
      problems.push({
        file: path('cases.yaml'),
        line: cases.lineOf(['cases', index, 'id']),
        field: `cases[${index}].id`,
        message: `case id "${testCase.id}" is used twice; give this case an id of its own`,
      });
    }
    caseIds.add(testCase.id);
    if (!stepIds.has(testCase.step)) {
      problems.push({
        file: path('cases.yaml'),
        line: cases.lineOf(['cases', index, 'step']),
        field: `cases[${index}].step`,
        message: `there is no step "${testCase.step}" in exercise.yaml; use one of: ${[...stepIds].join(', ')}`,
      });
    }
    (testCase.involves ?? []).forEach((other, at) => {
      if (stepIds.has(other) && other !== testCase.step) return;
      problems.push({
        file: path('cases.yaml'),
        line: cases.lineOf(['cases', index, 'involves', at]),
        field: `cases[${index}].involves[${at}]`,
        message:
          other === testCase.step
            ? `"${other}" is this case's own step; list only the other steps whose rule the case also shows`
            : `there is no step "${other}" in exercise.yaml; use one of: ${[...stepIds].join(', ')}`,
      });
    });
    casesPerStep.set(testCase.step, (casesPerStep.get(testCase.step) ?? 0) + 1);
  });
  meta.value.steps.forEach((step, index) => {
    if (!casesPerStep.has(step.id)) {
      problems.push({
        file: path('exercise.yaml'),
        line: meta.lineOf(['steps', index]),
        field: `steps[${index}]`,
        message: `step "${step.id}" has no cases; add a case with "step: ${step.id}" to cases.yaml`,
      });
    }
  });
  return problems;
}

/** The Python version of an exercise: its own starter, solution, lesson and hints over the same steps and cases. */
function parsePythonVersion(
  files: Record<string, string>,
  meta: ParsedMeta,
  stepIds: Set<string>,
  extras: Pick<PythonVersion, 'mistakes' | 'alternatives'>,
  path: (name: string) => string,
  { pythonOnly, lessonParts }: { pythonOnly: boolean; lessonParts: LessonPart[] },
): PythonVersion {
  const problems: Problem[] = [];
  for (const [name, purpose] of Object.entries(PYTHON_FILES)) {
    if (files[name] === undefined) problems.push({ file: path(name), message: `this file is missing; add it: it holds ${purpose}` });
  }
  if (problems.length > 0) throw new ExerciseError(problems);
  const config = meta.value.python;
  for (const step of Object.keys(config?.stepHints ?? {})) {
    if (!stepIds.has(step)) {
      problems.push({
        file: path('exercise.yaml'),
        line: meta.lineOf(['python', 'stepHints', step]),
        field: `python.stepHints.${step}`,
        message: `there is no step "${step}"; use one of: ${[...stepIds].join(', ')}`,
      });
    }
  }
  if (problems.length > 0) throw new ExerciseError(problems);
  const entry = config?.entry ?? snakeCase(meta.value.entry);
  return {
    entry,
    starter: files['starter.py'] ?? starterStub(entry, 'python'),
    solution: files['solution.py']!,
    solutionHtml: renderLesson(`\`\`\`python\n${files['solution.py']!.trimEnd()}\n\`\`\``),
    lessonHtml: renderLesson(lessonFor(files['lesson.md']!, 'python')),
    lessonParts,
    // A Python-only exercise's hints are Python's wherever they are written: exercise.yaml's own `hints`
    // and `steps[].hints` serve, as in a TypeScript exercise (the `python` block may still override them).
    hints: (config?.hints ?? (pythonOnly ? meta.value.hints : [])).map((hint) => renderLesson(hint)),
    stepHints: Object.fromEntries(
      Object.entries({ ...(pythonOnly ? stepHintsOf(meta) : {}), ...config?.stepHints }).map(([step, hints]) => [
        step,
        hints.map((hint) => renderLesson(hint)),
      ]),
    ),
    ...extras,
    names: config?.names ?? {},
  };
}

/** The hints exercise.yaml gives each step, by step id (steps without hints left out). */
function stepHintsOf(meta: ParsedMeta): Record<string, string[]> {
  return Object.fromEntries(meta.value.steps.filter((step) => step.hints.length > 0).map((step) => [step.id, step.hints]));
}
