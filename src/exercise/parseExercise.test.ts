// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseExercise, REQUIRED_FILES, TYPESCRIPT_FILES } from './parseExercise';
import { ExerciseError, formatProblem, type Problem } from './problems';

const EXERCISE_YAML = `title: Tiny
# Its place in a course is course.yaml's.
entry: solve
steps:
  - id: first
    title: First step
    summary: Checks the first thing.
  - id: second
    title: Second step
    summary: Checks the second thing.
`;

const CASES_YAML = `cases:
  - id: one
    step: first
    title: the first case
    example: true
    input: 1
    expected: 2
  - id: two
    step: second
    title: the second case
    input: {a: 1}
    expected: [1, null]
`;

/** Appended to CASES_YAML: a third case, its id on line 13 and its step on line 14. */
const thirdCase = (fields: { id?: string; step?: string } = {}) => `  - id: ${fields.id ?? 'three'}
    step: ${fields.step ?? 'first'}
    title: the third case
    input: 3
    expected: 3
`;

const files = (overrides: Record<string, string | undefined> = {}): Record<string, string> => {
  const all: Record<string, string | undefined> = {
    'exercise.yaml': EXERCISE_YAML,
    'cases.yaml': CASES_YAML,
    'lesson.md': '# Tiny lesson',
    'starter.ts': 'export function solve() {}',
    'solution.ts': 'export function solve(n: number) { return n + 1; }',
    'driver.ts': 'export default {}',
    ...overrides,
  };
  return Object.fromEntries(Object.entries(all).filter((entry): entry is [string, string] => entry[1] !== undefined));
};

/** The problems parseExercise throws, or fails the test if it does not throw. */
function problemsOf(input: Record<string, string>): Problem[] {
  try {
    parseExercise('tiny', input);
  } catch (error) {
    expect(error).toBeInstanceOf(ExerciseError);
    return (error as ExerciseError).problems;
  }
  throw new Error('expected parseExercise to throw');
}

