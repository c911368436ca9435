import { forwardRef, useId, useState } from 'react';
import type { CaseResult, StepResult } from '../../grading/types';
import { caseMessage } from '../../grading/messages';
import { CaseDetail } from './CaseDetail';
import { ConsoleOutputView } from './ConsoleOutputView';
import { STATUS } from './statusText';
import { TitleText } from './TitleText';
import { StatusSign } from './StatusSign';
import { useNotation } from './inputViewContext';

interface Props {
  step: StepResult;
  ran: boolean;
  open: boolean;
  onToggle: () => void;
  onShowLine: (line: number, column?: number) => void;
  /** Takes the learner to this step's part of the lesson (and its hints, revealing the first): hints live there, in one place. */
  onShowInLesson: () => void;
}

/** One check step: a disclosure button with status and count, opening onto its cases. */
export const StepItem = forwardRef<HTMLButtonElement, Props>(function StepItem(
  { step, ran, open, onToggle, onShowLine, onShowInLesson },
  ref,
) {
  const panelId = useId();
  const [failuresOnly, setFailuresOnly] = useState(false);
  const status = STATUS[step.status];
  const failures = ran ? step.cases.filter(isProblem).length : 0;
  // The failing cases first (in their order), where the learner looks; the rest after, or hidden on request.
  const cases = ran ? [...step.cases.filter(isProblem), ...(failuresOnly ? [] : step.cases.filter((c) => !isProblem(c)))] : step.cases;
  const count = ran ? `${step.passed}/${step.total}` : `${step.total} ${step.total === 1 ? 'check' : 'checks'}`;
  return (
    <li className={`step step-${ran ? step.status : 'idle'}`}>
      <h3 className="step-heading">
        <button ref={ref} type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle} className="step-button">
          {ran && (
            <span className={`badge badge-${step.status}`}>
              <StatusSign status={step.status} /> {status.word}
            </span>
          )}
          <span className="step-title">
            <TitleText text={step.title} />
          </span>
          <span className="step-count">{count}</span>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="step-panel">
        <p className="step-summary">
          <TitleText text={step.summary} />
        </p>
        <p className="step-lesson-link">
          <button type="button" className="link-button" onClick={onShowInLesson}>
            {step.hints.length > 0 ? 'Hints for this step, in the lesson' : 'This step in the lesson'}
          </button>
        </p>
        {failures > 0 && failures < step.cases.length && (
          <label className="failures-only">
            <input type="checkbox" checked={failuresOnly} onChange={(event) => setFailuresOnly(event.target.checked)} /> Failures only (
            {failures} of {step.cases.length})
          </label>
        )}
        <ul className="cases">
          {cases.map((result, index) => (
            <CaseItem
              key={result.id}
              result={result}
              ran={ran}
              defaultOpen={ran && index === 0 && isProblem(result)}
              onShowLine={onShowLine}
            />
          ))}
        </ul>
      </div>
    </li>
  );
});

function isProblem(result: CaseResult): boolean {
  return result.status === 'fail' || result.status === 'error' || result.status === 'timeout';
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
      <StatusSign status={result.status} /> {status.word}
    </span>
  );
  const title = (
    <>
      {badge}{' '}
      <span className="case-title">
        <TitleText text={result.title} />
      </span>
      {result.example && <span className="tag">lesson example</span>}
    </>
  );
  if (!isProblem(result)) {
    // A passing hidden case shows its title only (and what it printed, which is the learner's own).
    return (
      <li className={`case case-${result.status}`}>
        <div className="case-line">
          {title}
          {ran && result.status === 'not-run' && result.problem && (
            <>
              {' '}
              <span className="case-why">{result.problem.message}</span>
            </>
          )}
        </div>
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
