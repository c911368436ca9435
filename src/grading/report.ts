import type { RunState } from './runState';
import { caseMessage, describeProblem, describeStopped, formatLocation } from './messages';
import { formatInline } from './formatValue';
import type { Notation } from './notation';

/** The machine-readable report of `npm run grade -- --json`; its shape is a public promise. */
export interface GradeReport {
  exercise: string;
  passed: boolean;
  steps: {
    id: string;
    title: string;
    status: 'pass' | 'fail' | 'error' | 'timeout' | 'not-run';
    cases: { id: string; title: string; status: 'pass' | 'fail' | 'error' | 'timeout' | 'not-run'; message?: string }[];
  }[];
}

/** `notation`: that of the graded file's language, so the messages read as the learner's code would write the values. */
export function toGradeReport(slug: string, state: RunState, notation: Notation = 'typescript'): GradeReport {
  const problem = state.problem ? problemLine(state) : state.stopped ? stoppedLine(state.stopped) : undefined;
  const steps = state.steps.map((step) => ({
    id: step.id,
    title: step.title,
    status: finalStatus(step.status),
    cases: step.cases.map((c) => {
      const message = (c.status === 'not-run' ? problem : undefined) ?? caseMessage(c, notation);
      return { id: c.id, title: c.title, status: finalStatus(c.status), ...(message ? { message } : {}) };
    }),
  }));
  const generated = state.generated;
  if (generated && generated.status !== 'running') {
    // The generated cases report as one more step, with one case: the smallest failure, or all of them.
    const status = generated.status === 'pass' ? 'pass' : generated.status === 'fail' ? finalStatus(generated.failure.status) : 'error';
    const message =
      generated.status === 'fail'
        ? `seed ${generated.seed}: ${caseMessage(generated.failure, notation) ?? 'failed'}; input ${formatInline(generated.failure.input, 300, notation)}`
        : generated.status === 'error'
          ? generated.message
          : undefined;
    steps.push({
      id: 'generated',
      title: generated.title,
      status,
      cases: [
        {
          id: `generated-${generated.seed}`,
          title:
            generated.status === 'pass'
              ? `${generated.runs}${generated.planned === undefined ? '' : ` of ${generated.planned}`} random inputs (seed ${generated.seed})`
              : `${generated.status === 'fail' && generated.failure.status === 'timeout' ? 'Failing input' : 'Smallest failing input'} (seed ${generated.seed})`,
          status,
          ...(message ? { message } : {}),
        },
      ],
    });
  }
  return { exercise: slug, passed: steps.every((s) => s.status === 'pass'), steps };
}

function finalStatus(status: string): GradeReport['steps'][number]['status'] {
  return status === 'pending' ? 'not-run' : (status as GradeReport['steps'][number]['status']);
}

function problemLine(state: RunState): string {
  const described = describeProblem(state.problem!);
  const at = formatLocation(described.line, described.column);
  return `${described.title}: ${described.message}${at ? ` (${at})` : ''}`;
}

function stoppedLine(stopped: NonNullable<RunState['stopped']>): string {
  const { title, message } = describeStopped(stopped);
  return `${title}: ${message}`;
}

/** The steps' summary, and when the generated cases did not pass, that too: the headline agrees with the verdict. */
function headline(state: RunState): string {
  const summary = state.summary?.text ?? 'not finished';
  const generated = state.generated;
  if (!generated || generated.status === 'pass' || generated.status === 'running') return summary;
  const but = state.summary && state.summary.passedSteps === state.summary.totalSteps ? 'but' : 'and';
  return generated.status === 'fail'
    ? `${summary}, ${but} 1 of ${generated.runs} random ${generated.runs === 1 ? 'input' : 'inputs'} failed`
    : `${summary}, ${but} the random inputs could not be checked`;
}

const MARKS: Record<string, string> = { pass: '✓', fail: '✗', error: '!', timeout: '⏱', 'not-run': '·', pending: '·' };

/** The human report: one line per step, and under each failing step its failing cases with the reason. */
export function formatTextReport(slug: string, state: RunState, notation: Notation = 'typescript'): string {
  const lines: string[] = [];
  lines.push(`${slug}: ${headline(state)}`);
  if (state.problem) lines.push(`  ${problemLine(state)}`);
  if (state.stopped) lines.push(`  ${stoppedLine(state.stopped)}`);
  for (const step of state.steps) {
    lines.push(`${MARKS[step.status]} ${step.title}  ${step.passed}/${step.total}`);
    for (const c of step.cases) {
      if (c.status === 'pass' || (c.status === 'not-run' && (state.problem || state.stopped))) continue;
      lines.push(`    ${MARKS[c.status]} ${c.status.padEnd(7)} ${c.id}: ${c.title}`);
      const message = caseMessage(c, notation);
      if (message) lines.push(`              ${message}`);
    }
  }
  const generated = state.generated;
  if (generated && generated.status !== 'running') {
    if (generated.status === 'pass')
      lines.push(`${MARKS.pass} ${generated.title}  ${generated.runs} random inputs (seed ${generated.seed})`);
    else if (generated.status === 'error') lines.push(`${MARKS.error} ${generated.title}: ${generated.message}`);
    else {
      lines.push(
        `${MARKS.fail} ${generated.title}: ${generated.failure.status === 'timeout' ? 'an input that took too long, not shrunk' : 'smallest failing input'} (seed ${generated.seed}; --seed ${generated.seed} reproduces it)`,
      );
      lines.push(`              input: ${formatInline(generated.failure.input, 300, notation)}`);
      const message = caseMessage(generated.failure, notation);
      if (message) lines.push(`              ${message}`);
    }
  }
  return lines.join('\n');
}