describe('parseExercise', () => {
  it('parses a valid minimal exercise, with defaults for what it leaves out', () => {
    const exercise = parseExercise('tiny', files());
    expect(exercise).toEqual({
      slug: 'tiny',
      languages: ['typescript'],
      title: 'Tiny',
      order: 0,
      entry: 'solve',
      timeLimitMs: 2000,
      modules: [],
      typeImports: [],
      steps: [
        { id: 'first', title: 'First step', summary: 'Checks the first thing.', hints: [] },
        { id: 'second', title: 'Second step', summary: 'Checks the second thing.', hints: [] },
      ],
      hints: [],
      cases: [
        { id: 'one', step: 'first', title: 'the first case', example: true, input: 1, expected: 2 },
        { id: 'two', step: 'second', title: 'the second case', example: false, input: { a: 1 }, expected: [1, null] },
      ],
      lesson: '# Tiny lesson',
      lessonHtml: '<h2>Tiny lesson</h2>',
      // No part markers: all of it is the opening, and each step has a part with no lesson text of its own.
      lessonParts: [
        { kind: 'opening', html: '<h2>Tiny lesson</h2>' },
        { kind: 'step', step: 'first', html: '' },
        { kind: 'step', step: 'second', html: '' },
      ],
      starter: 'export function solve() {}',
      solution: 'export function solve(n: number) { return n + 1; }',
      solutionHtml: expect.stringContaining('<code class="language-ts hljs">'),
      types: '',
      mistakes: {},
      alternatives: {},
      hasGenerator: false,
      // Today's behaviour: the reference after a first Run, hints shown, every language written offered.
      settings: { referenceSolution: 'after-hints', hints: true },
    });
  });

  it('splits the lesson into parts at its step markers, and names the file and line of a marker for a step that does not exist', () => {
    const lesson = [
      '# Tiny lesson',
      '',
      'Write `solve`.',
      '',
      '<!-- step: first -->',
      '## The first thing',
      'One.',
      '<!-- step: thrid -->',
      'Three.',
    ];
    const problems = problemsOf(files({ 'lesson.md': lesson.join('\n') }));
    expect(problems.map(formatProblem)).toEqual([
      'exercises/tiny/lesson.md:8: there is no step "thrid" in exercise.yaml; use one of: first, second',
    ]);
    const parts = parseExercise('tiny', files({ 'lesson.md': lesson.slice(0, 7).join('\n') })).lessonParts;
    expect(parts).toEqual([
      { kind: 'opening', html: expect.stringContaining('<p>Write <code>solve</code>.</p>') },
      { kind: 'step', step: 'first', html: '<h4>The first thing</h4>\n<p>One.</p>' },
      { kind: 'step', step: 'second', html: '' },
    ]);
  });

  it('collects the mistakes folder and the types file', () => {
    const exercise = parseExercise(
      'tiny',
      files({
        'types.d.ts': 'type Registry = {};',
        'mistakes/off-by-one.ts': 'export function solve(n) { return n; }',
        'mistakes/notes.md': 'not code',
      }),
    );
    expect(exercise.types).toBe('type Registry = {};');
    expect(exercise.mistakes).toEqual({ 'off-by-one.ts': 'export function solve(n) { return n; }' });
  });

  it('collects the alternatives folder apart from the mistakes, per language', () => {
    const exercise = parseExercise(
      'tiny',
      files({
        'alternatives/with-reduce.ts': 'export const solve = (n) => [n].reduce((a) => a + 1, 0) + n;',
        'alternatives/plain.py': 'def solve(n):\n    return n + 1\n',
        'mistakes/off-by-one.ts': 'export function solve(n) { return n; }',
        'solution.py': 'def solve(n):\n    return n + 1\n',
        'starter.py': 'def solve(n):\n    pass\n',
      }),
    );
    expect(Object.keys(exercise.alternatives)).toEqual(['with-reduce.ts']);
    expect(Object.keys(exercise.mistakes)).toEqual(['off-by-one.ts']);
    expect(exercise.python?.alternatives).toEqual({ 'plain.py': 'def solve(n):\n    return n + 1\n' });
  });

  it('says what a missing file is for', () => {
    expect(problemsOf(files({ 'cases.yaml': undefined }))).toEqual([
      { file: 'exercises/tiny/cases.yaml', message: 'this file is missing; add it: it holds the test cases' },
    ]);
  });

  it('lists every missing file at once', () => {
    const problems = problemsOf({});
    expect(problems.map((p) => p.file)).toEqual(
      [...Object.keys(REQUIRED_FILES), ...Object.keys(TYPESCRIPT_FILES)].map((name) => `exercises/tiny/${name}`),
    );
    expect(problems.find((p) => p.file.endsWith('driver.ts'))?.message).toContain("calls the learner's function");
  });

  it('names the file of broken YAML', () => {
    const problems = problemsOf(files({ 'cases.yaml': CASES_YAML.replace('input: {a: 1}', 'input: {a: 1') }));
    expect(problems).toHaveLength(1);
    expect(problems[0]!.file).toBe('exercises/tiny/cases.yaml');
    expect(problems[0]!.message).toMatch(/^this is not valid YAML: /);
  });

  it('reports a key written twice as invalid YAML', () => {
    const problems = problemsOf(files({ 'exercise.yaml': EXERCISE_YAML.replace('entry: solve', 'entry: solve\nentry: other') }));
    expect(problems).toMatchObject([{ file: 'exercises/tiny/exercise.yaml', message: expect.stringContaining('unique') }]);
  });

  it('names the field path and line of a value of the wrong type', () => {
    expect(problemsOf(files({ 'cases.yaml': CASES_YAML + thirdCase({ step: '3' }) }))).toEqual([
      {
        file: 'exercises/tiny/cases.yaml',
        line: 14,
        field: 'cases[2].step',
        message: 'YAML reads this step as the number 3, not as text: put it in quotes (step: "3"), or choose other words',
      },
    ]);
    expect(problemsOf(files({ 'exercise.yaml': EXERCISE_YAML.replace('entry: solve', 'entry: solve\norder: 1') }))).toEqual([
      {
        file: 'exercises/tiny/exercise.yaml',
        line: 4,
        field: 'order',
        message: "an exercise's place in the course is course.yaml's exercises: list now; delete this line",
      },
    ]);
  });

  it('explains a malformed id at its line', () => {
    expect(problemsOf(files({ 'cases.yaml': CASES_YAML.replace('id: two', 'id: Two_2') }))).toEqual([
      {
        file: 'exercises/tiny/cases.yaml',
        line: 8,
        field: 'cases[1].id',
        message: 'use lower-case words joined by dashes, like "known-tool"',
      },
    ]);
  });

  it('points a missing field at the case that lacks it', () => {
    const problems = problemsOf(files({ 'cases.yaml': CASES_YAML.replace('    expected: [1, null]\n', '') }));
    expect(problems).toEqual([
      { file: 'exercises/tiny/cases.yaml', line: 8, field: 'cases[1].expected', message: 'every case needs an expected value' },
    ]);
  });

  it('accepts null as an expected value (only a missing one is an error)', () => {
    expect(
      parseExercise('tiny', files({ 'cases.yaml': CASES_YAML.replace('expected: [1, null]', 'expected: null') })).cases[1]!.expected,
    ).toBeNull();
  });

  it('reports a time limit out of range at its line', () => {
    const problems = problemsOf(files({ 'exercise.yaml': EXERCISE_YAML.replace('entry: solve', 'timeLimitMs: 10\nentry: solve') }));
    expect(problems).toMatchObject([{ file: 'exercises/tiny/exercise.yaml', line: 3, field: 'timeLimitMs' }]);
  });

  it('reports a duplicate case id at the second case, with file and line', () => {
    expect(problemsOf(files({ 'cases.yaml': CASES_YAML + thirdCase({ id: 'one' }) }))).toEqual([
      {
        file: 'exercises/tiny/cases.yaml',
        line: 13,
        field: 'cases[2].id',
        message: 'case id "one" is used twice; give this case an id of its own',
      },
    ]);
  });

  it('reports a duplicate step id with file and line', () => {
    const yaml = `${EXERCISE_YAML}  - id: first\n    title: Again\n    summary: Again.\n`;
    expect(problemsOf(files({ 'exercise.yaml': yaml }))).toEqual([
      {
        file: 'exercises/tiny/exercise.yaml',
        line: 11,
        field: 'steps[2].id',
        message: 'step id "first" is used twice; every step needs its own id',
      },
    ]);
  });

  it('reports a case with an unknown step, listing the steps there are', () => {
    expect(problemsOf(files({ 'cases.yaml': CASES_YAML + thirdCase({ step: 'frist' }) }))).toEqual([
      {
        file: 'exercises/tiny/cases.yaml',
        line: 14,
        field: 'cases[2].step',
        message: 'there is no step "frist" in exercise.yaml; use one of: first, second',
      },
    ]);
  });

  it('keeps the other steps a case involves, and names an involved step that does not exist or is its own', () => {
    const involving = (involves: string) => CASES_YAML + thirdCase().replace('    title:', `    involves: ${involves}\n    title:`);
    expect(parseExercise('tiny', files({ 'cases.yaml': involving('[second]') })).cases[2]!.involves).toEqual(['second']);
    expect(problemsOf(files({ 'cases.yaml': involving('[second, frist, first]') }))).toEqual([
      {
        file: 'exercises/tiny/cases.yaml',
        line: 15,
        field: 'cases[2].involves[1]',
        message: 'there is no step "frist" in exercise.yaml; use one of: first, second',
      },
      {
        file: 'exercises/tiny/cases.yaml',
        line: 15,
        field: 'cases[2].involves[2]',
        message: `"first" is this case's own step; list only the other steps whose rule the case also shows`,
      },
    ]);
  });

  it('reports a step without cases at the step, with file and line', () => {
    const yaml = `${EXERCISE_YAML}  - id: third\n    title: Third step\n    summary: Nobody tests it.\n`;
    expect(problemsOf(files({ 'exercise.yaml': yaml }))).toEqual([
      {
        file: 'exercises/tiny/exercise.yaml',
        line: 11,
        field: 'steps[2]',
        message: 'step "third" has no cases; add a case with "step: third" to cases.yaml',
      },
    ]);
  });

  it('reports every problem of both files at once, each readable as file:line', () => {
    let error: unknown;
    try {
      parseExercise(
        'tiny',
        files({
          'exercise.yaml': EXERCISE_YAML.replace('entry: solve', 'entry: solve\ntimeLimitMs: x'),
          'cases.yaml': CASES_YAML.replace('id: two', 'id: TWO'),
        }),
      );
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ExerciseError);
    expect((error as ExerciseError).message.split('\n')).toEqual([
      'exercises/tiny/exercise.yaml:4 (timeLimitMs): Invalid input: expected number, received string',
      'exercises/tiny/cases.yaml:8 (cases[1].id): use lower-case words joined by dashes, like "known-tool"',
    ]);
  });

  it('uses the root it is given in file paths', () => {
    expect(() => parseExercise('tiny', files({ 'lesson.md': undefined }), 'content')).toThrow(
      'content/tiny/lesson.md: this file is missing',
    );
  });
});

