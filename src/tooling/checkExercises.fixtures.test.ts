// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { scaffoldFiles } from './scaffold';
import { checkExercises } from './checkExercises';
import { buildMistakesMatrix } from '../grading/mistakesMatrix';
import { formatCheckReport } from './formatCheckReport';

/**
 * One fixture per kind of broken exercise, each the scaffold with one thing
 * broken, and the check's message for it. Fixtures live one level inside the
 * repository so their drivers' `../../src/...` imports resolve.
 */
const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

/** A folder of exercises of its own, so each check sees only its fixture. */
function exercisesRoot(): string {
  const root = mkdtempSync(resolve('.scaffold-test-'));
  roots.push(root);
  return root;
}

function writeExercise(root: string, slug: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(root, slug, name, '..'), { recursive: true });
    writeFileSync(join(root, slug, name), text);
  }
}

function fixture(slug: string, change: (files: Record<string, string>) => void): string {
  const files = scaffoldFiles(slug);
  change(files);
  const root = exercisesRoot();
  writeExercise(root, slug, files);
  return root;
}

const GOOD_CASE = `  - id: greets-grace
    step: basics
    title: Greets Grace
    input:
      name: Grace
    expected: Hello, Grace!
`;

/** A second step (odd names) with hints and a case, for the checks that need more than one step. */
const EDGE_STEP =
  '  - id: edge\n    title: Edge cases\n    summary: Odd names.\n    hints:\n      - "A nudge."\n      - "Nearly the code."\n';
const EDGE_CASE = `  - id: empty-name
    step: edge
    title: An empty name still gets a greeting
    input:
      name: ""
    expected: "Hello, !"
`;
function withEdgeStep(files: Record<string, string>) {
  files['exercise.yaml'] += EDGE_STEP;
  files['cases.yaml'] += EDGE_CASE;
}

