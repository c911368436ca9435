import { formatProblem } from '../exercise/problems';
import type { ExerciseCheck } from './checkExercises';

/**
 * The check's report: per exercise, what passed, every problem with file and
 * line, and which cases catch which mistake (a mistake caught by one case only
 * is flagged, since deleting that case would let it through).
 */
export function formatCheckReport(checks: ExerciseCheck[]): string {
  const out: string[] = [];
  for (const check of checks) {
    const { exercise } = check;
    out.push(`${check.problems.length === 0 ? '✓' : '✗'} ${check.slug}${exercise ? ` (${exercise.cases.length} cases, ${exercise.steps.length} steps, ${Object.keys(check.catches).length} mistakes)` : ''}  ${Math.round(check.durationMs)} ms`);
    for (const problem of check.problems) out.push(`    ${formatProblem(problem)}`);
    if (exercise && Object.keys(check.catches).length > 0) {
      out.push('    Mistakes and the cases that catch them:');
      const width = Math.max(...Object.keys(check.catches).map((n) => n.length));
      for (const [name, cases] of Object.entries(check.catches)) {
        const note = cases.length === 1 ? '  (caught by one case only)' : '';
        const shown = cases.slice(0, 6).join(', ') + (cases.length > 6 ? `, … ${cases.length - 6} more` : '');
        out.push(`      ${name.padEnd(width)}  ${String(cases.length).padStart(3)}  ${shown}${note}`);
      }
    }
  }
  const broken = checks.filter((c) => c.problems.length > 0).length;
  out.push('');
  if (broken > 0) out.push(`${broken} of ${checks.length} exercise${checks.length === 1 ? ' has' : 's have'} problems.`);
  else out.push(checks.length === 1 ? 'The exercise is sound.' : `All ${checks.length} exercises are sound.`);
  return out.join('\n');
}
