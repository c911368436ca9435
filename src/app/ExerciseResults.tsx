import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { Exercise } from '../exercise/types';
import type { LanguageId } from '../core/language';
import type { RunState } from '../grading/runState';
import type { HintState } from '../persistence/hintStore';
import { Results } from '../ui/results/Results';
import { InputViewContext } from '../ui/results/inputViewContext';
import type { InputRequest } from '../ui/results/TryOwnInput';
import type { InputTry, TryHandle } from '../pipeline/tryInput';

// A chunk of its own (with the YAML parser): used by some, after a Run, it need not delay the lesson.
const TryOwnInput = lazy(() => import('../ui/results/TryOwnInput').then((module) => ({ default: module.TryOwnInput })));

interface Props {
  exercise: Exercise;
  language: LanguageId;
  run: RunState;
  /** Step hints: how many are revealed per step, and revealing the next. */
  stepHints: HintState['steps'];
  onRevealStepHint: (step: string) => void;
  onShowLine: (line: number, column?: number) => void;
  onReplay: (seed: string) => void;
  /** Runs the learner's current code and the reference on an input of their own (never a Run). */
  onTryInput: (input: unknown) => TryHandle<InputTry>;
}

/**
 * The results of an exercise's Runs, in the exercise's input and result views and in the learner's language,
 * and below them "Try your own input", which a failing case's "Try this case" fills.
 */
export function ExerciseResults({ exercise, language, run, stepHints, onRevealStepHint, onShowLine, onReplay, onTryInput }: Props) {
  const [request, setRequest] = useState<InputRequest>();
  const requests = useRef(0);
  // Results speak the learner's language: None and {'key': value} for Python.
  const views = useMemo(
    () => ({
      inputView: exercise.inputView,
      resultView: exercise.resultView,
      notation: language,
      onTryInput: (input: unknown) => setRequest({ input, token: ++requests.current }),
    }),
    [exercise, language],
  );
  return (
    <InputViewContext.Provider value={views}>
      <Results state={run} stepHints={{ revealed: stepHints, onReveal: onRevealStepHint }} onShowLine={onShowLine} onReplay={onReplay} />
      <Suspense fallback={null}>
        <TryOwnInput
          // A language of its own: its input in that language's names.
          key={`${exercise.slug}:${language}`}
          initialInput={exercise.cases[0]?.input ?? {}}
          onTry={onTryInput}
          request={request}
          onShowLine={onShowLine}
        />
      </Suspense>
    </InputViewContext.Provider>
  );
}
