/**
 * Lists in a result that hold the expected items, each as often, in another order: the commonest sign of code
 * whose order comes from something without one (a Python set, whose order of strings changes from one run of
 * Python to the next, or the order tools happened to finish in). Found where the two values have the same shape,
 * so the note can name each list at its path; a list that differs in its items as well is not one of them.
 */
import { formatDiffPath, isPlainObject, sameData, type PathPart } from './diff';
import type { Notation } from './notation';

/** Beyond this many items a list is not checked for its order: pairing items costs their count squared. */
const MAX_ITEMS = 200;
const MAX_PATHS = 5;

export function reorderedLists(expected: unknown, received: unknown): PathPart[][] {
  const found: PathPart[][] = [];
  const visit = (exp: unknown, rec: unknown, path: PathPart[]) => {
    if (found.length >= MAX_PATHS || sameData(exp, rec)) return;
    if (Array.isArray(exp) && Array.isArray(rec)) {
      if (exp.length !== rec.length) return;
      if (exp.length <= MAX_ITEMS && sameItems(exp, rec)) {
        found.push(path);
        return;
      }
      exp.forEach((item, index) => visit(item, rec[index], [...path, index]));
      return;
    }
    if (isPlainObject(exp) && isPlainObject(rec)) {
      for (const key of Object.keys(exp)) if (Object.hasOwn(rec, key)) visit(exp[key], rec[key], [...path, key]);
    }
  };
  visit(expected, received, []);
  return found;
}

/** The same items, each as many times, in any order. */
function sameItems(expected: readonly unknown[], received: readonly unknown[]): boolean {
  const unmatched = [...received];
  for (const item of expected) {
    const at = unmatched.findIndex((candidate) => sameData(item, candidate));
    if (at < 0) return false;
    unmatched.splice(at, 1);
  }
  return true;
}

/**
 * What the results say of the lists found: which hold the right items in another order, and, for Python, that an
 * order taken from a set can change from one Run to the next (why such code can pass a case on one Run and fail it
 * on the next). Undefined when there are none.
 */
export function reorderedNote(paths: PathPart[][], notation: Notation): string | undefined {
  if (paths.length === 0) return undefined;
  const which =
    paths.length === 1 && paths[0]!.length === 0
      ? 'Your result holds the expected items, in another order.'
      : `${paths.map((path) => formatDiffPath(path, notation)).join(', ')}: the expected items, in another order.`;
  return notation === 'python'
    ? `${which} If your code takes that order from a set, it can change from Run to Run: Python orders a set's strings afresh each time it starts. Build the list in the order the rule gives.`
    : `${which} Build the list in the order the rule gives: items come out in the order your code adds them.`;
}
