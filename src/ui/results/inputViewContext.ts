import { createContext, useContext } from 'react';
import type { Exercise } from '../../exercise/types';
import type { Notation } from '../../grading/notation';

/**
 * What the results view needs to know of the exercise as the learner does it:
 * which drawings of input and result it asks for (none by default), and the
 * notation values are written in (the learner's language; TypeScript by default).
 */
export interface ResultsViewSettings extends Pick<Exercise, 'inputView' | 'resultView'> {
  notation?: Notation;
  /** Step titles by id, to name the other steps a case involves. */
  stepTitles?: Record<string, string>;
  /** Puts a case's input in "Try your own input" (the learner's page has that panel; nothing else does). */
  onTryInput?: (input: unknown) => void;
  /** Traces the learner's function on a case's input (issue #20); the expected value finds the first step that differs. */
  onTraceCase?: (input: unknown, expected: unknown, title: string) => void;
}

export const InputViewContext = createContext<ResultsViewSettings>({});

/** The notation for values, paths and differences: `None` for a Python learner, `null` for everyone else. */
export function useNotation(): Notation {
  return useContext(InputViewContext).notation ?? 'typescript';
}
