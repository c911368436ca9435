import * as z from 'zod/mini';
import type { CourseIdentity } from '../../exercise/courseIdentity';
import { submissionChecksum } from './checksum';
import {
  MAX_SUBMISSION_CHARS,
  SUBMISSION_FORMAT,
  SUBMISSION_VERSION,
  submissionEntrySchema,
  submissionEnvelopeSchema,
  type Submission,
  type SubmissionEntry,
} from './submissionFormat';

/** One entry of a file: read, or why not (the file's other entries are still graded). */
export type EntryRead =
  { ok: true; entry: SubmissionEntry } | { ok: false; index: number; message: string; exercise?: string; language?: string };

/**
 * A file read: a submission of this course (`intact` false when its checksum no longer matches: changed after
 * it was downloaded), or why it cannot be graded. `learner` names whoever the file says it is from, when it says.
 */
export type ReadSubmission =
  | { kind: 'read'; submission: Omit<Submission, 'entries'>; entries: EntryRead[]; intact: boolean }
  | { kind: 'damaged'; message: string; learner?: string }
  | { kind: 'foreign'; message: string; learner: string; course: CourseIdentity };

/** Reads a submission file's text for `course`; never throws on anything the text holds. */
export async function readSubmission(text: string, course: CourseIdentity): Promise<ReadSubmission> {
  if (text.length > MAX_SUBMISSION_CHARS) {
    return { kind: 'damaged', message: `too large to be a submission (over ${MAX_SUBMISSION_CHARS.toLocaleString('en')} characters)` };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { kind: 'damaged', message: `not valid JSON (${(error as Error).message}): a file cut short or edited by hand looks like this` };
  }
  const shapeProblem = notASubmission(data);
  if (shapeProblem) return { kind: 'damaged', message: shapeProblem };
  const record = data as Record<string, unknown>;
  const learner = typeof record.learner === 'string' ? record.learner.trim() || undefined : undefined;
  const envelope = submissionEnvelopeSchema.safeParse(data);
  if (!envelope.success) return { kind: 'damaged', message: `damaged: ${firstIssue(envelope.error)}`, ...(learner ? { learner } : {}) };
  const { entries, ...rest } = envelope.data;
  if (rest.course.id !== course.id) {
    return {
      kind: 'foreign',
      message: `from another course: “${rest.course.title}” (id ${rest.course.id}), not “${course.title}” (id ${course.id})`,
      learner: rest.learner,
      course: rest.course,
    };
  }
  const { checksum, ...signed } = record;
  void checksum;
  const intact = (await submissionChecksum(signed)) === rest.checksum.value;
  return { kind: 'read', submission: rest, entries: readEntries(entries), intact };
}

/** Why parsed JSON is not a submission of this playground at all (the file is not damaged so much as another file). */
function notASubmission(data: unknown): string | undefined {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return 'JSON, but not a submission file (not an object)';
  const { format, version } = data as Record<string, unknown>;
  if (format !== SUBMISSION_FORMAT)
    return `JSON, but not a submission file of this playground (its "format" is not "${SUBMISSION_FORMAT}")`;
  if (typeof version === 'number' && version > SUBMISSION_VERSION) {
    return `made by a newer playground (format version ${version}); this grader reads version ${SUBMISSION_VERSION}: update it`;
  }
  return undefined;
}

function readEntries(raw: unknown[]): EntryRead[] {
  const seen = new Set<string>();
  return raw.map((item, index): EntryRead => {
    const parsed = submissionEntrySchema.safeParse(item);
    const named = namesOf(item);
    if (!parsed.success) return { ok: false, index, message: `entry ${index + 1} is damaged: ${firstIssue(parsed.error)}`, ...named };
    const key = `${parsed.data.exercise}\n${parsed.data.language}`;
    if (seen.has(key))
      return { ok: false, index, message: `entry ${index + 1} repeats an earlier entry's exercise and language`, ...named };
    seen.add(key);
    return { ok: true, entry: parsed.data };
  });
}

/** The exercise and language a damaged entry names, when it names them as text: its row says which one it was. */
function namesOf(item: unknown): { exercise?: string; language?: string } {
  if (typeof item !== 'object' || item === null) return {};
  const { exercise, language } = item as Record<string, unknown>;
  return {
    ...(typeof exercise === 'string' ? { exercise: exercise.slice(0, 200) } : {}),
    ...(typeof language === 'string' ? { language: language.slice(0, 50) } : {}),
  };
}

/** The first problem zod found, as "where: what". */
function firstIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'it does not match the submission format';
  const where = issue.path.length > 0 ? issue.path.map(String).join('.') : 'the file';
  return `${where}: ${issue.message}`;
}
