// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatPath, parseYamlFile } from './yamlFile';

const schema = z.strictObject({
  name: z.string(),
  tools: z.array(z.strictObject({ id: z.string(), limit: z.number().optional() })),
});

const TEXT = `# a comment on line 1
name: search
tools:
  - id: web
    limit: 3
  - id: docs
`;

describe('parseYamlFile', () => {
  it('returns the parsed value when the text matches the schema', () => {
    const result = parseYamlFile('tools.yaml', TEXT, schema);
    expect('value' in result && result.value).toEqual({ name: 'search', tools: [{ id: 'web', limit: 3 }, { id: 'docs' }] });
  });

  it('finds the line of any field by its path', () => {
    const result = parseYamlFile('tools.yaml', TEXT, schema);
    if (!('value' in result)) throw new Error('expected a value');
    expect(result.lineOf(['name'])).toBe(2);
    expect(result.lineOf(['tools'])).toBe(4);
    expect(result.lineOf(['tools', 0, 'limit'])).toBe(5);
    expect(result.lineOf(['tools', 1])).toBe(6);
    expect(result.lineOf(['tools', 1, 'id'])).toBe(6);
  });

  it('points a path that does not exist at its deepest existing parent', () => {
    const result = parseYamlFile('tools.yaml', TEXT, schema);
    if (!('value' in result)) throw new Error('expected a value');
    expect(result.lineOf(['tools', 1, 'limit'])).toBe(6);
    expect(result.lineOf(['nothing', 'here'])).toBe(2);
  });

  it('reports a schema failure with the field path and its line', () => {
    const result = parseYamlFile('tools.yaml', TEXT.replace('limit: 3', 'limit: three'), schema);
    expect(result).toEqual({
      problems: [{ file: 'tools.yaml', line: 5, field: 'tools[0].limit', message: 'Invalid input: expected number, received string' }],
    });
  });

  it('reports every schema failure, not only the first', () => {
    const result = parseYamlFile('tools.yaml', TEXT.replace('name: search', 'name: 1').replace('id: docs', 'id: [docs]'), schema);
    expect('problems' in result && result.problems.map((p) => [p.field, p.line])).toEqual([
      ['name', 2],
      ['tools[1].id', 6],
    ]);
  });

  it('reports YAML that does not parse, naming the file', () => {
    const result = parseYamlFile('tools.yaml', 'name: [search\ntools: []\n', schema);
    expect('problems' in result && result.problems).toMatchObject([
      { file: 'tools.yaml', message: expect.stringMatching(/^this is not valid YAML: /) },
    ]);
    // One line only: the YAML library's code frame would clutter the list of problems.
    expect('problems' in result && result.problems[0]!.message).not.toContain('\n');
  });

  it('reports an empty file as the wrong type at the top, with no field', () => {
    const result = parseYamlFile('tools.yaml', '', schema);
    expect('problems' in result && result.problems).toEqual([
      { file: 'tools.yaml', line: undefined, field: undefined, message: 'Invalid input: expected object, received null' },
    ]);
  });
});

describe('formatPath', () => {
  it('writes a path the way a learner would index it', () => {
    expect(formatPath(['cases', 2, 'step'])).toBe('cases[2].step');
    expect(formatPath(['steps', 0])).toBe('steps[0]');
    expect(formatPath(['order'])).toBe('order');
    expect(formatPath([])).toBeUndefined();
  });
});
