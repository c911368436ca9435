import { useCallback, useRef, useState } from 'react';
import type { TypeCheck, TypeCheckError } from '../editor/typeCheck';

/**
 * The type errors of the code last Run, from the editor's checker (see EditorProps.onTypeChecker). Asked at
 * each Run beside the Run itself, which never waits for it: the code runs whatever the checker says. Kept only
 * when the checker saw exactly the code that ran, and only for the latest Run; none without a checker (Python,
 * or the plain editor).
 */
export function useTypeCheckAtRun() {
  const checker = useRef<TypeCheck>(undefined);
  const latest = useRef(0);
  const [errors, setErrors] = useState<TypeCheckError[]>([]);

  // A new checker (the editor came or went, the language changed) makes the errors shown of other code.
  const setChecker = useCallback((check: TypeCheck | undefined) => {
    checker.current = check;
    latest.current++;
    setErrors([]);
  }, []);

  const checkRun = (source: string) => {
    const ask = ++latest.current;
    setErrors([]);
    const check = checker.current;
    if (!check) return;
    check().then(
      (result) => {
        if (ask === latest.current && result?.code === source) setErrors(result.errors);
      },
      () => undefined, // no checker's word: the Run's results stand alone
    );
  };

  return { errors, setChecker, checkRun };
}
