import { formatProblem } from '../../exercise/problems';
import { scoreOf, type MutantOutcome, type MutationResult } from './mutateExercise';

/** Long changes are cut so that one mutant stays one line; newlines are shown as ⏎. */
function snippet(code: string, max = 60): string {
  const flat = code.replace(/\s*\n\s*/g, ' ⏎ ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

function change(outcome: MutantOutcome): string {
  const { mutant } = outcome;
  return `${mutant.file}:${mutant.line}:${mutant.column}  ${mutant.mutator}: \`${snippet(mutant.original)}\` → \`${snippet(mutant.replacement)}\``;
}

/**
 * The report of `npm run exercises:mutate`: per exercise its score, every
 * survivor (where, the change, the cases it passed), the reviewed equivalent
 * mutants with their reasons, and any problem of the reviewed list.
 */
export function formatMutationReport(results: MutationResult[], folder = (slug: string) => `exercises/${slug}`): string {
  const out: string[] = [];
  for (const result of results) {
    const score = scoreOf(result);
    const ok = score.survived === 0 && result.problems.length === 0;
    out.push(
      `${ok ? '✓' : '✗'} ${result.slug}: ${score.mutants} mutants, ${score.killed} killed, ${score.equivalent} equivalent, ` +
        `${score.survived} survived: ${score.score}% of non-equivalent mutants killed  ${(result.durationMs / 1000).toFixed(1)} s`,
    );
    for (const problem of result.problems) out.push(`    ${formatProblem(problem)}`);
    const survivors = result.outcomes.filter((o) => o.status === 'survived');
    if (survivors.length > 0) out.push(`    Survivors: wrong programs every case calls right (in ${folder(result.slug)}):`);
    for (const survivor of survivors)
      out.push(`      ${change(survivor)}  passed all ${survivor.casesPassed} cases${survivor.generated ? ' and the generated ones' : ''}`);
    const equivalent = result.outcomes.filter((o) => o.status === 'equivalent');
    if (equivalent.length > 0) out.push('    Equivalent (reviewed):');
    for (const same of equivalent) out.push(`      ${change(same)}  ${same.reason}`);
  }
  const failing = results.filter((r) => scoreOf(r).survived > 0 || r.problems.length > 0).length;
  out.push('');
  out.push(
    results.length === 0
      ? 'No exercise was mutated.'
      : failing === 0
        ? `Every non-equivalent mutant is killed in ${results.length === 1 ? 'the exercise' : `all ${results.length} exercises`}.`
        : `${failing} of ${results.length} exercise${results.length === 1 ? ' has' : 's have'} surviving mutants or a list to review. ` +
          `Add a case each survivor fails, or, if no input can tell it from the reference, list it in equivalent-mutants.yaml ` +
          `(file when not solution.ts, line, mutator, replacement, reason).`,
  );
  return out.join('\n');
}
