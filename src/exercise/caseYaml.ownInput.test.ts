import { describe, expect, it } from 'vitest';
import { MAX_INPUT_CHARS, parseInputText } from './caseYaml';

describe('an input of the learner’s own', () => {
  it('reads YAML and JSON, aliases within reason included', () => {
    expect(parseInputText('text: hi\nregistry: {}')).toEqual({ ok: true, input: { text: 'hi', registry: {} } });
    expect(parseInputText('a: &x [1, 2]\nb: *x')).toEqual({ ok: true, input: { a: [1, 2], b: [1, 2] } });
  });

  it('refuses an alias bomb with a message, not an exception', () => {
    const levels = ['a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x"]'];
    for (const [at, name] of ['b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].entries()) {
      const previous = String.fromCharCode(97 + at);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`);
    }
    const result = parseInputText(levels.join('\n'));
    expect(result).toEqual({
      ok: false,
      message: 'This input expands its YAML aliases (*name) too many times: write the values out instead.',
    });
  });

  it('refuses an input past the size limit, saying the limit', () => {
    const result = parseInputText(`text: "${'x'.repeat(MAX_INPUT_CHARS)}"`);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(/^This input has 100,00\d characters; an input may have at most 100,000/);
  });

  it('answers nesting too deep to read without throwing: a value, or a message', () => {
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const result = parseInputText(deep);
    if (!result.ok) expect(result.message).toMatch(/nested too deeply|not valid YAML|could not be read/);
  });
});
