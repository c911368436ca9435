import * as z from 'zod/mini';
import type { CodeStore } from './codeStore';
import type { ProgressStore } from './progressStore';

const FORMAT = 'tool-calling-playground-progress';

const fileSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(1),
  exportedAt: z.number(),
  progress: z.record(
    z.string(),
    z.object({
      startedAt: z.optional(z.number()),
      ranAt: z.optional(z.number()),
      solvedAt: z.optional(z.number()),
      runs: z.optional(z.object({ typescript: z.optional(z.number()), python: z.optional(z.number()) })),
    }),
  ),
  code: z.record(z.string(), z.object({ code: z.string(), savedAt: z.number() })),
});

/** Everything the learner has here, as a file they can keep or carry to another browser. */
export function exportProgress(slugs: string[], codeStore: CodeStore, progress: ProgressStore, now = Date.now()): string {
  const code: Record<string, { code: string; savedAt: number }> = {};
  for (const slug of slugs) {
    const saved = codeStore.load(slug);
    if (saved) code[slug] = saved;
  }
  return JSON.stringify({ format: FORMAT, version: 1, exportedAt: now, progress: progress.getState(), code }, null, 2);
}

export type ImportResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * Brings an exported file back. Nothing here is lost: where both sides have
 * different code for an exercise, the newer becomes the code and the other
 * goes to the exercise's backup (the "Back to my code" slot).
 */
export function importProgress(text: string, codeStore: CodeStore, progress: ProgressStore): ImportResult {
  let data: z.infer<typeof fileSchema>;
  try {
    const parsed = fileSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return { ok: false, message: 'This is not a progress file exported from this playground.' };
    data = parsed.data;
  } catch {
    return { ok: false, message: 'This file is not JSON, so it is not a progress file from this playground.' };
  }
  let updated = 0;
  let kept = 0;
  for (const [slug, theirs] of Object.entries(data.code)) {
    const ours = codeStore.load(slug);
    if (ours?.code === theirs.code) continue;
    if (!ours) {
      codeStore.save(slug, theirs.code, theirs.savedAt);
      updated++;
    } else if (theirs.savedAt > ours.savedAt) {
      codeStore.saveBackup(slug, ours.code, ours.savedAt);
      codeStore.save(slug, theirs.code, theirs.savedAt);
      updated++;
    } else {
      codeStore.saveBackup(slug, theirs.code, theirs.savedAt);
      kept++;
    }
  }
  progress.merge(data.progress);
  const parts = [
    `Imported progress for ${Object.keys(data.progress).length} exercise${Object.keys(data.progress).length === 1 ? '' : 's'}`,
  ];
  if (updated) parts.push(`${updated} with newer code from the file`);
  if (kept) parts.push(`${kept} where your code here was newer (the file's code is in that exercise's backup)`);
  return { ok: true, message: `${parts.join('; ')}.` };
}
