import { GENERATED_GROUP } from '../grading/summarize';
import type { ExerciseCheck } from './checkExercises';

const LANGUAGE: Record<string, string> = { ts: 'TypeScript', py: 'Python' };

/**
 * `exercises:check --explain <name>`: the mistakes matrix read one line at a
 * time. For a case id, the known mistakes it catches (TypeScript and Python);
 * for a mistake (`greedy-pattern.ts`, or `greedy-pattern` for every language),
 * the cases that catch it. `found` is false when no checked exercise has
 * anything by that name.
 */
export function explain(checks: ExerciseCheck[], name: string): { found: boolean; text: string } {
  const out: string[] = [];
  for (const check of checks) {
    const exercise = check.exercise;
    if (!exercise) continue;
    const testCase = exercise.cases.find((c) => c.id === name);
    if (testCase) {
      const caught = Object.keys(check.catches).filter((mistake) => check.catches[mistake]!.includes(name));
      const alone = caught.filter((mistake) => check.catches[mistake]!.filter((id) => id !== GENERATED_GROUP).length === 1);
      const wrong = check.problems.some((p) => p.message.startsWith(`(${name}) the reference solution`));
      out.push(`Case ${name} (${check.slug}, step ${testCase.step}): ${testCase.title}`);
      if (wrong) out.push('  The reference solution fails this case, so it counts for nothing until its expected value is fixed.');
      else if (caught.length === 0) out.push('  It catches no known mistake.');
      else {
        out.push(`  It catches ${caught.length} known mistake${caught.length === 1 ? '' : 's'}:`);
        for (const mistake of caught) out.push(`    ${mistake}${alone.includes(mistake) ? '  (no other case catches it)' : ''}`);
      }
    }
    const mistakes = Object.keys(check.catches).filter((m) => m === name || m.replace(/\.(ts|py)$/, '') === name);
    for (const mistake of mistakes) {
      const ids = check.catches[mistake]!;
      const fixed = exercise.cases.filter((c) => ids.includes(c.id));
      const language = LANGUAGE[mistake.split('.').pop()!] ?? 'TypeScript';
      out.push(`Mistake ${mistake} (${check.slug}, ${language}): caught by ${fixed.length} case${fixed.length === 1 ? '' : 's'}`);
      for (const c of fixed) out.push(`    ${c.step}: ${c.id}  ${c.title}`);
      if (ids.includes(GENERATED_GROUP)) out.push(`    and the generated cases`);
      if (fixed.length === 0 && !ids.includes(GENERATED_GROUP)) out.push('    none: add a case it fails');
    }
  }
  if (out.length > 0) return { found: true, text: out.join('\n') };
  const slugs = checks.map((c) => c.slug).join(', ');
  return {
    found: false,
    text: `No case or known mistake is named "${name}" in ${slugs || 'the checked exercises'}. Give a case id from cases.yaml or a file name under mistakes/.`,
  };
}
