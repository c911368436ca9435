import { describe, expect, it } from 'vitest';
import { textPreview } from './textPreview';

describe('textPreview', () => {
  it('quotes a short text whole', () => {
    expect(textPreview('<html>')).toBe('"<html>"');
  });

  it('cuts a long text and says how long it was', () => {
    expect(textPreview('a'.repeat(500), 10)).toBe(`"${'a'.repeat(10)}"… (500 characters in all)`);
  });

  it('escapes what would not show: line breaks, controls, zero-width and direction marks', () => {
    expect(textPreview('a\nb\t\u0000\u200b\u202e\ufeffc')).toBe('"a\\nb\\t\\u0000\\u200b\\u202e\\ufeffc"');
  });
});