describe('formatProblem', () => {
  it('writes file:line (field): message, leaving out what is unknown', () => {
    expect(formatProblem({ file: 'a.yaml', line: 3, field: 'cases[0].id', message: 'm' })).toBe('a.yaml:3 (cases[0].id): m');
    expect(formatProblem({ file: 'a.yaml', message: 'm' })).toBe('a.yaml: m');
  });
});

describe('parseExercise with a Python version', () => {
  const python = {
    'solution.py': 'def solve(n):\n    return n + 1\n',
    'starter.py': 'def solve(n):\n    pass\n',
    'mistakes/off-by-two.py': 'def solve(n):\n    return n + 2\n',
  };

  it('offers Python when the folder has solution.py: entry in snake_case, its own mistakes, same cases', () => {
    const exercise = parseExercise('tiny', files({ ...python, 'exercise.yaml': EXERCISE_YAML.replace('entry: solve', 'entry: solveIt') }));
    expect(exercise.python).toMatchObject({
      entry: 'solve_it',
      solution: python['solution.py'],
      starter: python['starter.py'],
      mistakes: { 'off-by-two.py': python['mistakes/off-by-two.py'] },
    });
    expect(exercise.mistakes).toEqual({});
    expect(exercise.python!.solutionHtml).toContain('<pre');
  });

  it('has no Python version without Python files', () => {
    expect(parseExercise('tiny', files()).python).toBeUndefined();
  });

  it('starts a Python learner from a stub of the entry when there is no starter.py', () => {
    const exercise = parseExercise('tiny', files({ 'solution.py': python['solution.py'] }));
    expect(exercise.python!.starter).toBe(
      'def solve(*args, **kwargs):\n    # Write solve here: the lesson says what it takes and returns.\n    raise NotImplementedError("solve is not written yet")\n',
    );
  });

  it('renders each language its own lesson sections', () => {
    const lesson = 'Shared.\n<!-- typescript -->\nTS only.\n<!-- python -->\nPython only.\n<!-- end -->\n';
    const exercise = parseExercise('tiny', files({ ...python, 'lesson.md': lesson }));
    expect(exercise.lessonHtml).toContain('TS only.');
    expect(exercise.lessonHtml).not.toContain('Python only.');
    expect(exercise.python!.lessonHtml).toContain('Python only.');
    expect(exercise.python!.lessonHtml).not.toContain('TS only.');
  });

  it('takes Python hints from exercise.yaml and names a step that does not exist', () => {
    const yaml = `${EXERCISE_YAML}python:\n  entry: solve\n  hints: ["Use \`len\`."]\n  stepHints:\n    first: ["Look again."]\n    third: ["No such step."]\n`;
    expect(problemsOf(files({ ...python, 'exercise.yaml': yaml }))).toEqual([
      expect.objectContaining({
        file: 'exercises/tiny/exercise.yaml',
        field: 'python.stepHints.third',
        message: expect.stringContaining('there is no step "third"'),
      }),
    ]);
  });
});

