import { LANGUAGE_NAMES, type LanguageId } from '../../core/language';
import type { Exercise } from '../../exercise/types';
import { describeProblem, describeStopped } from '../../grading/messages';
import { formatTextReport } from '../../grading/report';
import type { RunState } from '../../grading/runState';
import { runPassed } from '../../grading/verdict';
import type { Regrade } from './gradeRow';

/**
 * The generated cases' seed in a batch: every learner meets the same random inputs, and grading the folder
 * again gives the same grades (a learner's own Run draws a new seed each time).
 */
export const BATCH_SEED = 20261217;

/** The most characters of `npm run grade`'s report kept for a JUnit body: enough for every step of a failing Run. */
const REPORT_CHARS = 8_000;

/** Why an entry's language cannot be graded here, or undefined when it can. */
export function languageProblem(exercise: Exercise, language: string): string | undefined {
  if (language !== 'typescript' && language !== 'python') {
    return `unknown language "${language}": this course is written in ${Object.keys(LANGUAGE_NAMES).join(' and ')}`;
  }
  if (exercise.languages.includes(language)) return undefined;
  return language === 'python' ? `${exercise.slug} has no Python version` : `${exercise.slug} is Python only`;
}

/** The row's view of one entry's regrade: the Run's state (graded in the browser's sandbox) counted and described. */
export function regradeOf(slug: string, state: RunState, language: LanguageId): Regrade {
  const failedSteps = state.steps.filter((step) => step.status !== 'pass').map((step) => `${step.title} (${step.passed}/${step.total})`);
  const generated = state.generated;
  if (generated?.status === 'fail') failedSteps.push(`${generated.title} (a random input failed; seed ${generated.seed.split('@')[0]})`);
  // Not the learner's failure: the random inputs could not be made or checked (the generator or the reference broke).
  if (generated?.status === 'error') failedSteps.push(`${generated.title} (could not run: ${generated.message})`);
  const problem = state.problem ? describeProblem(state.problem) : state.stopped ? describeStopped(state.stopped) : undefined;
  const report = formatTextReport(slug, state, language);
  return {
    passed: runPassed(state),
    steps: { passed: state.steps.filter((s) => s.status === 'pass').length, total: state.steps.length },
    cases: { passed: state.cases.filter((c) => c.status === 'pass').length, total: state.cases.length },
    failedSteps,
    ...(problem ? { unrunnable: `${problem.title}: ${problem.message}` } : {}),
    report: report.length > REPORT_CHARS ? `${report.slice(0, REPORT_CHARS)}\n… (cut)` : report,
  };
}
