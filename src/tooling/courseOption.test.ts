// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { courseOption, PLAYGROUND_ROOT } from './courseOption';

describe('courseOption', () => {
  it("takes --course off the arguments, from where the command was typed (npm's INIT_CWD)", () => {
    expect(courseOption(['greet', '--course', '../my-course', '--watch'], { INIT_CWD: '/home/me/playground' })).toEqual({
      courseDir: resolve('/home/me/my-course'),
      builtIn: false,
      rest: ['greet', '--watch'],
    });
    expect(courseOption(['--course=/srv/c'], {}).courseDir).toBe(resolve('/srv/c'));
  });

  it('falls back to PLAYGROUND_COURSE, then to this repository, the built-in course', () => {
    expect(courseOption([], { PLAYGROUND_COURSE: '/srv/c', INIT_CWD: '/x' }).courseDir).toBe(resolve('/srv/c'));
    expect(courseOption(['a'], {})).toEqual({ courseDir: PLAYGROUND_ROOT, builtIn: true, rest: ['a'] });
  });

  it('says what --course needs when it is given nothing', () => {
    expect(() => courseOption(['--course'], {})).toThrow('--course needs a folder');
    expect(() => courseOption(['--course', '--watch'], {})).toThrow('--course needs a folder');
  });
});
