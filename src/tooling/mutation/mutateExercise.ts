import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Exercise } from '../../exercise/types';
import type { Problem } from '../../exercise/problems';
import { describeProblem } from '../../grading/messages';
import type { MutationScore } from '../../grading/mutationScore';
import { failedCaseIds, runPassed } from '../../grading/verdict';
import { MATRIX_SEED } from '../../pipeline/catchMistake';
import { runExercise } from '../../pipeline/runExercise';
import { createSharedReference } from '../../pipeline/sharedReference';
import { inBatches } from '../inBatches';
import { nodeDeps } from '../nodeDeps';
import { entryFor, EQUIVALENT_FILE, parseEquivalentMutants, type EquivalentEntry } from './equivalentMutants';
import { findMutants, type MutatedFile, type Mutant } from './findMutants';
import { findPythonMutants } from './findPythonMutants';
import type { LanguageId } from '../../core/language';

const LANGUAGE_OF: Record<MutatedFile, LanguageId> = { 'solution.ts': 'typescript', 'solution.py': 'python' };

export type MutantStatus = 'killed' | 'survived' | 'equivalent';

export interface MutantOutcome {
  mutant: Mutant;
  status: MutantStatus;
  /** What told it from the reference: failing case ids, "generated", or why it did not run. Empty when it survived. */
  killedBy: string[];
  /** The fixed cases it passed (all of them, for a survivor). */
  casesPassed: number;
  /** Whether it met the generated cases too (only when the exercise has a generator). */
  generated: boolean;
  /** The reviewed reason, for an equivalent mutant. */
  reason?: string;
}

export interface MutationResult {
  slug: string;
  outcomes: MutantOutcome[];
  /** A survivor nobody reviewed, an entry that names no mutant or a killed one, a broken list. */
  problems: Problem[];
  durationMs: number;
}

/**
 * Mutation testing of an exercise's references: every mutant Stryker makes of
 * solution.ts, and every one pythonMutants.py makes of solution.py, is graded
 * as a learner's code in that language would be (the same pipeline, driver and
 * worker, the generated group with MATRIX_SEED), and must fail, unless
 * equivalent-mutants.yaml lists it with a reason. A mutant that passes is a
 * wrong program the cases would call right.
 */
export async function mutateExercise(exercise: Exercise, root: string, displayRoot = 'exercises'): Promise<MutationResult> {
  const started = performance.now();
  const folder = `${displayRoot}/${exercise.slug}`;
  const listPath = join(root, exercise.slug, EQUIVALENT_FILE);
  const listed = parseEquivalentMutants(`${folder}/${EQUIVALENT_FILE}`, existsSync(listPath) ? readFileSync(listPath, 'utf8') : undefined);
  if ('problems' in listed) return { slug: exercise.slug, outcomes: [], problems: listed.problems, durationMs: 0 };

  // The top-level solution is the first language's (Python's, in a Python-only exercise): ask by language.
  const mutants = [
    ...(exercise.languages.includes('typescript') ? await findMutants(exercise.solution) : []),
    ...(exercise.python ? await findPythonMutants(exercise.python.solution) : []),
  ];
  const deps = {
    typescript: nodeDeps(root, 'typescript', { reuseWorkers: true }),
    python: nodeDeps(root, 'python', { reuseWorkers: true }),
  };
  // Every mutant meets the same generated inputs (MATRIX_SEED): the reference answers each once.
  const reference = createSharedReference();
  const outcomes = new Map<string, MutantOutcome>();
  await inBatches(mutants, 2, async (mutant) => {
    const language = LANGUAGE_OF[mutant.file];
    const state = await runExercise(exercise, mutant.source, { language, seed: MATRIX_SEED, reference }, deps[language]).done;
    const casesPassed = state.cases.filter((c) => c.status === 'pass').length;
    const generated = state.generated !== undefined;
    const entry = entryFor(listed.entries, mutant);
    if (runPassed(state))
      outcomes.set(mutant.id, {
        mutant,
        status: entry ? 'equivalent' : 'survived',
        killedBy: [],
        casesPassed,
        generated,
        reason: entry?.reason,
      });
    else
      outcomes.set(mutant.id, {
        mutant,
        status: 'killed',
        killedBy: state.problem ? [describeProblem(state.problem).title] : failedCaseIds(state),
        casesPassed,
        generated,
      });
  });
  reference.dispose();
  const ordered = mutants.map((m) => outcomes.get(m.id)!);
  return {
    slug: exercise.slug,
    outcomes: ordered,
    problems: listProblems(`${folder}/${EQUIVALENT_FILE}`, listed.entries, ordered),
    durationMs: performance.now() - started,
  };
}

/** Entries of the reviewed list that no longer hold: they name no mutant, or one the cases now kill. */
function listProblems(file: string, entries: EquivalentEntry[], outcomes: MutantOutcome[]): Problem[] {
  const problems: Problem[] = [];
  for (const entry of entries) {
    const matches = outcomes.filter((o) => entryFor([entry], o.mutant));
    const where = { file, ...(entry.fileLine !== undefined ? { line: entry.fileLine } : {}) };
    if (matches.length === 0)
      problems.push({
        ...where,
        message: `no mutant of ${entry.file} matches line ${entry.line}, ${entry.mutator} → ${entry.replacement}; the code moved or changed: review it again, then update or remove the entry`,
      });
    else if (matches.every((o) => o.status === 'killed'))
      problems.push({
        ...where,
        message: `the cases kill this mutant (${entry.mutator} at ${entry.file} line ${entry.line}), so it is not equivalent: remove the entry`,
      });
  }
  return problems;
}

/** The score of every mutant, with each language's own beside it when there are two. */
export function scoreOf(result: MutationResult): MutationScore {
  const files = [...new Set(result.outcomes.map((o) => o.mutant.file))];
  const all = countOf(result.outcomes);
  if (files.length < 2) return all;
  return {
    ...all,
    languages: Object.fromEntries(files.map((file) => [LANGUAGE_OF[file], countOf(result.outcomes.filter((o) => o.mutant.file === file))])),
  };
}

function countOf(outcomes: MutantOutcome[]): MutationScore {
  const count = (status: MutantStatus) => outcomes.filter((o) => o.status === status).length;
  const killed = count('killed');
  const survived = count('survived');
  const equivalent = count('equivalent');
  const scored = killed + survived;
  const score = scored === 0 ? 100 : Math.floor((killed / scored) * 1000) / 10;
  return { mutants: outcomes.length, killed, equivalent, survived, score };
}
