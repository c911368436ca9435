import { forwardRef, useId } from 'react';
import type { CaseResult, StepResult } from '../../grading/types';
import { caseMessage } from '../../grading/messages';
import { CaseDetail } from './CaseDetail';
import { ConsoleOutputView } from './ConsoleOutputView';
import { STATUS } from './statusText';
import { Hints } from '../Hints';
import { useNotation } from './inputViewContext';

interface Props {
  step: StepResult;
  ran: boolean;
  open: boolean;
  onToggle: () => void;
  onShowLine: (line: number, column?: number) => void;
  hintsRevealed: number;
  onRevealHint: () => void;
}

/** One check step: a disclosure button with status and count, opening onto its cases. */
export const StepItem = forwardRef<HTMLButtonElement, Props>(function StepItem(
  { step, ran, open, onToggle, onShowLine, hintsRevealed, onRevealHint },
  ref,
) {
  const panelId = useId();
  const status = STATUS[step.status];
  const count = ran ? `${step.passed}/${step.total}` : `${step.total} ${step.total === 1 ? 'check' : 'checks'}`;
  return (
    <li className={`step step-${ran ? step.status : 'idle'}`}>
      <h3 className="step-heading">
        <button ref={ref} type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle} className="step-button">
          {ran && (
            <span className={`badge badge-${step.status}`}>
              <span aria-hidden="true">{status.sign}</span> {status.word}
            </span>
          )}
          <span className="step-title">{step.title}</span>
          <span className="step-count">{count}</span>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="step-panel">
        <p className="step-summary">{step.summary}</p>
        {ran && (step.status === 'fail' || step.status === 'error' || step.status === 'timeout') && (
          <Hints hints={step.hints} revealed={hintsRevealed} onReveal={onRevealHint} label={`Hints for ${step.title}`} />
        )}
        <ul className="cases">
          {step.cases.map((result, index) => (
            <CaseItem key={result.id} result={result} ran={ran} defaultOpen={isFirstProblem(step.cases, index)} onShowLine={onShowLine} />
          ))}
        </ul>
      </div>
    </li>
  );
});

function isFirstProblem(cases: CaseResult[], index: number): boolean {
  return cases.findIndex((c) => c.status === 'fail' || c.status === 'error' || c.status === 'timeout') === index;
}

function CaseItem({
  result,
  ran,
  defaultOpen,
  onShowLine,
}: {
  result: CaseResult;
  ran: boolean;
  defaultOpen: boolean;
  onShowLine: Props['onShowLine'];
}) {
  const status = STATUS[result.status];
  const notation = useNotation();
  const badge = ran && (
    <span className={`badge badge-${result.status}`}>
      <span aria-hidden="true">{status.sign}</span> {status.word}
    </span>
  );
  const title = (
    <>
      {badge} <span className="case-title">{result.title}</span>
      {result.example && <span className="tag">lesson example</span>}
    </>
  );
  const failed = result.status === 'fail' || result.status === 'error' || result.status === 'timeout';
  if (!failed) {
    // A passing hidden case shows its title only (and what it printed, which is the learner's own).
    return (
      <li className={`case case-${result.status}`}>
        <div className="case-line">{title}</div>
        {(result.output.lines.length > 0 || result.output.truncated) && <ConsoleOutputView output={result.output} />}
      </li>
    );
  }
  return (
    <li className={`case case-${result.status}`}>
      <details open={defaultOpen}>
        <summary className="case-line">
          {title}
          <span className="visually-hidden">. {caseMessage(result, notation)}</span>
        </summary>
        <CaseDetail result={result} onShowLine={onShowLine} />
      </details>
    </li>
  );
}
