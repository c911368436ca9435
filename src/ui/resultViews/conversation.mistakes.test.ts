// @vitest-environment node
/**
 * The conversation drawing against what the learner's code really sent, for every known TypeScript mistake of the
 * exercises that draw one (agent-loop, validate-and-retry) on every case: "as expected" only where no difference of
 * the case lies in the conversation, "never sent" only where the case's differences say it is missing, and the
 * message marked as the first difference one whose expected and received really differ.
 */
import { describe, expect, it } from 'vitest';
import { compareConversations } from './conversation';
import { diffValues, type PathPart } from '../../grading/diff';
import { gradeCase } from '../../grading/gradeCase';
import { exerciseFromDisk, loadInThread, swallowLateRejections } from '../../test/gradeInThread';

const startsWith = (path: readonly PathPart[], prefix: readonly PathPart[]) => prefix.every((part, index) => path[index] === part);

for (const slug of ['agent-loop', 'validate-and-retry']) {
  const exercise = exerciseFromDisk(slug);
  const mistakes = Object.entries(exercise.mistakes).filter(([name]) => name.endsWith('.ts'));
  let drawn = 0;

  describe(`${slug}: the conversation drawn for every known mistake`, () => {
    swallowLateRejections();
    it.each(mistakes)('%s: says of each failing case only what the differences say', async (_name, source) => {
      const run = await loadInThread(exercise, source);
      if (!run) return;
      for (const testCase of exercise.cases) {
        const outcome = await run(testCase);
        if (outcome.status !== 'returned') continue;
        const result = gradeCase(testCase, outcome);
        if (result.status === 'pass' || !result.differences) continue;
        const comparison = compareConversations(testCase.expected, outcome.value);
        if (!comparison) continue;
        drawn++;
        const inside = result.differences.filter((difference) => startsWith(difference.path, comparison.path));
        const where = `${testCase.id}`;
        if (comparison.neverSent) {
          // Nothing of the learner's there: the differences say the conversation (or what holds it) is missing.
          expect(
            result.differences.some((difference) => difference.kind !== 'unexpected' && startsWith(comparison.path, difference.path)),
            `${where}: drawn as never sent`,
          ).toBe(true);
        } else if (comparison.firstDifference === undefined) {
          expect(inside, `${where}: drawn as expected, though these differences lie in it`).toEqual([]);
        } else {
          const at = comparison.firstDifference;
          expect(diffValues(comparison.expected[at], comparison.received[at]).length, `${where}: message ${at + 1} marked`).toBeGreaterThan(
            0,
          );
          expect(inside.length, `${where}: a difference marked in a conversation the differences do not touch`).toBeGreaterThan(0);
        }
      }
    });

    it('drew the failing cases of its mistakes', () => expect(drawn).toBeGreaterThan(mistakes.length));
  });
}
