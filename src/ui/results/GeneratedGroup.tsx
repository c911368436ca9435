import { forwardRef, useId } from 'react';
import type { GeneratedState } from '../../grading/runState';
import { CaseDetail } from './CaseDetail';
import { VisibleText } from './VisibleText';
import { STATUS } from './statusText';
import { StatusSign } from './StatusSign';

interface Props {
  generated: GeneratedState;
  open: boolean;
  onToggle: () => void;
  onShowLine: (line: number, column?: number) => void;
  /** Runs again with the same seed: the same inputs, so the same failure. */
  onReplay: (seed: string) => void;
}

/**
 * The generated cases, as their own group after the steps: how many random
 * inputs passed, or the smallest failing one with the seed that reproduces it.
 */
export const GeneratedGroup = forwardRef<HTMLButtonElement, Props>(function GeneratedGroup(
  { generated, open, onToggle, onShowLine, onReplay },
  ref,
) {
  const panelId = useId();
  const status =
    generated.status === 'running' ? 'pending' : generated.status === 'pass' ? 'pass' : generated.status === 'fail' ? 'fail' : 'error';
  const count =
    generated.status === 'running'
      ? 'running…'
      : generated.status === 'pass'
        ? `${generated.runs}${generated.planned === undefined ? '' : ` of ${generated.planned}`} random inputs`
        : generated.status === 'fail'
          ? 'failed'
          : 'error';
  return (
    <section className={`step generated step-${status}`} aria-label="Generated cases">
      <h3 className="step-heading">
        <button ref={ref} type="button" className="step-button" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
          <span className={`badge badge-${status}`}>
            <StatusSign status={status} /> {STATUS[status].word}
          </span>
          <span className="step-title">{generated.title}</span>
          <span className="step-count">{count}</span>
        </button>
      </h3>
      <div id={panelId} hidden={!open} className="step-panel">
        <p className="step-summary">
          Random inputs, checked against what the reference solution returns for them.
          {generated.seed !== undefined && (
            <>
              {' '}
              Seed <code>{generated.seed}</code>: the same seed gives the same inputs.
            </>
          )}
        </p>
        {generated.status === 'pass' && generated.planned !== undefined && (
          <p>
            Only {generated.runs} of the {generated.planned} random inputs were tried: your code took longer than a Run gives them. They all
            passed; Run again to try others.
          </p>
        )}
        {generated.status === 'fail' && (
          <>
            {generated.failure.status === 'timeout' ? (
              <p>
                This input took too long, after {generated.runs - 1} that passed, so the random inputs stopped here. It is shown as it was
                tried, not shrunk: each smaller try could take a time limit too.
              </p>
            ) : (
              <p>
                The smallest failing input found, after {generated.runs} {generated.runs === 1 ? 'input' : 'inputs'} and {generated.shrinks}{' '}
                {generated.shrinks === 1 ? 'step' : 'steps'} of shrinking:
              </p>
            )}
            <CaseDetail result={generated.failure} onShowLine={onShowLine} />
            <button type="button" onClick={() => onReplay(generated.seed)}>
              Run again with this seed
            </button>
          </>
        )}
        {generated.status === 'error' && (
          <p className="problem-message">
            <VisibleText text={generated.message} />
          </p>
        )}
      </div>
    </section>
  );
});
