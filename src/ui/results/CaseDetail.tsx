import { useContext, useMemo } from 'react';
import type { CaseProblem, CaseResult } from '../../grading/types';
import type { Difference } from '../../grading/diff';
import { InputViewContext, useNotation } from './inputViewContext';
import { ToolCallBlocksView } from '../inputViews/ToolCallBlocksView';
import { PythonFunctionsView } from '../inputViews/PythonFunctionsView';
import { ConversationView } from '../resultViews/ConversationView';
import { describeDifference } from '../../grading/messages';
import { formatLocation } from '../../grading/messages';
import { ConsoleOutputView } from './ConsoleOutputView';
import { InputView } from './InputView';
import { ValueView } from './ValueView';
import { VisibleText } from './VisibleText';
import { reorderedLists, reorderedNote } from '../../grading/reorderedLists';

/** The differences between the expected value and the received one, in words, the first ten. */
export function DifferenceList({ differences }: { differences: Difference[] }) {
  const notation = useNotation();
  return (
    <ul className="differences" aria-label="Differences">
      {differences.slice(0, 10).map((difference, index) => (
        <li key={index}>
          <VisibleText text={describeDifference(difference, notation)} />
        </li>
      ))}
      {differences.length > 10 && <li>…and {differences.length - 10} more</li>}
    </ul>
  );
}

/** Why a call gave no value, in words, with a way to the line it names. */
export function ProblemView({ problem, onShowLine }: { problem: CaseProblem; onShowLine: (line: number, column?: number) => void }) {
  return (
    <div className="case-problem">
      {problem.message.includes('\n') ? (
        // A traceback keeps its lines and its columns: its ~~~^^^ marks point at characters of the line above.
        <>
          <p>
            <strong>{problem.title}:</strong>
          </p>
          <p className="problem-message">
            <VisibleText text={problem.message} />
          </p>
        </>
      ) : (
        <p>
          <strong>{problem.title}:</strong> <VisibleText text={problem.message} />
        </p>
      )}
      {problem.line !== undefined && (
        <button type="button" className="link-button" onClick={() => onShowLine(problem.line!, problem.column)}>
          Show {formatLocation(problem.line, problem.column)} in the editor
        </button>
      )}
    </div>
  );
}

/** Why one case did not pass: the reason in words first, then input, expected and received. */
export function CaseDetail({ result, onShowLine }: { result: CaseResult; onShowLine: (line: number, column?: number) => void }) {
  const { problem, differences } = result;
  const { inputView, resultView, onTryInput, onTraceCase, stepTitles = {} } = useContext(InputViewContext);
  const notation = useNotation();
  // Compared once per result, not at every render of the results (a Run's end, a step opened, a key typed).
  const order = useMemo(
    () =>
      differences && differences.length > 0 && 'received' in result
        ? reorderedNote(reorderedLists(result.expected, result.received), notation)
        : undefined,
    [result, differences, notation],
  );
  return (
    <div className="case-detail">
      {problem && <ProblemView problem={problem} onShowLine={onShowLine} />}
      {result.involves && result.involves.length > 0 && (
        // Why a case in this step can fail for another step's rule (and why "Start with" may point elsewhere).
        <p className="case-involves">This case also depends on {result.involves.map((id) => stepTitles[id] ?? id).join(', ')}.</p>
      )}
      {differences && differences.length > 0 && <DifferenceList differences={differences} />}
      {order && (
        <p className="order-note">
          <VisibleText text={order} />
        </p>
      )}
      {inputView === 'tool-call-blocks' && <ToolCallBlocksView input={result.input} received={result.received} />}
      {resultView === 'conversation' && 'received' in result && <ConversationView expected={result.expected} received={result.received} />}
      <div className="case-input-heading">
        <h5>Input</h5>
        {onTryInput && (
          <button type="button" className="link-button" onClick={() => onTryInput(result.input)}>
            Try this case
            <span className="visually-hidden"> in “Try your own input”</span>
          </button>
        )}
        {onTraceCase && (
          <button type="button" className="link-button" onClick={() => onTraceCase(result.input, result.expected, `“${result.title}”`)}>
            Trace this case
          </button>
        )}
      </div>
      {inputView === 'python-functions' && <PythonFunctionsView input={result.input} />}
      <InputView input={result.input} />
      <div className="expected-received">
        <div>
          <h5>Expected</h5>
          <ValueView value={result.expected} differences={differences} side="expected" label="Expected" />
        </div>
        <div>
          <h5>Received</h5>
          {'received' in result ? (
            <ValueView value={result.received} differences={differences} side="received" label="Received" />
          ) : (
            <p className="no-value">
              {result.status === 'timeout' ? 'Nothing: the case was stopped.' : 'Nothing: your function did not return.'}
            </p>
          )}
        </div>
      </div>
      <ConsoleOutputView output={result.output} />
    </div>
  );
}
