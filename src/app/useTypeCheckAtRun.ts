import { useCallback, useRef, useState } from 'react';
import type { LanguageId } from '../core/language';
import type { TypeCheck, TypeCheckError } from '../editor/typeCheck';

/**
 * The type errors of the code last Run, from the editor's checker (see EditorProps.onTypeChecker). Asked at
 * each Run beside the Run itself, which never waits for it: the code runs whatever the checker says. Kept only
 * when the checker saw exactly the code that ran, and only for the latest Run; none without a checker (Python,
 * or the plain editor).
 */
export function useTypeCheckAtRun(language: LanguageId) {
  const checker = useRef<TypeCheck>(undefined);
  const latest = useRef(0);
  const [errors, setErrors] = useState<TypeCheckError[]>([]);

  // A new checker (the editor came or went, the language changed) makes the errors shown of other code.
  const setChecker = useCallback((check: TypeCheck | undefined) => {
    checker.current = check;
    latest.current++;
    setErrors([]);
  }, []);

  /** Asks about the code of a Run starting now; resolves to the errors shown for it (none without a checker's word). */
  const checkRun = async (source: string): Promise<TypeCheckError[]> => {
    const ask = ++latest.current;
    setErrors([]);
    // TypeScript's checker never answers for Python, whatever the editor did with its own.
    const check = language === 'typescript' ? checker.current : undefined;
    if (!check) return [];
    // No checker's word (it failed, or saw other code): the Run's results stand alone.
    const result = await check().catch(() => undefined);
    if (ask !== latest.current || result?.code !== source) return [];
    setErrors(result.errors);
    return result.errors;
  };

  return { errors, setChecker, checkRun };
}
