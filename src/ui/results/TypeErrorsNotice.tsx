import type { TypeCheckError } from '../../editor/typeCheck';

interface Props {
  errors: TypeCheckError[];
  onShowLine: (line: number, column?: number) => void;
}

/**
 * The type errors of the code that was Run, before its results: how many, the first with its line, and the
 * way to it. The code ran regardless (TypeScript's types are erased), so this warns and does not judge.
 */
export function TypeErrorsNotice({ errors, onShowLine }: Props) {
  const first = errors[0];
  if (!first) return null;
  const count = errors.length === 1 ? '1 type error' : `${errors.length} type errors`;
  return (
    <div className="type-errors" role="group" aria-label="Type errors">
      <p>
        <strong>{count}.</strong> {errors.length === 1 ? 'It is' : 'The first,'} on line {first.line}: <code>{first.message}</code>
      </p>
      <p>
        <button type="button" className="link-button" onClick={() => onShowLine(first.line, first.column)}>
          Show line {first.line} in the editor
        </button>{' '}
        <span className="type-errors-note">The code ran anyway: the results below are its own.</span>
      </p>
    </div>
  );
}
