import { describe, expect, it } from 'vitest';
import type { Exercise } from '../exercise/types';
import type { ExerciseCheck } from './checkExercises';
import { explain } from './explain';

const exercise = {
  slug: 'parse',
  steps: [
    { id: 'example', title: 'Example', summary: '' },
    { id: 'errors', title: 'Errors', summary: '' },
  ],
  cases: [
    { id: 'one-call', step: 'example', title: 'Finds one call', example: true, input: {}, expected: {} },
    { id: 'bad-json', step: 'errors', title: 'Reports bad JSON', example: false, input: {}, expected: {} },
    { id: 'wrong', step: 'errors', title: 'A case with a wrong expected value', example: false, input: {}, expected: {} },
  ],
} as unknown as Exercise;

/** Both languages' mistakes, as checkExercises records them: by file name, the generated group as `generated`. */
const check: ExerciseCheck = {
  slug: 'parse',
  exercise,
  durationMs: 0,
  problems: [{ file: 'exercises/parse/cases.yaml', line: 20, message: '(wrong) the reference solution fails this case: …' }],
  catches: {
    'greedy.ts': ['one-call', 'bad-json', 'generated'],
    'swallows-errors.ts': ['bad-json'],
    'greedy.py': ['one-call'],
    'never-caught.py': [],
  },
};

describe('explain', () => {
  it('lists the mistakes a case catches in both languages, marking those no other case catches', () => {
    expect(explain([check], 'bad-json')).toEqual({
      found: true,
      text: [
        'Case bad-json (parse, step errors): Reports bad JSON',
        '  It catches 2 known mistakes:',
        '    greedy.ts',
        '    swallows-errors.ts  (no other case catches it)',
      ].join('\n'),
    });
    expect(explain([check], 'one-call').text).toContain('    greedy.py  (no other case catches it)');
  });

  it('lists the cases that catch a mistake; a name without extension means every language', () => {
    expect(explain([check], 'greedy').text).toBe(
      [
        'Mistake greedy.ts (parse, TypeScript): caught by 2 cases',
        '    example: one-call  Finds one call',
        '    errors: bad-json  Reports bad JSON',
        '    and the generated cases',
        'Mistake greedy.py (parse, Python): caught by 1 case',
        '    example: one-call  Finds one call',
      ].join('\n'),
    );
    expect(explain([check], 'never-caught.py').text).toContain('caught by 0 cases\n    none: add a case it fails');
  });

  it('says a case the reference fails counts for nothing, and names what it could not find', () => {
    expect(explain([check], 'wrong').text).toContain('The reference solution fails this case, so it counts for nothing');
    expect(explain([check], 'nope')).toEqual({
      found: false,
      text: 'No case or known mistake is named "nope" in parse. Give a case id from cases.yaml or a file name under mistakes/.',
    });
  });
});
