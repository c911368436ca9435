// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseExercise } from './parseExercise';
import { ExerciseError, type Problem } from './problems';
import { DEFAULT_SETTINGS, type SettingsOverrides } from './settings';
import { scaffoldFiles } from '../tooling/scaffold';

/** The scaffold's exercise (TypeScript only; exercise.yaml's own `timeLimitMs: 2000` on line 6), with `change` made. */
function files(change: (files: Record<string, string>) => void = () => {}): Record<string, string> {
  const all = scaffoldFiles('tiny');
  change(all);
  return all;
}
/** exercise.yaml's settings block, appended after the steps: its first key on the line FIRST_KEY (18 today). */
const FIRST_KEY = scaffoldFiles('tiny')['exercise.yaml']!.split('\n').length + 1;
const withSettings = (block: string) => (all: Record<string, string>) => (all['exercise.yaml'] += `settings:\n${block}`);
const withoutOwnLimit = (all: Record<string, string>) => (all['exercise.yaml'] = all['exercise.yaml']!.replace('timeLimitMs: 2000\n', ''));
const inPython = (all: Record<string, string>) => {
  all['solution.py'] = 'def tiny(name):\n    return f"Hello, {name}!"\n';
};

function problemsOf(input: Record<string, string>, course?: SettingsOverrides): Problem[] {
  try {
    parseExercise('tiny', input, 'exercises', { settings: course });
  } catch (error) {
    expect(error).toBeInstanceOf(ExerciseError);
    return (error as ExerciseError).problems;
  }
  throw new Error('expected parseExercise to throw');
}

describe('parseExercise: settings', () => {
  it('gives an exercise without settings today’s behaviour', () => {
    const exercise = parseExercise('tiny', files());
    expect(exercise.settings).toEqual({ referenceSolution: DEFAULT_SETTINGS.referenceSolution, hints: true });
    expect(exercise.timeLimitMs).toBe(2000);
  });

  it('takes each setting from exercise.yaml, over the course’s', () => {
    const course: SettingsOverrides = { referenceSolution: 'never', hints: false, timeLimitMs: 900 };
    expect(parseExercise('tiny', files(), 'exercises', { settings: course }).settings).toEqual({
      referenceSolution: 'never',
      hints: false,
    });
    const own = files(withSettings('  referenceSolution: {afterRuns: 2}\n  hints: true\n'));
    expect(parseExercise('tiny', own, 'exercises', { settings: course }).settings).toEqual({
      referenceSolution: { afterRuns: 2 },
      hints: true,
    });
    expect(parseExercise('tiny', files(withSettings('  referenceSolution: after-solving\n'))).settings.referenceSolution).toBe(
      'after-solving',
    );
  });

  it('resolves the time limit once: exercise.yaml’s own, else the settings’ (exercise, then course), else 2000 ms', () => {
    expect(parseExercise('tiny', files(), 'exercises', { settings: { timeLimitMs: 900 } }).timeLimitMs).toBe(2000);
    expect(parseExercise('tiny', files(withoutOwnLimit), 'exercises', { settings: { timeLimitMs: 900 } }).timeLimitMs).toBe(900);
    const own = files((all) => (withoutOwnLimit(all), withSettings('  timeLimitMs: 700\n')(all)));
    expect(parseExercise('tiny', own, 'exercises', { settings: { timeLimitMs: 900 } }).timeLimitMs).toBe(700);
    expect(parseExercise('tiny', files(withoutOwnLimit)).timeLimitMs).toBe(2000);
  });

  it('offers the languages the settings name, of those written, and keeps Exercise.languages as written', () => {
    const exercise = parseExercise(
      'tiny',
      files((all) => (inPython(all), withSettings('  languages: [python]\n')(all))),
    );
    expect(exercise.languages).toEqual(['typescript', 'python']);
    expect(exercise.settings.languages).toEqual(['python']);
  });

  it('offers the course’s languages that the exercise is written in, in the course’s order', () => {
    const both = parseExercise('tiny', files(inPython), 'exercises', { settings: { languages: ['python', 'typescript'] } });
    expect(both.settings.languages).toEqual(['python', 'typescript']);
    const typescriptOnly = parseExercise('tiny', files(), 'exercises', { settings: { languages: ['python', 'typescript'] } });
    expect(typescriptOnly.settings.languages).toEqual(['typescript']);
  });
});

