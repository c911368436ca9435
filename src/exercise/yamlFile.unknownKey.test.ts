import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseYamlFile } from './yamlFile';

describe('parseYamlFile (unknown key)', () => {
  it('points a misspelt key at its own line and names it', () => {
    const schema = z.strictObject({ title: z.string(), order: z.number(), timeLimitMs: z.number().optional() });
    const result = parseYamlFile('exercise.yaml', 'title: T\norder: 1\ntimelimit: 500\n', schema);
    expect('problems' in result && result.problems).toEqual([
      { file: 'exercise.yaml', line: 3, field: 'timelimit', message: 'Unrecognized key: "timelimit"' },
    ]);
  });
});
