/**
 * Which items of two lists stand for each other: a longest common subsequence under `same`, as
 * [expected index, received index] pairs in order. A missing item or a stray one then shows as just
 * that, instead of every item after it reading as changed. Ties prefer the earliest received item,
 * so a repeated item pairs with its first copy. Costs expected × received comparisons: callers with
 * lists of unbounded length cap it.
 */
export function alignLists<E, R>(expected: readonly E[], received: readonly R[], same: (a: E, b: R) => boolean): [number, number][] {
  const n = expected.length;
  const m = received.length;
  const equal = expected.map((item) => received.map((other) => same(item, other)));
  // longest[i][j]: the length of a longest common subsequence of expected[i..] and received[j..].
  const longest = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      longest[i]![j] = equal[i]![j] ? longest[i + 1]![j + 1]! + 1 : Math.max(longest[i + 1]![j]!, longest[i]![j + 1]!);
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (equal[i]![j] && longest[i]![j] === longest[i + 1]![j + 1]! + 1) pairs.push([i++, j++]);
    else if (longest[i + 1]![j]! >= longest[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}
