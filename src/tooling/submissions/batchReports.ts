import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as z from 'zod/mini';
import type { BatchResult, GradedFile, Shard } from './batchGrade';
import { gradesCsv } from './gradesCsv';
import { junitReport } from './junitReport';
import { BATCH_SEED } from './regradeEntry';

/** The machine-readable report beside grades.csv and junit.xml: every row whole, which `--merge` joins. */
export const GRADES_JSON = 'grades.json';
const FORMAT = 'tool-calling-playground-grades';

export interface GradesFile {
  format: typeof FORMAT;
  version: 1;
  course: BatchResult['course'];
  gradedAt: string;
  /** The generated cases' seed: shards graded with different seeds are not one batch. */
  seed: number;
  /** The shard this report is of; null for a whole folder (or a merge). */
  shard: Shard | null;
  files: GradedFile[];
}

/** Writes grades.csv, junit.xml and grades.json into `out` (made if need be); returns their paths. */
export function writeReports(out: string, batch: BatchResult, shard: Shard | undefined, hostname: string): string[] {
  mkdirSync(out, { recursive: true });
  const rows = batch.files.flatMap((file) => file.rows);
  const json: GradesFile = {
    format: FORMAT,
    version: 1,
    course: batch.course,
    gradedAt: batch.gradedAt.toISOString(),
    seed: BATCH_SEED,
    shard: shard ?? null,
    files: batch.files,
  };
  const written = [join(out, 'grades.csv'), join(out, 'junit.xml'), join(out, GRADES_JSON)];
  writeFileSync(written[0]!, gradesCsv(rows));
  writeFileSync(written[1]!, junitReport(batch, hostname));
  writeFileSync(written[2]!, `${JSON.stringify(json, null, 1)}\n`);
  return written;
}

// What a report folder's grades.json must hold for a merge to trust it; its rows were written by this code.
const gradesFileSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  course: z.object({ id: z.string(), title: z.string() }),
  gradedAt: z.string(),
  seed: z.number(),
  shard: z.nullable(z.object({ index: z.number(), count: z.number() })),
  files: z.array(z.object({ file: z.string(), rows: z.array(z.looseObject({ file: z.string(), status: z.string() })) })),
});

export class MergeError extends Error {}

function readGradesFile(folder: string): GradesFile {
  const path = join(folder, GRADES_JSON);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new MergeError(`${path} is missing: name the folders that \`npm run grade -- --batch … --out <folder>\` wrote.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new MergeError(`${path} is not JSON (${(error as Error).message}).`);
  }
  const checked = gradesFileSchema.safeParse(parsed);
  if (!checked.success) throw new MergeError(`${path} is not a report of \`npm run grade -- --batch\` (or of another version of it).`);
  // The file as it was written, not zod's copy (which puts the checked keys first): the merge writes it out again.
  return parsed as GradesFile;
}

/**
 * The shards' reports as one batch, equal to grading the whole folder at once: the files in name order, each
 * once. Refuses shards of different courses or seeds, a shard given twice or missing, and a file in two shards.
 */
export function mergeReports(folders: string[]): { batch: BatchResult; count: number } {
  if (folders.length === 0) throw new MergeError('Name the report folders to merge after --merge.');
  const reports = folders.map((folder) => ({ folder, report: readGradesFile(folder) }));
  const [first] = reports;
  for (const { folder, report } of reports) {
    if (report.course.id !== first!.report.course.id)
      throw new MergeError(`${folder} is a report of course ${report.course.id}, ${first!.folder} of ${first!.report.course.id}.`);
    if (report.seed !== first!.report.seed) throw new MergeError(`${folder} was graded with another seed than ${first!.folder}.`);
  }
  checkShards(reports);
  const byName = new Map<string, { file: GradedFile; folder: string }>();
  for (const { folder, report } of reports) {
    for (const file of report.files) {
      const earlier = byName.get(file.file);
      if (earlier) throw new MergeError(`${file.file} is graded in both ${earlier.folder} and ${folder}.`);
      byName.set(file.file, { file, folder });
    }
  }
  const files = [...byName.keys()].sort().map((name) => byName.get(name)!.file);
  const gradedAt = new Date(Math.min(...reports.map(({ report }) => Date.parse(report.gradedAt))));
  return { batch: { course: first!.report.course, gradedAt, files }, count: reports.length };
}

function checkShards(reports: { folder: string; report: GradesFile }[]): void {
  const shards = reports.map(({ report }) => report.shard);
  if (shards.every((shard) => shard === null)) return;
  const count = shards[0]?.count;
  if (shards.some((shard) => shard === null || shard.count !== count))
    throw new MergeError('The folders are not shards of one batch: each must be one of --shard K/N, with the same N.');
  const seen = new Set(shards.map((shard) => shard!.index));
  if (seen.size !== shards.length) throw new MergeError('A shard is given twice.');
  const missing = Array.from({ length: count! }, (_, i) => i + 1).filter((index) => !seen.has(index));
  if (missing.length > 0)
    throw new MergeError(`Shard${missing.length > 1 ? 's' : ''} ${missing.map((k) => `${k}/${count}`).join(', ')} missing.`);
}
