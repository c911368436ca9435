// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linesWritten } from './lessonMeasures';

describe('linesWritten', () => {
  it('counts the code lines the learner added or changed, not blank lines, comments or the starter’s own lines', () => {
    const starter = 'export function f(x: number) {\n  // Step 1, Doubling: TODO\n  return 0;\n}\n';
    const written = 'export function f(x: number) {\n  // Step 1, Doubling\n  const twice = x * 2;\n\n  return twice;\n}\n';
    expect(linesWritten(starter, written)).toBe(2);
    expect(linesWritten(starter, starter)).toBe(0);
    expect(linesWritten('def f(x):\n    # TODO\n    return 0\n', 'def f(x):\n    return x * 2\n')).toBe(1);
  });
});
