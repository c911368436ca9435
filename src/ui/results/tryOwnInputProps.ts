import type { InputTry, TryHandle } from '../../pipeline/tryInput';

/** A case's input sent to the panel ("Try this case"); a new `token` each time, so the same input twice still arrives. */
export interface InputRequest {
  input: unknown;
  token: number;
}

export interface TryOwnInputProps {
  /** The input the panel starts with (the first case's), in the learner's language's names. */
  initialInput: unknown;
  /** Runs the learner's current code and the reference on an input. */
  onTry: (input: unknown) => TryHandle<InputTry>;
  /** The latest "Try this case": fills the panel, opens it and brings it into view. */
  request: InputRequest | undefined;
  onShowLine: (line: number, column?: number) => void;
  /** The code in the editor now: a result tried on other code is put away as from earlier code. */
  code: string;
  /** Traces the learner's function on the input in the box (issue #20). */
  onTraceInput?: (input: unknown) => void;
}
