import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';

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
 * gathered and rechecked together when it ends. Node's own `fs.watch`, one
 * per folder, so no dependency. Returns a stop function.
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

  // One watcher per folder (the root, each exercise, its mistakes/ and alternatives/), each set up before this
  // returns: Node's recursive watch adds its subfolders' watches later, so an edit made right after "Watching"
  // could go unseen. A folder that appears later (a new exercise, its first mistakes/) is watched from then on.
  const watchers = new Map<string, FSWatcher>();
  const add = (dir: string, depth: number) => {
    if (stopped || watchers.has(dir)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(dir, (_event, filename) => filename && changed(join(dir, filename.toString()), depth));
    } catch {
      return; // gone already
    }
    watcher.on('error', () => {
      watcher.close();
      watchers.delete(dir);
    });
    watchers.set(dir, watcher);
    if (depth >= MAX_DEPTH) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }))
      if (entry.isDirectory() && !ignored(entry.name)) add(join(dir, entry.name), depth + 1);
  };
  const changed = (path: string, depth: number) => {
    if (depth < MAX_DEPTH && isFolder(path) && !ignored(basename(path))) add(path, depth + 1);
    const [slug, ...rest] = relative(root, path).split(sep);
    const file = rest.join('/');
    if (!slug || !file || ignored(slug) || rest.some(ignored) || ignoredFile(file)) return;
    if (only.length > 0 ? !only.includes(slug) : !existsSync(join(root, slug, 'exercise.yaml'))) return;
    pending.set(slug, (pending.get(slug) ?? new Set()).add(file));
    if (!running) schedule();
  };
  add(root, 0);

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    for (const watcher of watchers.values()) watcher.close();
  };
}

/** The root, an exercise's folder, and the folders inside it (mistakes/, alternatives/). */
const MAX_DEPTH = 2;

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Hidden files and folders, and node_modules. */
const ignored = (part: string) => part.startsWith('.') || part === 'node_modules';
/** Only an exercise's own kinds of file: not what editors and tools leave beside them while saving (4913, foo.ts~, sedAbc12). */
const ignoredFile = (file: string) => !/\.(ts|py|ya?ml|md|json)$/.test(file);
