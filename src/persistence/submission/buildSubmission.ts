import type { LanguageId } from '../../core/language';
import type { CourseIdentity } from '../../exercise/courseIdentity';
import { codeKeyFor } from '../../exercise/forLanguage';
import type { Exercise } from '../../exercise/types';
import { runPassed } from '../../grading/verdict';
import type { CodeStore } from '../codeStore';
import { codeFingerprint, type LastRunStore } from '../lastRunStore';
import { fromStoredRun } from '../storedRun';
import { submissionChecksum } from './checksum';
import { SUBMISSION_FORMAT, SUBMISSION_VERSION, type ClaimedVerdict, type SubmissionEntry } from './submissionFormat';

/** Where the learner's work is kept in this browser. */
export interface SubmissionSources {
  codeStore: CodeStore;
  lastRuns: LastRunStore;
}

/** A file ready to download; `entries` 0 means there was nothing to hand in. */
export interface BuiltSubmission {
  text: string;
  fileName: string;
  entries: number;
}

const iso = (time: number) => new Date(time).toISOString();

/**
 * The submission file of `exercises` (one, from its page, or the whole course, from the home page): each
 * language's saved code, when it was saved and the verdict of its last Run as the results showed it.
 */
export async function buildSubmission(
  course: CourseIdentity,
  learner: string,
  exercises: Exercise[],
  sources: SubmissionSources,
  now = Date.now(),
): Promise<BuiltSubmission> {
  const entries = exercises.flatMap((exercise) =>
    exercise.languages.flatMap((language) => {
      const entry = entryOf(exercise, language, sources);
      return entry ? [entry] : [];
    }),
  );
  const body = {
    format: SUBMISSION_FORMAT,
    version: SUBMISSION_VERSION,
    course: { id: course.id, title: course.title },
    learner: learner.trim(),
    createdAt: iso(now),
    entries,
  };
  const checksum = { algorithm: 'SHA-256', value: await submissionChecksum(body) };
  const what = exercises.length === 1 ? exercises[0]!.slug : 'course';
  return {
    text: `${JSON.stringify({ ...body, checksum }, null, 2)}\n`,
    fileName: `${course.id}-${what}-${fileNamePart(learner)}-${iso(now).slice(0, 10)}.submission.json`,
    entries: entries.length,
  };
}

function entryOf(exercise: Exercise, language: LanguageId, { codeStore, lastRuns }: SubmissionSources): SubmissionEntry | undefined {
  const key = codeKeyFor(exercise.slug, language);
  const saved = codeStore.load(key);
  if (!saved) return undefined;
  const verdict = claimedVerdict(exercise, saved.code, lastRuns, key);
  return { exercise: exercise.slug, language, code: saved.code, savedAt: iso(saved.savedAt), ...(verdict ? { verdict } : {}) };
}

/** The verdict the results show for the last Run kept (as a reload shows it), if one is kept and still fits the exercise. */
function claimedVerdict(exercise: Exercise, code: string, lastRuns: LastRunStore, key: string): ClaimedVerdict | undefined {
  const last = lastRuns.load(key);
  const state = last && fromStoredRun(last.run, exercise);
  if (!last || !state) return undefined;
  const passedCases = state.cases.filter((c) => c.status === 'pass').length;
  return {
    passed: runPassed(state),
    steps: { passed: state.summary?.passedSteps ?? 0, total: state.steps.length },
    cases: { passed: passedCases, total: state.cases.length },
    ranAt: iso(last.savedAt),
    ofThisCode: codeFingerprint(code) === last.code,
  };
}

/** The learner's name as a file name's part: letters and digits, joined by dashes. */
function fileNamePart(learner: string): string {
  const part = learner
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return part || 'learner';
}
