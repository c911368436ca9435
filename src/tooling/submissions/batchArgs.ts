import type { Shard } from './batchGrade';

export type BatchArgs =
  | { mode: 'batch'; folder: string; out?: string; jobs?: number; shard?: Shard; browser?: string }
  | { mode: 'merge'; folders: string[]; out?: string };

/** `K/N` with 1 ≤ K ≤ N, or why not. */
export function parseShard(text: string): Shard | string {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const count = Number(match?.[2]);
  if (!match || count < 1 || index < 1 || index > count) return `--shard takes K/N with 1 ≤ K ≤ N (such as 2/4), not "${text}".`;
  return { index, count };
}

/** What the arguments of `--batch` or `--merge` ask for, or why they cannot be followed. */
export function parseBatchArgs(args: string[]): BatchArgs | string {
  const rest = [...args];
  const take = (flag: string) => {
    const at = rest.indexOf(flag);
    if (at < 0) return undefined;
    const [, value] = rest.splice(at, 2);
    return value === undefined || value.startsWith('--') ? '' : value;
  };
  const out = take('--out');
  if (out === '') return 'Name the folder to write the reports to after --out.';
  const mergeAt = rest.indexOf('--merge');
  if (mergeAt >= 0) {
    const folders = rest.splice(mergeAt).slice(1);
    if (rest.length > 0) return `Unexpected argument${rest.length > 1 ? 's' : ''} with --merge: ${rest.join(' ')}`;
    if (folders.length === 0 || folders.some((folder) => folder.startsWith('--'))) return 'Name the report folders to merge after --merge.';
    return { mode: 'merge', folders, ...(out ? { out } : {}) };
  }
  const folder = take('--batch');
  if (!folder) return 'Name the folder of submission files after --batch.';
  const jobsText = take('--jobs');
  const jobs = jobsText === undefined ? undefined : Number(jobsText);
  if (jobs !== undefined && !(Number.isInteger(jobs) && jobs >= 1))
    return `--jobs takes a whole number of files at a time, 1 or more, not "${jobsText}".`;
  const shardText = take('--shard');
  const shard = shardText === undefined ? undefined : parseShard(shardText);
  if (typeof shard === 'string') return shard;
  const browser = take('--browser');
  if (browser === '') return 'Name the Chromium or Chrome to grade in after --browser.';
  if (rest.length > 0) return `Unexpected argument${rest.length > 1 ? 's' : ''}: ${rest.join(' ')}`;
  return {
    mode: 'batch',
    folder,
    ...(out ? { out } : {}),
    ...(jobs !== undefined ? { jobs } : {}),
    ...(shard ? { shard } : {}),
    ...(browser ? { browser } : {}),
  };
}
