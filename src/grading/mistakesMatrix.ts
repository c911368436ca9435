import type { Exercise } from '../exercise/types';
import { pendingCase } from './gradeCase';
import { GENERATED_GROUP as GENERATED, summarizeRun, summarizeSteps } from './summarize';

export interface MistakesMatrix {
  /** Column per step, in step order. */
  steps: { id: string; title: string }[];
  rows: {
    mistake: string;
    /** For each step (same order as `steps`), the ids of its cases that catch the mistake. */
    byStep: string[][];
    caughtByGenerated: boolean;
    total: number;
    /** The step "Start with" names for code with this mistake (the cases that catch it failing, the others passing). */
    sentTo: string | undefined;
  }[];
  /** Mistakes that exactly one fixed case catches: deleting that case would let them through. */
  caughtOnce: { mistake: string; caseId: string; alsoGenerated: boolean }[];
  /** Cases that catch no known mistake: not wrong, but worth a look (a new mistake file may belong here). */
  catchNothing: string[];
}

/** Arranges "which cases catch which mistake" by step, for the CLI report and the instructor view. */
export function buildMistakesMatrix(exercise: Pick<Exercise, 'steps' | 'cases'>, catches: Record<string, string[]>): MistakesMatrix {
  const stepOf = new Map(exercise.cases.map((c) => [c.id, c.step]));
  // Where the results would send a learner with the mistake: the same rule as after a Run (summarize.ts).
  const sentTo = (caseIds: string[]) => {
    const failing = new Set(caseIds);
    const cases = exercise.cases.map((c) => ({ ...pendingCase(c), status: failing.has(c.id) ? ('fail' as const) : ('pass' as const) }));
    const look = summarizeRun(summarizeSteps(exercise.steps, cases)).firstStepToLook;
    return look?.id === GENERATED ? undefined : look?.id;
  };
  const rows = Object.entries(catches).map(([mistake, caseIds]) => {
    const fixed = caseIds.filter((id) => id !== GENERATED);
    return {
      mistake,
      byStep: exercise.steps.map((step) => fixed.filter((id) => stepOf.get(id) === step.id)),
      caughtByGenerated: caseIds.includes(GENERATED),
      total: fixed.length,
      sentTo: sentTo(fixed),
    };
  });
  const catching = new Set(Object.values(catches).flat());
  return {
    steps: exercise.steps.map(({ id, title }) => ({ id, title })),
    rows,
    caughtOnce: rows
      .filter((r) => r.total === 1)
      .map((r) => ({ mistake: r.mistake, caseId: r.byStep.flat()[0]!, alsoGenerated: r.caughtByGenerated })),
    catchNothing: exercise.cases.filter((c) => !catching.has(c.id)).map((c) => c.id),
  };
}
