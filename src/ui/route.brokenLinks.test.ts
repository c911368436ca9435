import { describe, expect, it } from 'vitest';
import { parseRoute } from './route';

describe('parseRoute', () => {
  it('gives sharedCode null, instead of throwing, for any undecodable code parameter', () => {
    // lz-string throws "Cannot read properties of undefined (reading 'charAt')" on these.
    for (const garbage of ['zz', 'zzzz', 'ydQUa']) {
      expect(() => parseRoute(`#/parse-tool-calls?code=${garbage}`)).not.toThrow();
      expect(parseRoute(`#/parse-tool-calls?code=${garbage}`)).toEqual({ slug: 'parse-tool-calls', sharedCode: null });
    }
  });

  it('does not throw on a malformed percent-escape in the slug', () => {
    expect(() => parseRoute('#/parse-tool-calls%')).not.toThrow();
    expect(parseRoute('#/parse-tool-calls%').slug).toBe('parse-tool-calls%');
  });
});
