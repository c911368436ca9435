import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { TraceOutcome } from '../../pipeline/traceInput';
import type { TryHandle } from '../../pipeline/tryInput';
import { traceView } from '../../grading/trace/traceView';
import { traceOutcomeText } from '../../grading/trace/traceText';
import type { Notation } from '../../grading/notation';
import { TraceSteps } from './TraceSteps';

/** What to trace: a case's input (with its expected value, for the first difference) or the learner's own; a new `token` each time. */
export interface TraceRequest {
  input: unknown;
  expected?: unknown;
  title: string;
  token: number;
}

interface Props {
  request: TraceRequest | undefined;
  /**
   * The learner changed their code since this trace was made: its steps and line links are about code that is
   * no longer in the editor, so they are put away (and the editor's mark taken off) until it is traced again.
   */
  earlier: boolean;
  /** Traces the same input again, on the code in the editor now. */
  onTraceAgain: () => void;
  onTrace: (input: unknown) => TryHandle<TraceOutcome>;
  notation: Notation;
  /** The line of the step shown, for the editor to mark; undefined when no trace is shown. */
  onLine: (line: number | undefined) => void;
}

type State =
  { phase: 'running'; token: number } | { phase: 'done'; token: number; outcome: TraceOutcome } | { phase: 'failed'; message: string };

/** "Trace this case": runs the learner's function once more on the input asked for and shows its steps. */
export function TraceSection({ request, earlier, onTraceAgain, onTrace, notation, onLine }: Props) {
  const headingId = useId();
  const state = useTraceRun(request, onTrace, onLine);
  useEffect(() => {
    if (earlier) onLine(undefined);
    // Only the change to earlier code takes the mark off; the steps put it back when they show again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [earlier]);
  const section = useRef<HTMLElement>(null);
  useEffect(() => {
    if (request) section.current?.scrollIntoView?.({ block: 'start' });
  }, [request]);
  const outcome = state?.phase === 'done' ? state.outcome : undefined;
  const view = useMemo(
    () => (outcome && 'trace' in outcome && outcome.trace ? traceView(outcome.trace, notation, request?.expected) : undefined),
    [outcome, notation, request?.expected],
  );
  if (!request) return null;
  return (
    <section className="trace-panel" ref={section} aria-labelledby={headingId}>
      <h2 id={headingId}>Trace of {request.title}</h2>
      {earlier && state?.phase !== 'running' ? (
        <div className="earlier-code" role="status">
          <p>
            <strong>From earlier code.</strong> You have changed your code since this trace: its steps were about code that is no longer in
            the editor.
          </p>
          <button type="button" onClick={onTraceAgain}>
            Trace your code now
          </button>
        </div>
      ) : (
        <TraceBody state={state} view={view} notation={notation} onLine={onLine} />
      )}
    </section>
  );
}

function TraceBody({
  state,
  view,
  notation,
  onLine,
}: {
  state: State | undefined;
  view: ReturnType<typeof traceView> | undefined;
  notation: Notation;
  onLine: Props['onLine'];
}) {
  const outcome = state?.phase === 'done' ? state.outcome : undefined;
  return (
    <>
      <div role="status" aria-live="polite">
        {state?.phase === 'running' && <p>Tracing your function on this input…</p>}
        {state?.phase === 'failed' && <p className="problem-message">{state.message}</p>}
        {outcome && <p className="trace-outcome">{outcomeText(outcome, notation)}</p>}
      </div>
      {view && (
        <>
          <p className="trace-limits">{view.limits}</p>
          {view.cutMessage && <p className="trace-cut">{view.cutMessage}</p>}
          <TraceSteps key={state?.phase === 'done' ? state.token : 0} view={view} onStep={(row) => onLine(row.line)} />
        </>
      )}
    </>
  );
}

function outcomeText(outcome: TraceOutcome, notation: Notation): string {
  if (outcome.status === 'not-run') return `Not traced: ${outcome.reason}.`;
  if (outcome.status === 'problem') {
    const { problem } = outcome;
    if (problem.kind === 'compile') return `Not traced: your code does not compile (${problem.message}).`;
    if (problem.kind === 'load') return `Not traced: your code does not load (${problem.error.name}: ${problem.error.message}).`;
    return 'Not traced: your code took too long to load.';
  }
  return traceOutcomeText(outcome, notation);
}

/** One trace at a time: a new request cancels the one before (and ends its sandbox), as does the panel going. */
function useTraceRun(request: TraceRequest | undefined, onTrace: Props['onTrace'], onLine: Props['onLine']) {
  const [state, setState] = useState<State>();
  // A new request shows "Tracing…" as it renders; the effect below starts the trace.
  const [startedFor, setStartedFor] = useState<TraceRequest>();
  if (request !== startedFor) {
    setStartedFor(request);
    if (request) setState({ phase: 'running', token: request.token });
  }
  const current = useRef<TryHandle<TraceOutcome>>(undefined);
  // The panel going (another exercise, another language) ends its trace, and takes its mark off the editor.
  const leave = useRef(onLine);
  useEffect(() => {
    leave.current = onLine;
  });
  useEffect(
    () => () => {
      current.current?.cancel();
      leave.current(undefined);
    },
    [],
  );
  useEffect(() => {
    if (!request) return;
    current.current?.cancel();
    const handle = onTrace(request.input);
    current.current = handle;
    onLine(undefined);
    handle.done.then(
      (outcome) => {
        if (!outcome) return;
        setState({ phase: 'done', token: request.token, outcome });
      },
      (error: unknown) =>
        setState({ phase: 'failed', message: `The trace failed: ${error instanceof Error ? error.message : String(error)}` }),
    );
    // Only a new request starts a trace; the callbacks may change with every render of the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  return state;
}
