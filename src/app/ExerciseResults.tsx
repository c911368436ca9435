import { useMemo } from 'react';
import type { Exercise } from '../exercise/types';
import type { LanguageId } from '../core/language';
import type { RunState } from '../grading/runState';
import type { HintState } from '../persistence/hintStore';
import { Results } from '../ui/results/Results';
import { InputViewContext } from '../ui/results/inputViewContext';
import { TypeErrorsNotice } from '../ui/results/TypeErrorsNotice';
import type { TypeCheckError } from '../editor/typeCheck';
import type { ExerciseEntry } from '../exercise/catalog';
import { runPassed } from '../grading/verdict';
import { EarlierRunNotice } from '../ui/results/EarlierRunNotice';
import { SolvedPanel } from '../ui/results/SolvedPanel';

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
  /** Set while the results are those of an earlier visit's Run: when it was, and whether the code is unchanged since. */
  earlierRun: { savedAt: number; sameCode: boolean } | undefined;
  /** The next exercise of the track (absent at its end), offered once the exercise is solved. */
  next: ExerciseEntry | undefined;
  /** Opens the reference solution beside the code. */
  onCompare: () => void;
}

/** The results of an exercise's Runs, in the exercise's input and result views and in the learner's language. */
export function ExerciseResults({
  exercise,
  language,
  run,
  stepHints,
  onRevealStepHint,
  onShowLine,
  onReplay,
  typeErrors,
  earlierRun,
  next,
  onCompare,
}: Props) {
  // Results speak the learner's language: None and {'key': value} for Python.
  const views = useMemo(
    () => ({
      inputView: exercise.inputView,
      resultView: exercise.resultView,
      notation: language,
      stepTitles: Object.fromEntries(exercise.steps.map((step) => [step.id, step.title])),
    }),
    [exercise, language],
  );
  return (
    <InputViewContext.Provider value={views}>
      <Results state={run} stepHints={{ revealed: stepHints, onReveal: onRevealStepHint }} onShowLine={onShowLine} onReplay={onReplay}>
        {earlierRun && <EarlierRunNotice savedAt={earlierRun.savedAt} sameCode={earlierRun.sameCode} />}
        {run.phase !== 'idle' && <TypeErrorsNotice errors={typeErrors} onShowLine={onShowLine} />}
        {runPassed(run) && <SolvedPanel next={next} onCompare={onCompare} />}
      </Results>
    </InputViewContext.Provider>
  );
}
