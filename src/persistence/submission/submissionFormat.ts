import * as z from 'zod/mini';

/**
 * A submission file: a learner's code for one exercise or the whole course, in each language they wrote it in,
 * with when it was saved and the verdict their browser showed, for a teacher to collect and grade again
 * (`npm run grade -- --batch`, see docs/submissions.md). Its shape is a promise to teachers' folders of files:
 * a change that an older grader could misread raises `version`.
 */
export const SUBMISSION_FORMAT = 'tool-calling-playground-submission';
export const SUBMISSION_VERSION = 1;

/**
 * The largest file read, in characters: the whole course's code in both languages is a few tens of
 * kilobytes, so anything near this is not a submission; a grader never reads a file past it.
 */
export const MAX_SUBMISSION_CHARS = 2_000_000;
/** The most code one entry may hold: far above any exercise's solution, far below a file that would slow the grader. */
export const MAX_CODE_CHARS = 200_000;
/** The most entries a file may hold (every exercise in both languages is a dozen). */
export const MAX_ENTRIES = 500;

const isoTime = z.iso.datetime();
const count = z.int().check(z.minimum(0));
const tally = z.object({ passed: count, total: count });

/** The verdict the learner's browser showed for its last Run: a claim, compared with the regrade, never trusted. */
export const claimedVerdictSchema = z.object({
  passed: z.boolean(),
  steps: tally,
  cases: tally,
  /** When that Run ended. */
  ranAt: isoTime,
  /** Whether that Run was of the code in this entry (false: the code was edited after its last Run). */
  ofThisCode: z.boolean(),
});

/** One exercise in one language. Slug and language are plain text here: the grader names an unknown one. */
export const submissionEntrySchema = z.object({
  exercise: z.string().check(z.minLength(1), z.maxLength(200)),
  language: z.string().check(z.minLength(1), z.maxLength(50)),
  code: z.string().check(z.maxLength(MAX_CODE_CHARS)),
  savedAt: isoTime,
  verdict: z.optional(claimedVerdictSchema),
});

/** The checksum: SHA-256 of the file's canonical JSON (RFC 8785) without this field. */
export const checksumSchema = z.object({ algorithm: z.literal('SHA-256'), value: z.string().check(z.regex(/^[0-9a-f]{64}$/)) });

/**
 * The file around its entries. Entries are read one by one (submissionEntrySchema), so one damaged entry is
 * reported as such while the others are still graded.
 */
export const submissionEnvelopeSchema = z.object({
  format: z.literal(SUBMISSION_FORMAT),
  version: z.literal(SUBMISSION_VERSION),
  course: z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)), title: z.string().check(z.maxLength(500)) }),
  learner: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  createdAt: isoTime,
  entries: z.array(z.unknown()).check(z.maxLength(MAX_ENTRIES)),
  checksum: checksumSchema,
});

export type ClaimedVerdict = z.infer<typeof claimedVerdictSchema>;
export type SubmissionEntry = z.infer<typeof submissionEntrySchema>;

/** A submission as written: the envelope with its entries read. */
export interface Submission {
  format: typeof SUBMISSION_FORMAT;
  version: typeof SUBMISSION_VERSION;
  course: { id: string; title: string };
  learner: string;
  createdAt: string;
  entries: SubmissionEntry[];
  checksum: z.infer<typeof checksumSchema>;
}