const kinds: {
  kind: string;
  change: (files: Record<string, string>) => void;
  expected: { file: string; line?: number; field?: string; message: RegExp };
}[] = [
  {
    kind: 'a missing file',
    change: (files) => delete files['cases.yaml'],
    expected: { file: 'cases.yaml', message: /this file is missing; add it: it holds the test cases/ },
  },
  {
    kind: 'YAML that does not parse',
    change: (files) => (files['cases.yaml'] = files['cases.yaml']!.replace('    input:\n      name: Ada', '    input: {name: Ada\n')),
    expected: { file: 'cases.yaml', line: 8, message: /not valid YAML/ },
  },
  {
    kind: 'a field of the wrong type',
    change: (files) => (files['exercise.yaml'] = files['exercise.yaml']!.replace('timeLimitMs: 2000', 'timeLimitMs: fast')),
    expected: { file: 'exercise.yaml', line: 6, field: 'timeLimitMs', message: /expected number/ },
  },
  {
    kind: 'a misspelt key',
    change: (files) => (files['exercise.yaml'] = files['exercise.yaml']!.replace('timeLimitMs: 2000', 'timelimit: 2000')),
    expected: { file: 'exercise.yaml', line: 6, field: 'timelimit', message: /Unrecognized key/ },
  },
  {
    kind: 'a case id YAML reads as a boolean (id: false)',
    change: (files) => (files['cases.yaml'] = files['cases.yaml']!.replace('id: greets-by-name', 'id: false')),
    expected: {
      file: 'cases.yaml',
      line: 4,
      field: 'cases[0].id',
      message: /^YAML reads this id as the boolean false, not as text: put it in quotes \(id: "false"\), or choose other words$/,
    },
  },
  {
    kind: 'a case id YAML reads as null (id: null)',
    change: (files) => (files['cases.yaml'] = files['cases.yaml']!.replace('id: greets-by-name', 'id: null')),
    expected: {
      file: 'cases.yaml',
      line: 4,
      field: 'cases[0].id',
      message:
        /^YAML reads this id as null \(`null`, `~` or nothing after the colon\), not as text: write the id, in quotes if it really is "null"$/,
    },
  },
  {
    kind: 'a case id used twice',
    change: (files) => (files['cases.yaml'] += GOOD_CASE.replace('greets-grace', 'greets-by-name')),
    expected: { file: 'cases.yaml', line: 11, field: 'cases[1].id', message: /case id "greets-by-name" is used twice/ },
  },
  {
    kind: 'a promoted case whose title is still TODO',
    change: (files) =>
      (files['cases.yaml'] += GOOD_CASE.replace('Greets Grace', "'TODO: say what this case checks (generated from seed 7)'")),
    expected: {
      file: 'cases.yaml',
      line: 13,
      field: 'cases[1].title',
      message: /^\(greets-grace\) this case's title still starts with TODO/,
    },
  },
  {
    kind: 'a case naming a step that does not exist',
    change: (files) => (files['cases.yaml'] += GOOD_CASE.replace('step: basics', 'step: basic')),
    expected: {
      file: 'cases.yaml',
      line: 12,
      field: 'cases[1].step',
      message: /there is no step "basic" in exercise.yaml; use one of: basics/,
    },
  },
  {
    kind: 'a step without cases',
    change: (files) => (files['exercise.yaml'] += '  - id: extra\n    title: Extra\n    summary: More.\n'),
    expected: { file: 'exercise.yaml', line: 17, field: 'steps[1]', message: /step "extra" has no cases; add a case with "step: extra"/ },
  },
  {
    kind: 'a step without hints',
    change: (files) => (files['exercise.yaml'] = files['exercise.yaml']!.replace(/ {4}# Revealed[^]*$/, '')),
    expected: {
      file: 'exercise.yaml',
      line: 10,
      field: 'steps[0].hints',
      message: /^step "basics" has no hints in TypeScript; add two or more under steps\[0\]\.hints/,
    },
  },
  {
    kind: "a first step's solution that fails the first step",
    change: (files) => {
      withEdgeStep(files);
      files['first-step.ts'] = files['starter.ts']!;
    },
    expected: {
      file: 'first-step.ts',
      message: /^the first step's solution must pass every case of "The basics", but case "greets-by-name" is fail/,
    },
  },
  {
    kind: "a first step's solution that passes a later step too",
    change: (files) => {
      withEdgeStep(files);
      files['first-step.ts'] = files['solution.ts']!;
    },
    expected: { file: 'first-step.ts', message: /^the first step's solution passes "Edge cases" too/ },
  },
  {
    kind: "a first step's solution whose later step throws",
    change: (files) => {
      withEdgeStep(files);
      files['first-step.ts'] = files['solution.ts']!.replace('return', "if (name === '') throw new Error('TODO');\n  return");
    },
    expected: { file: 'first-step.ts', message: /^case "empty-name" of "Edge cases" is error with only the first step written/ },
  },
  {
    kind: 'a case whose expected value the reference does not give',
    change: (files) => (files['cases.yaml'] = files['cases.yaml']!.replace('expected: Hello, Ada!', 'expected: Hello Ada!')),
    expected: {
      file: 'cases.yaml',
      line: 4,
      message:
        /^\(greets-by-name\) the reference solution fails this case: the result: expected "Hello Ada!", received "Hello, Ada!"; fix the expected value, or the solution/,
    },
  },
  {
    kind: 'a reference solution that does not run',
    change: (files) => (files['solution.ts'] = files['solution.ts']!.replace('export function', 'function')),
    expected: { file: 'solution.ts', message: /the reference solution must pass every case, but it does not run: Missing export/ },
  },
  {
    kind: 'a starter that already passes',
    change: (files) => (files['starter.ts'] = files['solution.ts']!),
    expected: { file: 'starter.ts', message: /the starter passes every case/ },
  },
  {
    kind: 'a mistake no case catches',
    change: (files) => (files['mistakes/not-a-mistake.ts'] = files['solution.ts']!),
    expected: { file: 'mistakes/not-a-mistake.ts', message: /no case catches this mistake/ },
  },
  {
    kind: 'a reference with a type error',
    change: (files) => (files['solution.ts'] = files['solution.ts']!.replace('(name: string): string', '(name: string): number')),
    expected: { file: 'solution.ts', line: 2, message: /^TS2322: Type 'string' is not assignable to type 'number'/ },
  },
  {
    kind: 'a mistake that uses what the editor does not know',
    change: (files) => (files['mistakes/uses-node.ts'] = files['solution.ts']!.replace('return', 'process.exit(0);\n  return')),
    expected: { file: 'mistakes/uses-node.ts', line: 2, message: /^TS2591: Cannot find name 'process'/ },
  },
  {
    kind: 'a correct alternative that a case fails',
    change: (files) => (files['alternatives/shouts.ts'] = files['solution.ts']!.replace('Hello', 'HELLO')),
    expected: { file: 'alternatives/shouts.ts', message: /this correct solution must pass every case, but case "[^"]+" is fail/ },
  },
  {
    kind: 'a mistake that does not compile',
    change: (files) => (files['mistakes/broken.ts'] = 'export function greetAPerson( {'),
    expected: { file: 'mistakes/broken.ts', message: /never reaches the cases \(Your code does not compile/ },
  },
  {
    kind: 'a generator whose inputs the reference cannot handle',
    change: (files) => {
      files['generator.ts'] = `import { defineGenerator } from '../../src/generatedCases/defineGenerator';
export default defineGenerator({ title: 'Random names', runs: 10, promoteToStep: 'basics', input: (fc) => fc.constant({ name: 42 }) });
`;
      files['solution.ts'] = files['solution.ts']!.replace(
        'return `Hello, ${name}!`;',
        "if (typeof name !== 'string') throw new TypeError('name must be a string');\n  return `Hello, ${name}!`;",
      );
    },
    expected: {
      file: 'generator.ts',
      message: /The reference solution failed on a generated input, so this is a bug in the exercise.*name must be a string/,
    },
  },
];

describe('checkExercises on broken fixtures', () => {
  it.each(kinds)(
    'reports $kind with its file, line and field',
    async ({ kind, change, expected }) => {
      const slug = kind.replace(/\W+/g, '-').replace(/^-|-$/g, '').toLowerCase();
      const cases = fixture(slug, change);
      const check = (await checkExercises(cases, 'fixtures')).find((c) => c.slug === slug)!;
      // A file can have more than one problem (a mistake that does not parse is also a type error).
      const inFile = check.problems.filter((p) => p.file === `fixtures/${slug}/${expected.file}`);
      const problem = inFile.find((p) => expected.message.test(p.message)) ?? inFile[0];
      expect(problem, JSON.stringify(check.problems)).toBeDefined();
      expect(problem!.message).toMatch(expected.message);
      if (expected.line !== undefined) expect(problem!.line).toBe(expected.line);
      if (expected.field !== undefined) expect(problem!.field).toBe(expected.field);
    },
    60_000,
  );
});

describe('the mistakes matrix', () => {
  it('shows which cases catch which mistake, by step', async () => {
    const dir = exercisesRoot();
    const files = scaffoldFiles('greeter');
    files['cases.yaml'] += GOOD_CASE;
    withEdgeStep(files);
    files['mistakes/shouts.ts'] = 'export function greeter(name: string) { return `Hello, ${name.toUpperCase()}!`; }\n';
    files['mistakes/skips-empty.ts'] = "export function greeter(name: string) { return name ? `Hello, ${name}!` : ''; }\n";
    writeExercise(dir, 'greeter', files);
    const [check] = await checkExercises(dir);
    expect(check!.problems).toEqual([]);
    expect(check!.catches).toEqual({
      'empty-greeting.ts': ['greets-by-name', 'greets-grace', 'empty-name'],
      'shouts.ts': ['greets-by-name', 'greets-grace'],
      'skips-empty.ts': ['empty-name'],
    });
    const matrix = buildMistakesMatrix(check!.exercise!, check!.catches);
    expect(matrix.rows.map((r) => [r.mistake, r.byStep.map((ids) => ids.length)])).toEqual([
      ['empty-greeting.ts', [2, 1]],
      ['shouts.ts', [2, 0]],
      ['skips-empty.ts', [0, 1]],
    ]);
    expect(matrix.caughtOnce).toEqual([{ mistake: 'skips-empty.ts', caseId: 'empty-name', alsoGenerated: false }]);
    // Where "Start with" sends a learner with each mistake: the step of the cases that catch it.
    expect(matrix.rows.map((r) => [r.mistake, r.sentTo])).toEqual([
      ['empty-greeting.ts', 'basics'],
      ['shouts.ts', 'basics'],
      ['skips-empty.ts', 'edge'],
    ]);
    expect(matrix.catchNothing).toEqual([]);
    const report = formatCheckReport([check!]);
    expect(report).toContain('Caught by one case only:\n      skips-empty.ts: empty-name');
    expect(report).toMatch(/shouts\.ts\s+2\s+·\s+basics/);
  }, 120_000);

  it('counts nothing for a case the reference fails: a mistake only it "catches" is reported as caught by none', async () => {
    const dir = exercisesRoot();
    const files = scaffoldFiles('greeter');
    // A wrong expected value: every solution fails this case, the reference and the mistake alike.
    files['cases.yaml'] += GOOD_CASE.replace('greets-grace', 'wrong-expectation').replace('Hello, Grace!', 'Hello Grace');
    files['mistakes/shouts.ts'] = 'export function greeter(name: string) { return `Hello, ${name.toUpperCase()}!`; }\n';
    files['mistakes/close-enough.ts'] =
      'export function greeter(name: string) { return `Hello, ${name}!` + (name === "Grace" ? " " : ""); }\n';
    writeExercise(dir, 'greeter', files);
    const [check] = await checkExercises(dir);
    expect(check!.catches['close-enough.ts']).toEqual([]);
    expect(check!.catches['shouts.ts']).toEqual(['greets-by-name']);
    expect(check!.problems.map((p) => p.file)).toEqual(['exercises/greeter/cases.yaml', 'exercises/greeter/mistakes/close-enough.ts']);
  }, 120_000);
});

describe('npm run exercises:check', () => {
  /** Runs the CLI: its exit status and everything it printed. */
  const cli = (...args: string[]) => {
    try {
      const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/check-exercises.ts', ...args], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
      return { status: 0, out };
    } catch (error) {
      const { status, stdout, stderr } = error as { status: number; stdout: string; stderr: string };
      return { status, out: stdout + stderr };
    }
  };

  it('exits 0 when every exercise is sound and 1 when one is broken', () => {
    const good = fixture('hello', () => {});
    const bad = fixture('hello', (files) => (files['solution.ts'] = files['solution.ts']!.replace('Hello', 'Bye')));
    expect(cli(good).status).toBe(0);
    expect(cli(bad).status).toBe(1);
  }, 120_000);

  it('checks only the exercises named, by slug or by path, and answers a bad name in one line', () => {
    const root = exercisesRoot();
    writeExercise(root, 'first', scaffoldFiles('first'));
    const broken = scaffoldFiles('second');
    broken['solution.ts'] = broken['solution.ts']!.replace('Hello', 'Bye');
    writeExercise(root, 'second', broken);
    const byPath = cli(join(root, 'first'));
    expect(byPath.status).toBe(0);
    expect(byPath.out).toMatch(/^✓ first /m);
    expect(byPath.out).not.toContain('second');
    const wrong = cli(root, 'frist');
    expect(wrong.status).toBe(2);
    expect(wrong.out.trim()).toBe('"frist" is neither an exercise nor a folder of exercises. Exercises: first, second.');
  }, 120_000);

  it('reports a YAML error without running any code', () => {
    const root = exercisesRoot();
    writeExercise(root, 'first', scaffoldFiles('first'));
    const broken = scaffoldFiles('second');
    broken['cases.yaml'] = broken['cases.yaml']!.replace('    input:\n      name: Ada', '    input: {name: Ada\n');
    writeExercise(root, 'second', broken);
    const result = cli(root);
    expect(result.status).toBe(1);
    expect(result.out).toMatch(/✗ second\s[\s\S]*cases\.yaml:\d+: this is not valid YAML/);
    // The sound exercise was not run: its line never appears, and the summary says why.
    expect(result.out).not.toMatch(/✓ first/);
    expect(result.out).toContain('1 exercise did not load; fix its files first (no code was run).');
  }, 120_000);
});

describe('checkExercises on a Python-only exercise', () => {
  /** The scaffold written in Python alone: no solution.ts or starter.ts, so the exercise offers Python only. */
  function pythonOnly(slug: string, change: (files: Record<string, string>) => void = () => {}): string {
    return fixture(slug, (files) => {
      for (const name of ['solution.ts', 'starter.ts', 'mistakes/empty-greeting.ts', 'types.d.ts']) delete files[name];
      files['exercise.yaml'] = files['exercise.yaml']!.replace(/^entry: .*$/m, 'entry: greet_a_person');
      files['solution.py'] = 'def greet_a_person(name):\n    return f"Hello, {name}!"\n';
      files['starter.py'] = 'def greet_a_person(name):\n    return ""\n';
      files['mistakes/empty-greeting.py'] = '# Mistake: forgets the name.\ndef greet_a_person(name):\n    return "Hello!"\n';
      change(files);
    });
  }

  it('checks it in Python alone: sound, and its Python mistake caught', async () => {
    const [check] = await checkExercises(pythonOnly('greet-in-python'), 'fixtures');
    expect(check!.exercise!.languages).toEqual(['python']);
    expect(check!.problems).toEqual([]);
    expect(check!.catches).toEqual({ 'empty-greeting.py': ['greets-by-name'] });
  }, 60_000);

  it('checks it without starter.py, the stub of the entry as its starter', async () => {
    const [check] = await checkExercises(
      pythonOnly('python-stub', (files) => delete files['starter.py']),
      'fixtures',
    );
    expect(check!.problems).toEqual([]);
    expect(check!.exercise!.starter).toContain('raise NotImplementedError("greet_a_person is not written yet")');
  }, 60_000);

  it('takes the Python reference as the oracle: a case it fails is reported at the case', async () => {
    const root = pythonOnly('wrong-case-in-python', (files) => {
      files['cases.yaml'] = files['cases.yaml']!.replace('expected: Hello, Ada!', 'expected: Hello Ada!');
    });
    const [check] = await checkExercises(root, 'fixtures');
    // (The case then counts for nothing, so the one mistake is reported as caught by no case, too.)
    expect(check!.problems).toContainEqual(
      expect.objectContaining({
        file: 'fixtures/wrong-case-in-python/cases.yaml',
        line: 4,
        message: expect.stringMatching(/^\(greets-by-name\) the reference solution fails this case: the result: expected "Hello Ada!"/),
      }),
    );
    expect(check!.problems.some((p) => p.file.endsWith('solution.py'))).toBe(false);
  }, 60_000);
});

describe('checkExercises and the settings', () => {
  it('checks a TypeScript-only exercise without starter.ts, its stub as the starter, under its settings’ time limit', async () => {
    const root = fixture('stub-starter', (files) => {
      delete files['starter.ts'];
      files['exercise.yaml'] = files['exercise.yaml']!.replace('timeLimitMs: 2000\n', '') + 'settings:\n  timeLimitMs: 1500\n';
    });
    const [check] = await checkExercises(root, 'fixtures');
    expect(check!.problems).toEqual([]);
    expect(check!.exercise!.timeLimitMs).toBe(1500);
    expect(check!.exercise!.starter).toContain("throw new Error('stubStarter is not written yet')");
  }, 60_000);

  it('checks every language the folder is written in, though its settings offer one', async () => {
    const root = fixture('offered-in-python', (files) => {
      files['exercise.yaml'] += 'settings:\n  languages: [python]\npython:\n  stepHints:\n    basics: ["A nudge.", "Nearly the code."]\n';
      files['solution.py'] = 'def offered_in_python(name):\n    return f"Hello, {name}!"\n';
      files['mistakes/empty-greeting.py'] = '# Mistake: forgets the name.\ndef offered_in_python(name):\n    return "Hello!"\n';
    });
    const [check] = await checkExercises(root, 'fixtures');
    expect(check!.exercise!.languages).toEqual(['typescript', 'python']);
    expect(check!.exercise!.settings.languages).toEqual(['python']);
    expect(check!.problems).toEqual([]);
    expect(check!.catches).toEqual({ 'empty-greeting.ts': ['greets-by-name'], 'empty-greeting.py': ['greets-by-name'] });
  }, 90_000);
});