describe('parseExercise: settings that are wrong', () => {
  it('names a language the exercise is not written in, at its line', () => {
    expect(problemsOf(files(withSettings('  languages:\n    - typescript\n    - python\n')))).toEqual([
      {
        file: 'exercises/tiny/exercise.yaml',
        line: FIRST_KEY + 2,
        field: 'settings.languages[1]',
        message: 'this exercise is not written in python (it has solution.ts): offer only typescript, or add solution.py',
      },
    ]);
  });

  it('names a language listed twice', () => {
    expect(problemsOf(files(withSettings('  languages: [typescript, typescript]\n')))).toMatchObject([
      { line: FIRST_KEY, field: 'settings.languages[1]', message: '"typescript" is named twice; name each language once' },
    ]);
  });

  it('says what to do when the course offers none of the languages the exercise is written in', () => {
    expect(problemsOf(files(), { languages: ['python'] })).toEqual([
      {
        file: 'exercises/tiny/exercise.yaml',
        field: 'settings.languages',
        message:
          'the course offers only python, and this exercise is not written in it (it has solution.ts): give it settings: { languages: [typescript] } here, or add solution.py',
      },
    ]);
    // The exercise's own list settles it.
    expect(
      parseExercise('tiny', files(withSettings('  languages: [typescript]\n')), 'exercises', { settings: { languages: ['python'] } })
        .settings.languages,
    ).toEqual(['typescript']);
  });

  it('explains a value of the wrong kind, at its line', () => {
    const cases: [string, number, string | undefined, RegExp][] = [
      [
        '  referenceSolution: sometimes\n',
        FIRST_KEY,
        'settings.referenceSolution',
        /one of: after-hints, after-solving, always, never, \{ afterRuns: N \}/,
      ],
      ['  referenceSolution: {afterRuns: -1}\n', FIRST_KEY, 'settings.referenceSolution.afterRuns', /afterRuns counts Runs: 0 or more/],
      ['  hints: sometimes\n', FIRST_KEY, 'settings.hints', /hints is true or false/],
      ['  languages: [java]\n', FIRST_KEY, 'settings.languages[0]', /a language is typescript or python/],
      ['  languages: []\n', FIRST_KEY, 'settings.languages', /offer at least one language/],
      ['  timeLimitMs: 10\n', FIRST_KEY, 'settings.timeLimitMs', /at least 100 ms/],
      ['  hint: false\n', FIRST_KEY, 'settings.hint', /Unrecognized key/],
    ];
    for (const [block, line, field, message] of cases) {
      const [problem, ...others] = problemsOf(files(withSettings(block)));
      expect(others, block).toEqual([]);
      expect(problem, block).toMatchObject({ file: 'exercises/tiny/exercise.yaml', line, field });
      expect(problem!.message, block).toMatch(message);
    }
  });
});

describe('parseExercise: single-language exercises', () => {
  it('loads a TypeScript-only exercise without starter.ts, starting the learner from a stub of the entry', () => {
    const exercise = parseExercise(
      'tiny',
      files((all) => delete all['starter.ts']),
    );
    expect(exercise.languages).toEqual(['typescript']);
    expect(exercise.python).toBeUndefined();
    expect(exercise.starter).toBe(
      "export function tiny(...args: unknown[]): unknown {\n  // Write tiny here: the lesson says what it takes and returns.\n  throw new Error('tiny is not written yet');\n}\n",
    );
  });

  it('loads a Python-only exercise without starter.py, in Python from the start', () => {
    const exercise = parseExercise(
      'tiny',
      files((all) => {
        for (const name of ['solution.ts', 'starter.ts', 'mistakes/empty-greeting.ts', 'types.d.ts']) delete all[name];
        all['exercise.yaml'] = all['exercise.yaml']!.replace('entry: tiny', 'entry: greet');
        all['solution.py'] = 'def greet(name):\n    return f"Hello, {name}!"\n';
      }),
    );
    expect(exercise.languages).toEqual(['python']);
    expect(exercise.entry).toBe('greet');
    expect(exercise.starter).toContain('def greet(*args, **kwargs):');
  });
});
