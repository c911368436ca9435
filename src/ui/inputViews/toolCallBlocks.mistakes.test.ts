// @vitest-environment node
/**
 * The block drawing against what the learner's code really returned, for every known mistake of parse-tool-calls
 * (wrong programs, each breaking one step's rule) on every case: the drawing never says what did not happen.
 * Each item of the result is drawn once, at one block or among those no block accounts for; a block drawn as
 * right holds its expected item; a block drawn as having "no such" item has none of it in the result left over.
 */
import { describe, expect, it } from 'vitest';
import { drawBlocks } from './toolCallBlocks';
import { exerciseFromDisk, loadInThread, swallowLateRejections } from '../../test/gradeInThread';

const exercise = exerciseFromDisk('parse-tool-calls');
const mistakes = Object.entries(exercise.mistakes);

type Got = { calls: unknown[]; errors: unknown[] };
let drawnCases = 0;

describe('the drawing of a reply’s blocks, for every known mistake', () => {
  swallowLateRejections();
  it('has mistakes to draw', () => expect(mistakes.length).toBeGreaterThan(10));

  it.each(mistakes)(
    '%s: each item of the result drawn once, and no block drawn with what the result does not hold',
    async (_name, source) => {
      const run = await loadInThread(exercise, source);
      if (!run) return; // the module threw as it loaded: no case returned anything to draw
      for (const testCase of exercise.cases) {
        const outcome = await run(testCase);
        if (outcome.status !== 'returned') continue;
        const got = outcome.value as Got;
        const drawing = drawBlocks(testCase.input, got);
        if (!drawing || !Array.isArray(got?.calls) || !Array.isArray(got?.errors)) continue;
        drawnCases++;
        const blocks = drawing.segments.filter((segment) => segment.kind === 'block');
        const claiming = blocks.filter((block) => block.received !== 'no such call' && block.received !== 'no such error');
        expect(
          claiming.length + drawing.unaccounted.length,
          `${testCase.id}: items drawn, against the result's ${got.calls.length + got.errors.length}`,
        ).toBe(got.calls.length + got.errors.length);
        for (const block of blocks) {
          if (block.matches) expect(block.received, `${testCase.id}, block ${block.index}`).toBe(block.expected);
        }
        // An item no block accounts for really is one no block calls for, or one a block of its value has already.
        const expectedCount = (text: string) => blocks.filter((block) => block.expected === text).length;
        for (const item of drawing.unaccounted) {
          const matched = blocks.filter((block) => block.matches && block.expected === item).length;
          expect(matched, `${testCase.id}: "${item}" listed as from no block, though a block calls for it and is drawn without it`).toBe(
            Math.min(matched, expectedCount(item)),
          );
          expect(blocks.some((block) => block.expected === item && !block.matches && block.received?.startsWith('no such'))).toBe(false);
        }
      }
    },
  );

  // A mistake whose result is not a pair of lists (an async function's promise) draws nothing; most draw many cases.
  it('drew the cases of the mistakes that return lists', () => expect(drawnCases).toBeGreaterThan(exercise.cases.length * 10));
});
