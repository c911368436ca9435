import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseYamlFile } from './yamlFile';
import { parseExercise } from './parseExercise';
import { ExerciseError } from './problems';

describe('parseYamlFile', () => {
  it('gives the line of a YAML syntax error', () => {
    const result = parseYamlFile('tools.yaml', 'name: search\ntools: [web\nlimit: 3\n', z.unknown());
    expect('problems' in result && result.problems[0]).toMatchObject({ file: 'tools.yaml', line: 2 });
  });

  // The parser notices a missing ] or } or quote only further on: the line reported is the one to fix, not the next.
  it.each([
    ['an unclosed [ on line 3', 'name: search\nlimit: 3\ntools: [web, docs\nmode: fast\n'],
    ['an unclosed [ on line 3, the last line', 'name: search\nlimit: 3\ntools: [web, docs\n'],
    ['an unclosed [ on line 3, before blank lines', 'name: search\nlimit: 3\ntools: [web, docs\n\n\nmode: fast\n'],
    ['an unclosed { on line 3, in a list', 'cases:\n  - id: a\n    input: {text: "x"\n    expected: 1\n'],
    ['an unclosed " on line 3', 'name: search\nlimit: 3\ntitle: "Search the \\"docs\nmode: fast\n'],
    ["an unclosed ' on line 3", "name: search\nlimit: 3\ntitle: 'Search\nmode: fast\n"],
  ])('reports %s at line 3', (_, text) => {
    const result = parseYamlFile('tools.yaml', text, z.unknown());
    expect('problems' in result && result.problems[0]).toMatchObject({ file: 'tools.yaml', line: 3, message: /not valid YAML/ });
  });

  it('gives the line of a key written twice', () => {
    const result = parseYamlFile('tools.yaml', 'name: a\nlimit: 1\nname: b\n', z.unknown());
    expect('problems' in result && result.problems[0]).toMatchObject({ file: 'tools.yaml', line: 3 });
  });
});

describe('parseExercise', () => {
  it('names the file and line of broken YAML', () => {
    const files = {
      'exercise.yaml': 'title: T\nentry: solve\nsteps:\n  - id: only\n    title: Only\n    summary: S.\n',
      'cases.yaml': 'cases:\n  - id: a\n    step: only\n    title: A\n    input: {text: "x"\n    expected: 1\n',
      'lesson.md': '',
      'starter.ts': '',
      'solution.ts': '',
      'driver.ts': '',
    };
    try {
      parseExercise('tiny', files);
      expect.unreachable('parseExercise should throw');
    } catch (error) {
      expect((error as ExerciseError).problems[0]).toMatchObject({ file: 'exercises/tiny/cases.yaml', line: expect.any(Number) });
    }
  });
});
