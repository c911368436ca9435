import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { exerciseSlugs, loadExercisesFromDisk, type CourseLoading } from '../src/exercise/loadFromDisk.ts';
import { readMutationScore } from '../src/tooling/mutation/scoreFile.ts';
import type { Exercise } from '../src/exercise/types.ts';
import { entryOf } from '../src/exercise/catalog.ts';
import type { Problem } from '../src/exercise/problems.ts';

/** The track's catalog, and a loader per exercise: what the page imports. */
const VIRTUAL_ID = 'virtual:exercises';
const RESOLVED_ID = '\0virtual:exercises';
/** One exercise's data, `virtual:exercise/<slug>`: a chunk of its own, fetched when the learner opens it. */
const ONE_PREFIX = 'virtual:exercise/';
const RESOLVED_ONE_PREFIX = '\0virtual:exercise/';
/** Every exercise at once, for tests and tools: the page never imports it (ESLint holds that). */
const ALL_ID = 'virtual:all-exercises';
const RESOLVED_ALL_ID = '\0virtual:all-exercises';
/** Known-wrong solutions, for the instructor view only: a module of its own, so learners never download it. */
const MISTAKES_ID = 'virtual:exercise-mistakes';
const RESOLVED_MISTAKES_ID = '\0virtual:exercise-mistakes';

/**
 * Serves the exercises: every exercise folder, read and validated at build
 * time, as plain data: `virtual:exercises` (the catalog and a loader per
 * exercise), `virtual:exercise/<slug>` (one exercise, its own chunk) and
 * `virtual:all-exercises` (all of them, for tests). The browser never parses YAML or runs the schema,
 * in the order of course.yaml's list (`order`), and a broken file fails the build naming the file and line. During `dev`,
 * a broken file is exported as `problems` so the page can show the message
 * instead of a blank screen, and an edit reloads the data in the open page
 * (hot update, no full reload). `dir` lets tests point it at a copy.
 */
export function exercisesPlugin(root = 'exercises', dir = resolve(root), course: CourseLoading = {}): Plugin {
  let command: 'build' | 'serve' = 'serve';
  // Read once for all the modules that share it; a change on disk (dev) reads afresh.
  let cached: ReturnType<typeof pageExercises> | undefined;
  const readExercises = () => (cached ??= pageExercises(dir, root, course));
  return {
    name: 'playground-exercises',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id === MISTAKES_ID) return RESOLVED_MISTAKES_ID;
      if (id === ALL_ID) return RESOLVED_ALL_ID;
      if (id.startsWith(ONE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED_MISTAKES_ID) {
        // TypeScript and Python mistakes in one record: their file names (greedy.ts, greedy.py) keep them apart.
        const mistakes = Object.fromEntries(
          loadExercisesFromDisk(dir, root, course).flatMap((result) =>
            'exercise' in result ? [[result.slug, { ...result.exercise.mistakes, ...result.exercise.python?.mistakes }]] : [],
          ),
        );
        // Each exercise's mutation score, as `npm run exercises:mutate` last recorded it.
        const scores = Object.fromEntries(
          exerciseSlugs(dir).flatMap((slug) => {
            const score = readMutationScore(dir, slug);
            return score ? [[slug, score]] : [];
          }),
        );
        return `export const mistakes = ${asModuleValue(mistakes)};\nexport const mutationScores = ${asModuleValue(scores)};\n`;
      }
      if (id !== RESOLVED_ID && id !== RESOLVED_ALL_ID && !id.startsWith(RESOLVED_ONE_PREFIX)) return undefined;
      const { exercises, problems } = readExercises();
      if (problems.length > 0 && command === 'build') {
        this.error(`Broken exercise files:\n${problems.map((p) => `  ${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`).join('\n')}`);
      }
      if (id === RESOLVED_ALL_ID) return `export const exercises = ${asModuleValue(exercises)};\n`;
      if (id.startsWith(RESOLVED_ONE_PREFIX)) {
        const slug = id.slice(RESOLVED_ONE_PREFIX.length);
        const exercise = exercises.find((e) => e.slug === slug);
        // While the dev server runs, a broken exercise leaves the catalog until it is mended: its
        // module stays loadable (and empty), so Vite can hot-update it back instead of reloading the page.
        if (!exercise && command === 'build') return this.error(`No exercise named "${slug}" (asked for as ${id.slice(1)}).`);
        return `export const exercise = ${exercise ? asModuleValue(exercise) : 'undefined'};\n`;
      }
      // A literal import() per exercise, so the bundler makes each its own chunk.
      const loaders = exercises
        .map((e) => `  ${JSON.stringify(e.slug)}: () => import(${JSON.stringify(ONE_PREFIX + e.slug)}).then((m) => m.exercise),`)
        .join('\n');
      return [
        `export const catalog = ${asModuleValue(exercises.map(entryOf))};`,
        `export const problems = ${asModuleValue(problems)};`,
        `export const loaders = {\n${loaders}\n};`,
        '',
      ].join('\n');
    },
    configureServer(server) {
      server.watcher.add(dir);
      const reload = (file: string) => {
        if (!file.startsWith(dir) || file.endsWith('driver.ts')) return;
        cached = undefined;
        const timestamp = Date.now();
        for (const module of server.moduleGraph.idToModuleMap.values()) {
          if (!module.id || !isExerciseModule(module.id)) continue;
          // Every exercise module is stale; only those the page still imports are sent as updates.
          // One no module imports any more (its exercise was broken and left the catalog) has no
          // boundary to accept it, and sending it would reload the whole page.
          server.moduleGraph.invalidateModule(module, new Set(), timestamp, true);
          if (module.importers.size > 0) void server.reloadModule(module);
        }
      };
      server.watcher.on('change', reload);
      server.watcher.on('add', reload);
      server.watcher.on('unlink', reload);
    },
  };
}

function isExerciseModule(id: string): boolean {
  return id === RESOLVED_ID || id === RESOLVED_MISTAKES_ID || id === RESOLVED_ALL_ID || id.startsWith(RESOLVED_ONE_PREFIX);
}

/**
 * Every valid exercise as the page gets it, in track order, and the problems of the broken ones.
 * Known-wrong and other correct solutions are for the tooling, not the learner's page; the page
 * shows lessonHtml, and the markdown would only add weight.
 */
function pageExercises(dir: string, root: string, course: CourseLoading): { exercises: Exercise[]; problems: Problem[] } {
  const exercises: Exercise[] = [];
  const problems: Problem[] = [];
  for (const result of loadExercisesFromDisk(dir, root, course)) {
    if ('exercise' in result) {
      const { python } = result.exercise;
      exercises.push({
        ...result.exercise,
        lesson: '',
        mistakes: {},
        alternatives: {},
        ...(python ? { python: { ...python, mistakes: {}, alternatives: {} } } : {}),
      });
    } else {
      problems.push(...result.error.problems);
    }
  }
  exercises.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
  return { exercises, problems };
}

/**
 * Data as module source. Not an object literal: in one, a key `__proto__` sets the object's
 * prototype instead of making a key, and the exercises have cases about tools and arguments named
 * so. JSON.parse keeps every key as data (and parses faster than the same literal).
 */
function asModuleValue(value: unknown): string {
  return `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
}
