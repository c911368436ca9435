import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { exerciseSlugs, loadExercisesFromDisk } from '../src/exercise/loadFromDisk.ts';
import { readMutationScore } from '../src/tooling/mutation/scoreFile.ts';
import type { Exercise } from '../src/exercise/types.ts';
import type { Problem } from '../src/exercise/problems.ts';

const VIRTUAL_ID = 'virtual:exercises';
const RESOLVED_ID = '\0virtual:exercises';
/** Known-wrong solutions, for the instructor view only: a module of its own, so learners never download it. */
const MISTAKES_ID = 'virtual:exercise-mistakes';
const RESOLVED_MISTAKES_ID = '\0virtual:exercise-mistakes';

/**
 * Serves `virtual:exercises`: every exercise folder, read and validated at
 * build time, as plain data. The browser never parses YAML or runs the schema,
 * and a broken file fails the build naming the file and line. During `dev`,
 * a broken file is exported as `problems` so the page can show the message
 * instead of a blank screen, and an edit reloads the data in the open page
 * (hot update, no full reload). `dir` lets tests point it at a copy.
 */
export function exercisesPlugin(root = 'exercises', dir = resolve(root)): Plugin {
  let command: 'build' | 'serve' = 'serve';
  return {
    name: 'playground-exercises',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id === MISTAKES_ID) return RESOLVED_MISTAKES_ID;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED_MISTAKES_ID) {
        const mistakes = Object.fromEntries(
          loadExercisesFromDisk(dir, root).flatMap((result) => ('exercise' in result ? [[result.slug, result.exercise.mistakes]] : [])),
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
      if (id !== RESOLVED_ID) return undefined;
      const results = loadExercisesFromDisk(dir, root);
      const exercises: Exercise[] = [];
      const problems: Problem[] = [];
      for (const result of results) {
        if ('exercise' in result) {
          // Known-wrong solutions are for the tooling, not the learner's page.
          // The page shows lessonHtml; the markdown would only add weight.
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
      if (problems.length > 0 && command === 'build') {
        this.error(`Broken exercise files:\n${problems.map((p) => `  ${p.file}${p.line ? `:${p.line}` : ''}: ${p.message}`).join('\n')}`);
      }
      exercises.sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
      return `export const exercises = ${asModuleValue(exercises)};\nexport const problems = ${asModuleValue(problems)};\n`;
    },
    configureServer(server) {
      server.watcher.add(dir);
      const reload = (file: string) => {
        if (!file.startsWith(dir) || file.endsWith('driver.ts')) return;
        for (const id of [RESOLVED_ID, RESOLVED_MISTAKES_ID]) {
          const module = server.moduleGraph.getModuleById(id);
          if (module) void server.reloadModule(module);
        }
      };
      server.watcher.on('change', reload);
      server.watcher.on('add', reload);
      server.watcher.on('unlink', reload);
    },
  };
}

/**
 * Data as module source. Not an object literal: in one, a key `__proto__` sets the object's
 * prototype instead of making a key, and the exercises have cases about tools and arguments named
 * so. JSON.parse keeps every key as data (and parses faster than the same literal).
 */
function asModuleValue(value: unknown): string {
  return `JSON.parse(${JSON.stringify(JSON.stringify(value))})`;
}
