import { existsSync, watch, type FSWatcher } from 'node:fs';
import { join, sep } from 'node:path';

/** What changed, by exercise: the slug and the files (relative to its folder) that an edit touched. */
export type Touched = Map<string, Set<string>>;

export interface WatchOptions {
  /** Only these slugs (all exercises under the root when empty). */
  only: string[];
  /** Rechecks the exercises an edit touched; the watcher waits for it before starting the next. */
  recheck: (touched: Touched) => Promise<void>;
  /** How long to wait for an editor's burst of writes (save = write + rename + chmod) to settle. */
  settleMs?: number;
}

/**
 * Watches a folder of exercises and rechecks only the exercise whose files an
 * edit touched, one recheck at a time: edits made while a check runs are
 * gathered and rechecked together when it ends. Node's own recursive
 * `fs.watch` (Linux since Node 20), so no dependency. Returns a stop function.
 */
export function watchExercises(root: string, options: WatchOptions): () => void {
  const { only, recheck, settleMs = 150 } = options;
  let pending: Touched = new Map();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let stopped = false;

  const flush = async () => {
    timer = undefined;
    if (running || stopped || pending.size === 0) return;
    const touched = pending;
    pending = new Map();
    running = true;
    try {
      await recheck(touched);
    } finally {
      running = false;
      if (pending.size > 0 && !stopped) schedule();
    }
  };
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void flush(), settleMs);
  };

  const watcher: FSWatcher = watch(root, { recursive: true }, (_event, filename) => {
    if (!filename) return;
    const [slug, ...rest] = filename.toString().split(sep);
    const file = rest.join('/');
    if (!slug || !file || ignored(slug) || rest.some(ignored) || ignoredFile(file)) return;
    if (only.length > 0 ? !only.includes(slug) : !existsSync(join(root, slug, 'exercise.yaml'))) return;
    pending.set(slug, (pending.get(slug) ?? new Set()).add(file));
    if (!running) schedule();
  });

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    watcher.close();
  };
}

/** Hidden files and folders, and node_modules. */
const ignored = (part: string) => part.startsWith('.') || part === 'node_modules';
/** Only an exercise's own kinds of file: not what editors and tools leave beside them while saving (4913, foo.ts~, sedAbc12). */
const ignoredFile = (file: string) => !/\.(ts|py|ya?ml|md|json)$/.test(file);
