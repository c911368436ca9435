import type { Evaluation, Evaluator } from '../runner/host/evaluator';
import type { ReferenceSlot } from './types';

/**
 * A reference for tools that grade many programs against one exercise with
 * one seed (the check's mistakes and alternatives, mutation testing): every
 * program meets the same generated inputs, so the reference's answer to each
 * is kept, and asked of its worker once. Calls from programs graded side by
 * side take turns, as an evaluator serves one call at a time. The reference
 * is trusted and deterministic, so a kept answer is the answer; learners'
 * Runs keep using the plain slot (random seeds, nothing to share).
 */
export function createSharedReference(): ReferenceSlot {
  let kept: Evaluator | undefined;
  let shared: Evaluator | undefined;
  let answers = new Map<string, Promise<Evaluation>>();
  let turn: Promise<unknown> = Promise.resolve();

  return {
    take(create) {
      if (shared) return shared;
      const evaluator = (kept = create());
      const ask = (input: unknown): Promise<Evaluation> => {
        const answer = turn.then(() => evaluator.evaluate(input));
        turn = answer.catch(() => undefined);
        return answer;
      };
      shared = {
        evaluate(input) {
          const key = inputKey(input);
          if (key === undefined) return ask(input);
          let answer = answers.get(key);
          if (!answer) answers.set(key, (answer = ask(input)));
          return answer;
        },
        dispose: () => undefined, // a Run's end does not end it: the tool disposes the slot when done
      };
      return shared;
    },
    dispose() {
      kept?.dispose();
      kept = shared = undefined;
      answers = new Map();
      turn = Promise.resolve();
    },
  };
}

/**
 * A key that tells apart every input a generator can make (JSON-like data,
 * with undefined, NaN, -0 and the infinities, which JSON would merge with
 * null or 0); undefined for anything else, which is then not kept.
 */
function inputKey(input: unknown): string | undefined {
  let plain = true;
  const key = JSON.stringify(input, (_name, value: unknown) => {
    if (value === undefined) return { '\u0000': 'undefined' };
    if (typeof value === 'number' && (!Number.isFinite(value) || Object.is(value, -0)))
      return { '\u0000': String(Object.is(value, -0) ? '-0' : value) };
    if (typeof value === 'bigint' || typeof value === 'function' || typeof value === 'symbol') plain = false;
    else if (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.getPrototypeOf(value) !== Object.prototype &&
      Object.getPrototypeOf(value) !== null
    )
      plain = false;
    return value;
  });
  return plain ? key : undefined;
}
