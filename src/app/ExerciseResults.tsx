import { useMemo } from 'react';
import type { Exercise } from '../exercise/types';
import type { LanguageId } from '../core/language';
import type { RunState } from '../grading/runState';
import type { HintState } from '../persistence/hintStore';
import { Results } from '../ui/results/Results';
import { InputViewContext } from '../ui/results/inputViewContext';
import { TypeErrorsNotice } from '../ui/results/TypeErrorsNotice';
import type { TypeCheckError } from '../editor/typeCheck';

interface Props {
  exercise: Exercise;
  language: LanguageId;
  run: RunState;
  /** Step hints: how many are revealed per step, and revealing the next. */
  stepHints: HintState['steps'];
  onRevealStepHint: (step: string) => void;
  onShowLine: (line: number, column?: number) => void;
  onReplay: (seed: string) => void;
  /** The type errors of the code last Run (TypeScript only). */
  typeErrors: TypeCheckError[];
}

/** The results of an exercise's Runs, in the exercise's input and result views and in the learner's language. */
export function ExerciseResults({ exercise, language, run, stepHints, onRevealStepHint, onShowLine, onReplay, typeErrors }: Props) {
  // Results speak the learner's language: None and {'key': value} for Python.
  const views = useMemo(
    () => ({ inputView: exercise.inputView, resultView: exercise.resultView, notation: language }),
    [exercise, language],
  );
  return (
    <InputViewContext.Provider value={views}>
      <Results state={run} stepHints={{ revealed: stepHints, onReveal: onRevealStepHint }} onShowLine={onShowLine} onReplay={onReplay}>
        {run.phase !== 'idle' && <TypeErrorsNotice errors={typeErrors} onShowLine={onShowLine} />}
      </Results>
    </InputViewContext.Provider>
  );
}
