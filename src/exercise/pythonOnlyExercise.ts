import type { Exercise, PythonVersion } from './types.ts';
import type { ExerciseFile } from './schema.ts';
import { lessonFor } from './lessonLanguage.ts';

/** The fields of an Exercise that are in its first language's words and files; the rest are shared. */
type FirstLanguageFields =
  | 'languages'
  | 'steps'
  | 'hints'
  | 'solutionHtml'
  | 'lesson'
  | 'lessonHtml'
  | 'lessonParts'
  | 'starter'
  | 'solution'
  | 'types'
  | 'mistakes'
  | 'alternatives';

/** A Python-only exercise: the exercise in its one language, the fields TypeScript would fill left empty. */
export function pythonOnlyExercise(
  common: Omit<Exercise, FirstLanguageFields>,
  python: PythonVersion,
  steps: ExerciseFile['steps'],
  lessonMd: string,
): Exercise {
  return {
    ...common,
    languages: ['python'],
    entry: python.entry,
    modules: [],
    typeImports: [],
    steps: steps.map((step) => ({ ...step, hints: python.stepHints[step.id] ?? [] })),
    hints: python.hints,
    solutionHtml: python.solutionHtml,
    lesson: lessonFor(lessonMd, 'python'),
    lessonHtml: python.lessonHtml,
    lessonParts: python.lessonParts,
    starter: python.starter,
    solution: python.solution,
    types: '',
    mistakes: python.mistakes,
    alternatives: python.alternatives,
    hasGenerator: false,
  };
}
