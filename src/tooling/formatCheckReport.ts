import { formatProblem } from '../exercise/problems';
import type { ExerciseCheck, Timings } from './checkExercises';
import type { Phase } from './checkPrograms';
import { LANGUAGE_NAMES, type LanguageId } from '../core/language';
import { buildMistakesMatrix } from '../grading/mistakesMatrix';
import { describeMutationScore } from '../grading/mutationScore';

/**
 * The check's report: per exercise, every problem with file and line, then
 * the matrix of which steps' cases catch which known mistake, the mistakes
 * only one case catches (delete that case and they slip through), and the
 * cases that catch none.
 */
export function formatCheckReport(checks: ExerciseCheck[]): string {
  return [...checks.map((check) => formatExerciseCheck(check)), '', checkSummary(checks)].join('\n');
}

export interface ReportOptions {
  /** Say where the exercise's time went, phase by phase (`--timings`). */
  timings?: boolean;
}

/** One exercise's block of the report: its line, its problems, its recorded mutation score and its matrix. */
export function formatExerciseCheck(check: ExerciseCheck, options: ReportOptions = {}): string {
  const out: string[] = [];
  const { exercise } = check;
  const mistakes = Object.keys(check.catches).length;
  const facts = exercise ? ` (${exercise.cases.length} cases, ${exercise.steps.length} steps, ${mistakes} mistakes)` : '';
  out.push(`${check.problems.length === 0 ? '✓' : '✗'} ${check.slug}${facts}  ${seconds(check.durationMs)}`);
  if (options.timings && check.timings) out.push(`    Time: ${describeTimings(check.timings)}`);
  for (const problem of check.problems) out.push(`    ${formatProblem(problem)}`);
  if (check.mutation) out.push(`    Mutation testing (last recorded): ${describeMutationScore(check.mutation)}`);
  if (exercise && mistakes > 0) out.push(...matrixLines(check));
  return out.join('\n');
}

/**
 * Where the whole check's time went: each phase of the runs summed over the exercises (one exercise's phases run
 * one after another, so these are wall-clock times), the type-check's own time beside them, and the worker threads
 * started. Printed last with `--timings`.
 */
export function timingSummary(checks: ExerciseCheck[]): string {
  const phases = new Map<string, Phase>();
  const total: Timings = { phases: [], typeCheck: { ms: 0, waitedMs: 0 }, workersStarted: { typescript: 0, python: 0 } };
  for (const timings of checks.flatMap((c) => (c.timings ? [c.timings] : []))) {
    for (const phase of timings.phases) {
      const sum = phases.get(phase.label);
      if (!sum) phases.set(phase.label, { ...phase });
      else {
        sum.ms += phase.ms;
        if (phase.count !== undefined) sum.count = (sum.count ?? 0) + phase.count;
      }
    }
    total.typeCheck.ms += timings.typeCheck.ms;
    total.typeCheck.waitedMs += timings.typeCheck.waitedMs;
    for (const language of LANGUAGES) total.workersStarted[language] += timings.workersStarted[language];
  }
  return `Where the time went: ${describeTimings({ ...total, phases: [...phases.values()] })}.`;
}

const LANGUAGES = Object.keys(LANGUAGE_NAMES) as LanguageId[];

/** `TypeScript mistakes (39) 4.0 s, …; type-check 3.1 s beside the runs (waited for: 0.0 s); workers started: TypeScript 3, Python 2`. */
function describeTimings({ phases, typeCheck, workersStarted }: Timings): string {
  const times = phases.map((t) => `${t.label}${t.count !== undefined ? ` (${t.count})` : ''} ${seconds(t.ms)}`);
  const started = LANGUAGES.map((language) => `${LANGUAGE_NAMES[language]} ${workersStarted[language]}`);
  return (
    `${times.join(', ')}; type-check ${seconds(typeCheck.ms)} beside the runs (waited for: ${seconds(typeCheck.waitedMs)}); ` +
    `workers started: ${started.join(', ')}`
  );
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The report's last line. Exercises that did not load were checked alone: no code ran. */
export function checkSummary(checks: ExerciseCheck[]): string {
  const broken = checks.filter((c) => c.problems.length > 0).length;
  if (checks.length > 0 && checks.every((c) => !c.exercise))
    return `${broken} exercise${broken === 1 ? '' : 's'} did not load; fix ${broken === 1 ? 'its' : 'their'} files first (no code was run).`;
  if (broken > 0) return `${broken} of ${checks.length} exercise${checks.length === 1 ? ' has' : 's have'} problems.`;
  return checks.length === 1 ? 'The exercise is sound.' : `All ${checks.length} exercises are sound.`;
}

function matrixLines(check: ExerciseCheck): string[] {
  const matrix = buildMistakesMatrix(check.exercise!, check.catches);
  const hasGenerated = matrix.rows.some((r) => r.caughtByGenerated);
  const headers = [...matrix.steps.map((s) => s.id), ...(hasGenerated ? ['generated'] : []), 'start with'];
  const nameWidth = Math.max(7, ...matrix.rows.map((r) => r.mistake.length));
  const cell = (text: string, header: string) => text.padStart(Math.max(header.length, 3));
  const lines = [
    '    Mistakes (rows) and how many cases of each step catch them (columns), and the step "Start with" sends a learner with the mistake to:',
  ];
  lines.push(`      ${'mistake'.padEnd(nameWidth)}  ${headers.map((h) => cell(h, h)).join('  ')}`);
  for (const row of matrix.rows) {
    const counts = row.byStep.map((ids, i) => cell(ids.length ? String(ids.length) : '·', headers[i]!));
    if (hasGenerated) counts.push(cell(row.caughtByGenerated ? '✓' : '·', 'generated'));
    // Left-aligned, last: a step id, not a count.
    lines.push(`      ${row.mistake.padEnd(nameWidth)}  ${counts.join('  ')}  ${row.sentTo ?? '·'}`);
  }
  if (matrix.caughtOnce.length > 0) {
    lines.push('    Caught by one case only:');
    for (const once of matrix.caughtOnce)
      lines.push(`      ${once.mistake}: ${once.caseId}${once.alsoGenerated ? ' (and the generated cases)' : ''}`);
  }
  if (matrix.catchNothing.length > 0) {
    lines.push(`    Cases that catch no known mistake (${matrix.catchNothing.length}): ${matrix.catchNothing.join(', ')}`);
  }
  return lines;
}
