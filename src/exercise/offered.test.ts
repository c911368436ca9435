import { describe, expect, it } from 'vitest';
import { offeredLanguages, withOfferedHints } from './offered';
import { makeExercise, step } from '../test/fixtures/exercise';
import type { PythonVersion } from './types';

const python: PythonVersion = {
  entry: 'solve',
  starter: '',
  solution: '',
  solutionHtml: '',
  lessonHtml: '',
  lessonParts: [],
  hints: ['<p>py</p>'],
  stepHints: { a: ['<p>py a</p>'] },
  mistakes: {},
  alternatives: {},
  names: {},
};
const withHints = { ...step('a'), hints: ['<p>look at a</p>'] };

describe('offeredLanguages', () => {
  it('offers every language written when the settings name none, else the settings’ list in its order', () => {
    const exercise = makeExercise([step('a')], [], { python });
    expect(offeredLanguages(exercise)).toEqual(['typescript', 'python']);
    expect(offeredLanguages({ ...exercise, settings: { ...exercise.settings, languages: ['python'] } })).toEqual(['python']);
  });
});

describe('withOfferedHints', () => {
  it('leaves an exercise whose hints are shown as it is', () => {
    const exercise = makeExercise([withHints], [], { hints: ['<p>h</p>'], python });
    expect(withOfferedHints(exercise)).toBe(exercise);
  });

  it('drops every hint, in both languages, when the settings hide them', () => {
    const exercise = makeExercise([withHints], [], { hints: ['<p>h</p>'], python });
    const hidden = withOfferedHints({ ...exercise, settings: { ...exercise.settings, hints: false } });
    expect(hidden.hints).toEqual([]);
    expect(hidden.steps[0]!.hints).toEqual([]);
    expect(hidden.python).toMatchObject({ hints: [], stepHints: {} });
  });
});