describe('parseExercise of a Python-only exercise', () => {
  const pythonOnly = (overrides: Record<string, string | undefined> = {}) =>
    files({
      'starter.ts': undefined,
      'solution.ts': undefined,
      'solution.py': 'def solve(n):\n    return n + 1\n',
      'starter.py': 'def solve(n):\n    pass\n',
      'mistakes/off-by-two.py': 'def solve(n):\n    return n + 2\n',
      'alternatives/plain.py': 'def solve(n):\n    return 1 + n\n',
      ...overrides,
    });

  it('is offered in Python alone when the folder has solution.py and no TypeScript files, and is in Python from the start', () => {
    const lesson = 'Shared.\n<!-- typescript -->\nTS only.\n<!-- python -->\nPython only.\n<!-- end -->\n';
    const exercise = parseExercise('tiny', pythonOnly({ 'lesson.md': lesson }));
    expect(exercise.languages).toEqual(['python']);
    expect(exercise).toMatchObject({
      entry: 'solve',
      starter: 'def solve(n):\n    pass\n',
      solution: 'def solve(n):\n    return n + 1\n',
      mistakes: { 'off-by-two.py': 'def solve(n):\n    return n + 2\n' },
      alternatives: { 'plain.py': 'def solve(n):\n    return 1 + n\n' },
      types: '',
      modules: [],
    });
    expect(exercise.solutionHtml).toContain('language-python');
    expect(exercise.lessonHtml).toContain('Python only.');
    expect(exercise.lessonHtml).not.toContain('TS only.');
    expect(exercise.python).toMatchObject({ entry: 'solve', solution: exercise.solution });
  });

  it("takes its hints from exercise.yaml's own hints and steps, as a TypeScript exercise does", () => {
    const yaml = EXERCISE_YAML.replace('entry: solve', 'entry: solve\nhints: ["Use `len`."]').replace(
      'summary: Checks the first thing.',
      'summary: Checks the first thing.\n    hints: ["Look again."]',
    );
    const exercise = parseExercise('tiny', pythonOnly({ 'exercise.yaml': yaml }));
    expect(exercise.hints).toEqual([expect.stringContaining('<code>len</code>')]);
    expect(exercise.steps[0]!.hints).toEqual([expect.stringContaining('Look again.')]);
    expect(exercise.steps[1]!.hints).toEqual([]);
  });

  it('asks for the other TypeScript file when only one of them is there', () => {
    expect(problemsOf(pythonOnly({ 'starter.ts': 'export function solve() {}' }))).toEqual([
      {
        file: 'exercises/tiny/solution.ts',
        message: 'this file is missing; add it: it holds the reference solution, which must pass every case',
      },
    ]);
  });
});
