import type { RunState } from '../../grading/runState';
import { describeProblem, describeStopped, formatLocation } from '../../grading/messages';
import { ConsoleOutputView } from './ConsoleOutputView';
import { VisibleText } from './VisibleText';

interface Props {
  state: RunState;
  onShowLine: (line: number, column?: number) => void;
}

/**
 * What kept a Run from running every case: a problem (it did not compile or load, or threw on the way) or
 * the stop after cases timed out, with the line to look at and what the code printed.
 */
export function RunProblem({ state, onShowLine }: Props) {
  const problem = state.problem ? describeProblem(state.problem) : state.stopped ? describeStopped(state.stopped) : undefined;
  if (!problem) return null;
  const { line, column } = problem;
  return (
    <div className="run-problem">
      <h3>{problem.title}</h3>
      <p className="problem-message">
        <VisibleText text={problem.message} />
      </p>
      {line !== undefined && (
        <button type="button" className="link-button" onClick={() => onShowLine(line, column)}>
          Show {formatLocation(line, column)} in the editor
        </button>
      )}
      {state.problem?.kind !== 'compile' && state.problem?.output && <ConsoleOutputView output={state.problem.output} />}
    </div>
  );
}
