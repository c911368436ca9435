import { useMemo } from 'react';
import { runOutput, type RunState } from '../../grading/runState';
import { ConsoleOutputView } from './ConsoleOutputView';
import { TitleText } from './TitleText';

/**
 * Everything the Run's code printed, in one place and in the order it ran (each case's output also stays with
 * its case): closed until asked for, and absent when nothing was printed.
 */
export function RunOutput({ state }: { state: RunState }) {
  const pieces = useMemo(() => runOutput(state), [state]);
  if (state.phase === 'idle' || pieces.length === 0) return null;
  return (
    <details className="run-output">
      <summary>Console output of this Run ({pieces.length === 1 ? '1 case' : `${pieces.length} cases`} printed)</summary>
      {pieces.map((piece) => (
        <ConsoleOutputView
          key={piece.id}
          output={piece.output}
          title={`Printed by “${piece.title}”`}
          heading={<TitleText text={piece.title} />}
        />
      ))}
    </details>
  );
}
