import { describe, expect, it } from 'vitest';
import { parseBatchArgs, parseShard } from './batchArgs';

describe('parseBatchArgs', () => {
  it('reads a batch with its folder, reports, jobs, shard and browser', () => {
    expect(parseBatchArgs(['--batch', 'subs', '--out', 'r', '--jobs', '4', '--shard', '2/3', '--browser', '/opt/chrome'])).toEqual({
      mode: 'batch',
      folder: 'subs',
      out: 'r',
      jobs: 4,
      shard: { index: 2, count: 3 },
      browser: '/opt/chrome',
    });
    expect(parseBatchArgs(['--batch', 'subs'])).toEqual({ mode: 'batch', folder: 'subs' });
  });

  it('reads a merge of report folders', () => {
    expect(parseBatchArgs(['--merge', 'a', 'b', 'c'])).toEqual({ mode: 'merge', folders: ['a', 'b', 'c'] });
    expect(parseBatchArgs(['--out', 'all', '--merge', 'a', 'b'])).toEqual({ mode: 'merge', folders: ['a', 'b'], out: 'all' });
  });

  it('says what is wrong with each bad argument, in a sentence', () => {
    expect(parseBatchArgs(['--batch'])).toBe('Name the folder of submission files after --batch.');
    expect(parseBatchArgs(['--batch', 'subs', '--jobs', '0'])).toMatch(/^--jobs takes a whole number .* not "0"\.$/);
    expect(parseBatchArgs(['--batch', 'subs', '--jobs', 'many'])).toMatch(/not "many"/);
    expect(parseBatchArgs(['--batch', 'subs', '--shard', '3/2'])).toMatch(/^--shard takes K\/N with 1 ≤ K ≤ N/);
    expect(parseBatchArgs(['--batch', 'subs', '--out'])).toBe('Name the folder to write the reports to after --out.');
    expect(parseBatchArgs(['--batch', 'subs', 'extra'])).toBe('Unexpected argument: extra');
    expect(parseBatchArgs(['--merge'])).toBe('Name the report folders to merge after --merge.');
    expect(parseBatchArgs(['--batch', 'subs', '--merge', 'a'])).toMatch(/^Unexpected argument.* with --merge/);
  });
});

describe('parseShard', () => {
  it('takes K/N with 1 ≤ K ≤ N', () => {
    expect(parseShard('1/1')).toEqual({ index: 1, count: 1 });
    expect(parseShard('4/4')).toEqual({ index: 4, count: 4 });
    for (const bad of ['0/2', '3/2', '1/0', '1', '1/2/3', 'a/b', '-1/2']) expect(parseShard(bad)).toEqual(expect.any(String));
  });
});
