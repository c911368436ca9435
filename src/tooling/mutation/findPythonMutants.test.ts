// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findPythonMutants } from './findPythonMutants';

const source = [
  'def grade(score, names):',
  '    """Say how a score went."""',
  '    # a comment that must stay where it is',
  '    if score >= 10 and not names:',
  '        return "pass"',
  '    total = score * 2',
  '    return [n.upper() for n in names if n]',
  '',
].join('\n');

describe('Python mutants, made with Python’s own parser', () => {
  it('makes Stryker’s kinds of change, each spliced into the text at its line and column', async () => {
    const mutants = await findPythonMutants(source);
    const made = mutants.map((m) => `${m.line}:${m.column} ${m.mutator} ${m.original} → ${m.replacement}`);
    expect(made).toEqual(
      expect.arrayContaining([
        '4:8 EqualityOperator score >= 10 → (score > 10)',
        '4:8 EqualityOperator score >= 10 → (score < 10)',
        '4:8 LogicalOperator score >= 10 and not names → (score >= 10 or not names)',
        '4:8 ConditionalExpression score >= 10 and not names → True',
        '4:8 ConditionalExpression score >= 10 and not names → False',
        '4:24 BooleanLiteral not names → names',
        '5:16 StringLiteral "pass" → ""',
        '6:13 ArithmeticOperator score * 2 → (score / 2)',
        '7:15 MethodExpression upper → lower',
        '7:41 ConditionalExpression n → True',
        '5:9 BlockStatement return "pass" → pass',
      ]),
    );
    // The docstring is not a string the program uses.
    expect(mutants.some((m) => m.mutator === 'StringLiteral' && m.original.includes('Say how'))).toBe(false);
    for (const mutant of mutants) {
      expect(mutant.file).toBe('solution.py');
      // Everything but the change stays as written: the comment, the layout, the other lines.
      if (mutant.line > 3) expect(mutant.source).toContain('    # a comment that must stay where it is\n');
      expect(mutant.source.split('\n')[0]).toBe('def grade(score, names):');
    }
  }, 60_000);

  it('empties blocks of code with pass, and never makes a loop that cannot end', async () => {
    const loop = 'def count(n):\n    while n > 0:\n        n -= 1\n    return n\n';
    const mutants = await findPythonMutants(loop);
    expect(mutants.map((m) => `${m.mutator} → ${m.replacement}`)).toEqual(
      expect.arrayContaining(['BlockStatement → pass', 'ConditionalExpression → False', 'AssignmentOperator → n += 1']),
    );
    expect(mutants.some((m) => m.mutator === 'ConditionalExpression' && m.replacement === 'True')).toBe(false);
  }, 60_000);
});
