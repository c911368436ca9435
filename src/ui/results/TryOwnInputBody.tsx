import { useEffect, useId, useRef, useState } from 'react';
import { inputAsYaml, MAX_INPUT_CHARS, parseInputText } from '../../exercise/caseYaml';
import { problemOf } from '../../grading/messages';
import type { InputTry, Tried, TryHandle } from '../../pipeline/tryInput';
import { ConsoleOutputView } from './ConsoleOutputView';
import { DifferenceList, ProblemView } from './CaseDetail';
import { ValueView } from './ValueView';
import type { TryOwnInputProps as BodyProps } from './tryOwnInputProps';

type State =
  { phase: 'idle' } | { phase: 'invalid'; message: string } | { phase: 'running' } | { phase: 'done'; outcome: InputTry; source: string };

/**
 * What "Try your own input" holds once opened: one input, typed as YAML or JSON (or a case's, from
 * "Try this case"), run on the learner's code and on the reference solution, each in its own sandbox
 * with the Run's time limit. It is not a Run: the results and progress stay as they are. The text is
 * never replaced by a failed parse, so nothing typed is lost. A chunk of its own with the YAML parser,
 * loaded when the panel first opens (TryOwnInput.tsx), then kept while the panel closes and opens.
 */
export default function TryOwnInputBody({ initialInput, onTry, request, onShowLine, onTraceInput, code }: BodyProps) {
  const [text, setText] = useState(() => inputAsYaml(request ? request.input : initialInput));
  const { state, setState, tryIt } = useTry(onTry, code);
  // A result tried on code the learner has changed since: its values and line links are not about this code.
  const earlier = state.phase === 'done' && state.source !== code;
  const box = useRef<HTMLTextAreaElement>(null);
  const ids = useId();

  // A new "Try this case" fills the box as it renders (no effect, no render of the old text first).
  const [filledFrom, setFilledFrom] = useState(request);
  if (request !== filledFrom) {
    setFilledFrom(request);
    if (request) {
      setText(inputAsYaml(request.input));
      setState({ phase: 'idle' });
    }
  }
  // The caret in the box once a case is sent here (the panel is open by now, and brought into view).
  useEffect(() => {
    if (request) box.current?.focus({ preventScroll: true });
  }, [request]);

  return (
    <>
      <p className="try-note">
        Runs your function on one input, with the same sandbox and time limit as a Run, beside the reference solution. It is not a Run: your
        results and progress stay as they are.
      </p>
      <label htmlFor={`${ids}-input`}>Input, in YAML or JSON</label>
      <textarea
        id={`${ids}-input`}
        ref={box}
        className="try-input-box"
        value={text}
        onChange={(event) => setText(event.target.value)}
        // No more than an input may hold: a paste of megabytes is cut here, not read, run and drawn (see caseYaml.ts).
        maxLength={MAX_INPUT_CHARS}
        aria-describedby={text.length >= MAX_INPUT_CHARS ? `${ids}-full` : undefined}
        // As tall as the input (within reason): the results pane is small on a laptop; the box can be resized.
        rows={Math.min(Math.max(lineCount(text), 3), 12)}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
      />
      {text.length >= MAX_INPUT_CHARS && (
        <p id={`${ids}-full`} className="problem-message">
          The box holds at most {MAX_INPUT_CHARS.toLocaleString('en')} characters: the rest of what you pasted was left out.
        </p>
      )}
      <div className="try-actions">
        <button type="button" onClick={() => void tryIt(text)}>
          Run on this input
        </button>
        {onTraceInput && (
          <button
            type="button"
            onClick={() => {
              const parsed = parseInputText(text);
              if (parsed.ok) onTraceInput(parsed.input);
              else setState({ phase: 'invalid', message: parsed.message });
            }}
          >
            Trace this input
          </button>
        )}
      </div>
      <div role="status" aria-live="polite">
        {state.phase === 'running' && <p>Running your function and the reference solution…</p>}
        {state.phase === 'invalid' && <p className="problem-message">{state.message}</p>}
        {state.phase === 'done' && !earlier && <p className="try-verdict">{verdict(state.outcome)}</p>}
        {earlier && (
          <p className="earlier-code">
            <strong>From earlier code.</strong> You have changed your code since this try: press “Run on this input” to try your code now.
          </p>
        )}
      </div>
      {state.phase === 'done' && !earlier && <TryOutcomeView outcome={state.outcome} onShowLine={onShowLine} />}
    </>
  );
}

