// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { WorkerConversation } from './workerConversation';
import type { WorkerMessage } from '../protocol';
import { createFakeTimers } from '../../test/fixtures/fakeTimers';
import { FakeWorker, politeScript } from '../../test/fixtures/fakeWorker';

const noOutput = { lines: [], truncated: false };
const RUN = 7;
const isLoaded = (m: WorkerMessage): m is Extract<WorkerMessage, { type: 'loaded' }> => m.type === 'loaded';

/** A stuck fake worker that answers the host's "had it died?" for an overdue reply (WorkerPort.diagnose). */
class DiagnosableWorker extends FakeWorker {
  constructor(private readonly diagnosis: string | undefined) {
    super(() => 'hang');
  }
  async diagnose() {
    return this.diagnosis;
  }
}

/** A conversation over one fake worker whose diagnosis says what the test wants ('' for alive). */
function setup(diagnosis?: string) {
  const timers = createFakeTimers();
  const worker = diagnosis === undefined ? new FakeWorker(() => 'hang') : new DiagnosableWorker(diagnosis || undefined);
  const conversation = new WorkerConversation(() => worker, RUN, timers);
  conversation.start();
  return { timers, worker, conversation };
}

describe('WorkerConversation', () => {
  it('calls an overdue worker slow when it is alive', async () => {
    const { timers, conversation } = setup('');
    const reply = conversation.next(isLoaded, 500);
    timers.advance(500);
    expect(await reply).toEqual({ timeout: true });
  });

  it('calls an overdue worker dead when it had died (out of memory), for every caller alike', async () => {
    const { timers, conversation } = setup('it ran out of memory');
    const reply = conversation.next(isLoaded, 500);
    timers.advance(500);
    expect(await reply).toEqual({ crash: 'it ran out of memory' });
  });

  it('reports a death that came while nobody was waiting to the next wait, after the replies sent before it', async () => {
    const { conversation, worker } = setup();
    worker.send({ type: 'loaded', runId: RUN, output: noOutput });
    worker.crash('exited with code 1');
    expect(await conversation.next(isLoaded, 500)).toMatchObject({ reply: { type: 'loaded' } });
    expect(await conversation.next(isLoaded, 500)).toEqual({ crash: 'exited with code 1' });
  });

  it('drops messages of another run and of the wrong shape', async () => {
    const { timers, conversation, worker } = setup('');
    worker.send({ type: 'loaded', runId: RUN + 1, output: noOutput });
    worker.send({ type: 'loaded', runId: RUN });
    worker.send('loaded');
    const reply = conversation.next(isLoaded, 500);
    timers.advance(500);
    expect(await reply).toEqual({ timeout: true });
  });

  it('hands every message to a listener in push mode, and the death too', () => {
    const timers = createFakeTimers();
    const worker = new FakeWorker(politeScript);
    const conversation = new WorkerConversation(() => worker, RUN, timers);
    const seen: string[] = [];
    conversation.start();
    conversation.listen(
      (message) => seen.push(message.type),
      (reason) => seen.push(`died: ${reason}`),
    );
    worker.send({ type: 'loaded', runId: RUN, output: noOutput });
    worker.crash('gone');
    expect(seen).toEqual(['loaded', 'died: gone']);
  });

  it('never reuses a worker: start() terminates the one before', () => {
    const timers = createFakeTimers();
    const workers: FakeWorker[] = [];
    const conversation = new WorkerConversation(() => workers[workers.push(new FakeWorker(politeScript)) - 1]!, RUN, timers);
    conversation.start();
    conversation.start();
    expect(workers.map((w) => w.terminated)).toEqual([true, false]);
  });
});
