import { describe, expect, it } from 'vitest';
import { createInputsAhead } from './inputsAhead';
import type { Generator } from '../generatedCases/defineGenerator';

const generator = (title: string): Generator => ({ title, runs: 2, promoteToStep: 'x', input: (fc) => fc.nat() });

/** A holder whose idle time is the test's to give: `idle()` runs what waits for it. */
function setup() {
  const waiting = new Set<() => void>();
  const inputsAhead = createInputsAhead((work) => {
    waiting.add(work);
    return () => waiting.delete(work);
  });
  const idle = () => {
    for (const work of [...waiting]) {
      waiting.delete(work);
      work();
    }
  };
  return { inputsAhead, idle, waiting };
}

describe('inputs drawn ahead of a Run', () => {
  it('gives the inputs drawn for a generator once, and none for another generator', () => {
    const { inputsAhead } = setup();
    const mine = generator('mine');
    inputsAhead.drawNow(() => ({ generator: mine, seed: 7, inputs: [1, 2] }));
    expect(inputsAhead.take(generator('other'))).toBeUndefined();
    inputsAhead.drawNow(() => ({ generator: mine, seed: 7, inputs: [1, 2] }));
    expect(inputsAhead.take(mine)).toEqual({ generator: mine, seed: 7, inputs: [1, 2] });
    expect(inputsAhead.take(mine)).toBeUndefined();
  });

  it('draws the next ones only when the page is idle, and not at all once disposed', () => {
    const { inputsAhead, idle, waiting } = setup();
    const mine = generator('mine');
    let draws = 0;
    inputsAhead.drawSoon(() => ({ generator: mine, seed: ++draws, inputs: [] }));
    expect(draws).toBe(0);
    idle();
    expect(inputsAhead.take(mine)).toMatchObject({ seed: 1 });
    inputsAhead.drawSoon(() => ({ generator: mine, seed: ++draws, inputs: [] }));
    inputsAhead.dispose();
    expect(waiting.size).toBe(0);
    idle();
    expect(draws).toBe(1);
    expect(inputsAhead.take(mine)).toBeUndefined();
  });
});
