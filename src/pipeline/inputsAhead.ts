import type { Generator } from '../generatedCases/defineGenerator';
import type { DrawnInputs } from '../generatedCases/runGenerated';

/**
 * The next Run's generated inputs, drawn ahead: while the learner reads the lesson (the page's preparation)
 * and after each Run, when the browser is idle (`later`), so that drawing them is not part of a Run. A Run
 * takes them once; a replayed seed draws its own.
 */
export interface InputsAhead {
  /** The inputs drawn for `generator`, once; undefined when there are none (the Run draws its own). */
  take(generator: Generator): DrawnInputs | undefined;
  /** Whether inputs for `generator` are drawn and waiting (so a preparation need not draw them again). */
  has(generator: Generator): boolean;
  /** Draws the next inputs with `draw` when the page is idle (it is given as fast-check is a chunk of its own). */
  drawSoon(draw: () => DrawnInputs): void;
  /** Draws them now (the page's preparation, already in idle time). */
  drawNow(draw: () => DrawnInputs): void;
  /** Forgets the inputs and any draw still to come. */
  dispose(): void;
}

export function createInputsAhead(later: (work: () => void) => () => void): InputsAhead {
  let drawn: DrawnInputs | undefined;
  let cancel: (() => void) | undefined;
  const drawNow = (draw: () => DrawnInputs) => {
    cancel?.();
    cancel = undefined;
    drawn = draw();
  };
  return {
    take(generator) {
      const taken = drawn?.generator === generator ? drawn : undefined;
      drawn = undefined;
      return taken;
    },
    has: (generator) => drawn?.generator === generator,
    drawSoon(draw) {
      cancel?.();
      cancel = later(() => drawNow(draw));
    },
    drawNow,
    dispose() {
      cancel?.();
      cancel = undefined;
      drawn = undefined;
    },
  };
}
