import { useEffect, useMemo, useRef, useState } from 'react';
import type { Exercise } from '../exercise/types';
import type { LanguageId } from '../core/language';
import type { RunState } from '../grading/runState';
import { Results } from '../ui/results/Results';
import { InputViewContext } from '../ui/results/inputViewContext';
import { TypeErrorsNotice } from '../ui/results/TypeErrorsNotice';
import type { TypeCheckError } from '../editor/typeCheck';
import type { ExerciseEntry } from '../exercise/catalog';
import { runPassed } from '../grading/verdict';
import { EarlierRunNotice } from '../ui/results/EarlierRunNotice';
import { SolvedPanel } from '../ui/results/SolvedPanel';
import { TryOwnInput, type InputRequest } from '../ui/results/TryOwnInput';
import type { InputTry, TryHandle } from '../pipeline/tryInput';
import type { TraceOutcome } from '../pipeline/traceInput';
import { TraceSection, type TraceRequest } from '../ui/trace/TraceSection';

interface Props {
  exercise: Exercise;
  language: LanguageId;
  run: RunState;
  /** The code in the editor now: a trace or a try made on other code is marked as from earlier code. */
  code: string;
  /** Takes the learner to a step's part of the lesson, where its hints are. */
  onShowInLesson: (step: string) => void;
  onShowLine: (line: number, column?: number) => void;
  onReplay: (seed: string) => void;
  /** The type errors of the code last Run (TypeScript only). */
  typeErrors: TypeCheckError[];
  /** Set while the results are those of an earlier visit's Run: when it was, and whether the code is unchanged since. */
  earlierRun: { savedAt: number; sameCode: boolean } | undefined;
  /** The next exercise of the track (absent at its end), offered once the exercise is solved. */
  next: ExerciseEntry | undefined;
  /** Opens the reference solution beside the code; absent while the exercise's settings do not offer it. */
  onCompare: (() => void) | undefined;
  /** Runs the learner's current code and the reference on an input of their own (never a Run). */
  onTryInput: (input: unknown) => TryHandle<InputTry>;
  /** Traces the learner's current code on one input (never a Run). */
  onTrace: (input: unknown) => TryHandle<TraceOutcome>;
  /** The line of the trace step shown, for the editor to mark (undefined: none). */
  onTraceLine: (line: number | undefined) => void;
}

/**
 * The results of an exercise's Runs, in the exercise's input and result views and in the learner's language,
 * and below them "Try your own input", which a failing case's "Try this case" fills.
 */
export function ExerciseResults({
  exercise,
  language,
  run,
  code,
  onShowInLesson,
  onShowLine,
  onReplay,
  typeErrors,
  earlierRun,
  next,
  onCompare,
  onTryInput,
  onTrace,
  onTraceLine,
}: Props) {
  const [request, setRequest] = useState<InputRequest>();
  // A trace belongs to the language it was asked in: after a switch, the other language's panel starts empty.
  const [traceRequest, setTraceRequest] = useState<TraceRequest & { language: LanguageId; source: string }>();
  const requests = useRef(0);
  // The code a trace is asked on, read when it is asked: the views below stay the same object while the learner
  // types, so the results that read them do not change with every key.
  const codeNow = useRef(code);
  useEffect(() => {
    codeNow.current = code;
  });
  // Results speak the learner's language: None and {'key': value} for Python.
  const views = useMemo(
    () => ({
      inputView: exercise.inputView,
      resultView: exercise.resultView,
      notation: language,
      stepTitles: Object.fromEntries(exercise.steps.map((step) => [step.id, step.title])),
      onTryInput: (input: unknown) => setRequest({ input, token: ++requests.current }),
      onTraceCase: (input: unknown, expected: unknown, title: string) =>
        setTraceRequest({ input, expected, title, token: ++requests.current, language, source: codeNow.current }),
    }),
    [exercise, language],
  );
  return (
    <InputViewContext.Provider value={views}>
      <Results state={run} onShowInLesson={onShowInLesson} onShowLine={onShowLine} onReplay={onReplay}>
        {earlierRun && <EarlierRunNotice savedAt={earlierRun.savedAt} sameCode={earlierRun.sameCode} />}
        {/* Code that did not compile did not run: the problem below says so, at its line, in the one notice. */}
        {run.phase !== 'idle' && run.problem?.kind !== 'compile' && <TypeErrorsNotice errors={typeErrors} onShowLine={onShowLine} />}
        {runPassed(run) && <SolvedPanel next={next} onCompare={onCompare} />}
      </Results>
      <TryOwnInput
        // A language of its own: its input in that language's names.
        key={`try:${exercise.slug}:${language}`}
        initialInput={exercise.cases[0]?.input ?? {}}
        onTry={onTryInput}
        request={request}
        onShowLine={onShowLine}
        code={code}
        onTraceInput={(input) => setTraceRequest({ input, title: 'your own input', token: ++requests.current, language, source: code })}
      />
      <TraceSection
        key={`${exercise.slug}:${language}`}
        request={traceRequest?.language === language ? traceRequest : undefined}
        earlier={traceRequest !== undefined && traceRequest.source !== code}
        onTraceAgain={() => traceRequest && setTraceRequest({ ...traceRequest, token: ++requests.current, source: code })}
        onTrace={onTrace}
        notation={language}
        onLine={onTraceLine}
      />
    </InputViewContext.Provider>
  );
}