/** Lines in the box, counted only as far as the box grows (12), so a long text costs nothing per keystroke. */
function lineCount(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at >= 0 && lines < 12; at = text.indexOf('\n', at + 1)) lines++;
  return lines;
}

/** One try at a time: a new one (or the panel going) cancels the one before, and ends its sandboxes. */
function useTry(onTry: BodyProps['onTry'], code: string) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const current = useRef<TryHandle<InputTry>>(undefined);
  // A try still running when the page goes (or the exercise changes) ends with it: no worker is left behind.
  useEffect(() => () => current.current?.cancel(), []);
  const tryIt = async (text: string) => {
    const parsed = parseInputText(text);
    if (!parsed.ok) return setState({ phase: 'invalid', message: parsed.message });
    current.current?.cancel();
    const source = code;
    const handle = onTry(parsed.input);
    current.current = handle;
    setState({ phase: 'running' });
    try {
      const outcome = await handle.done;
      if (outcome) setState({ phase: 'done', outcome, source });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      setState({ phase: 'invalid', message: `The input could not be tried: ${message}` });
    } finally {
      if (current.current === handle) current.current = undefined;
    }
  };

  return { state, setState, tryIt };
}

/** The one line read out when a try ends. */
function verdict({ code, differences }: InputTry): string {
  if (code.status !== 'returned')
    return `Your function did not return a value: ${code.status === 'timeout' ? 'it took too long' : 'see why below'}.`;
  if (!differences) return 'Your function returned a value; the reference solution did not, so there is nothing to compare.';
  if (differences.length === 0) return 'Your function returns the same as the reference solution.';
  return `Your function returns something else than the reference solution: ${differences.length === 1 ? '1 difference' : `${differences.length} differences`}.`;
}

function TryOutcomeView({ outcome, onShowLine }: { outcome: InputTry; onShowLine: BodyProps['onShowLine'] }) {
  const { code, reference, differences = [] } = outcome;
  const output = code.status === 'not-run' || code.status === 'problem' ? undefined : code.output;
  return (
    <div className="case-detail try-outcome">
      {differences.length > 0 && <DifferenceList differences={differences} />}
      <div className="expected-received">
        <div>
          <h5>Your function returned</h5>
          <TriedValue tried={code} side="received" label="Your function’s value" differences={differences} onShowLine={onShowLine} />
        </div>
        <div>
          <h5>The reference solution returned</h5>
          <TriedValue
            tried={reference}
            side="expected"
            label="The reference solution’s value"
            differences={differences}
            onShowLine={onShowLine}
          />
        </div>
      </div>
      {output && (output.lines.length > 0 || output.truncated) ? (
        <ConsoleOutputView output={output} title="What your function printed" />
      ) : (
        <div className="console-output">
          <h5>What your function printed</h5>
          <p className="no-value">Nothing.</p>
        </div>
      )}
    </div>
  );
}

function TriedValue({
  tried,
  side,
  label,
  differences,
  onShowLine,
}: {
  tried: Tried;
  side: 'expected' | 'received';
  label: string;
  differences: InputTry['differences'];
  onShowLine: BodyProps['onShowLine'];
}) {
  if (tried.status === 'returned') return <ValueView value={tried.value} differences={differences} side={side} label={label} />;
  if (tried.status === 'not-run') return <p className="no-value">Nothing: {tried.reason}.</p>;
  const problem = problemOf(tried)!;
  // The reference is trusted: when it fails, the input is likely one the exercise does not expect.
  if (side === 'expected')
    return (
      <p className="no-value">
        Nothing: the reference solution gave no value for this input ({problem.title}: {problem.message}). Is the input shaped like a case’s
        input?
      </p>
    );
  return <ProblemView problem={problem} onShowLine={onShowLine} />;
}
