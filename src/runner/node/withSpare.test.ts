// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { withSpare, type NodeWorkerPort } from './nodeWorker';

/** Ports that only count their starts: `dead` is set by the test, as a thread's exit would. */
function fakePorts() {
  const started: (NodeWorkerPort & { dead: boolean })[] = [];
  const create = () => {
    const port = { dead: false, post() {}, listen() {}, terminate() {} };
    started.push(port);
    return port;
  };
  return { started, create };
}

describe('withSpare', () => {
  it('hands out the worker started ahead, and starts the next one at once', () => {
    const { started, create } = fakePorts();
    const factory = withSpare(create);
    const first = factory();
    expect(started).toHaveLength(2);
    expect(first).toBe(started[0]);
    // The one after a timeout is the spare, already started; another takes its place.
    expect(factory()).toBe(started[1]);
    expect(started).toHaveLength(3);
  });

  it('never hands out a spare whose thread has ended: it starts a fresh one instead', () => {
    const { started, create } = fakePorts();
    const factory = withSpare(create);
    factory();
    started[1]!.dead = true;
    const next = factory();
    expect(next).not.toBe(started[1]);
    expect(next).toBe(started[2]);
    expect(started[2]!.dead).toBe(false);
  });
});
