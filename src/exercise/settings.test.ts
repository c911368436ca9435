import { describe, expect, test } from 'vitest';
import { DEFAULT_SETTINGS, resolveSettings, settingsSchema } from './settings';

describe('course and exercise settings', () => {
  test('an exercise overrides the course, which overrides the defaults, one setting at a time', () => {
    expect(resolveSettings(undefined, undefined)).toEqual(DEFAULT_SETTINGS);
    expect(resolveSettings({ hints: false, referenceSolution: 'never' }, { referenceSolution: { afterRuns: 3 } })).toEqual({
      hints: false,
      referenceSolution: { afterRuns: 3 },
      timeLimitMs: DEFAULT_SETTINGS.timeLimitMs,
    });
    expect(resolveSettings({ languages: ['python'] }, {}).languages).toEqual(['python']);
  });

  test('a wrong value says what would be right', () => {
    const result = settingsSchema.safeParse({ referenceSolution: 'sometimes' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toContain('after-hints, after-solving, always, never, { afterRuns: N }');
    expect(settingsSchema.safeParse({ languages: ['java'] }).error?.issues[0]?.message).toBe('a language is typescript or python');
    expect(settingsSchema.safeParse({ hint: true }).success).toBe(false);
  });
});
