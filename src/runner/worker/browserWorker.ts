/// <reference lib="webworker" />
/**
 * The Web Worker that runs learner code, inside the sandbox frame (see
 * sandbox/frameDocument.ts and docs/security.md). It holds no logic of its
 * own: the shared core does the work.
 *
 * It is built as one self-contained classic script (sandbox/bundlePlugin.ts:
 * every exercise driver and every module a learner may import are bundled
 * in), because the frame starts it from a blob: URL, which can import
 * nothing, and its CSP allows no script URL at all.
 *
 * Order matters: everything below runs before the first message, so before
 * any learner code: the guard captures what the core needs, the core takes
 * the data port from the frame's one message, and only then does the page's
 * load message bring the learner's code.
 */
import { createWorkerCore } from './workerCore';
import { loadBundledDriver } from './bundledDrivers';
import type { HostMessage } from '../protocol';
import type { WorkerEnvelope } from '../sandbox/frameProtocol';
import { awaitStart, lockBuiltins, onPortMessage, poster, removeGlobals, swallowLateErrors } from '../sandbox/workerLockdown';

declare const self: DedicatedWorkerGlobalScope;

swallowLateErrors(self);

awaitStart(self, (token, port) => {
  const send = poster<WorkerEnvelope>(port);
  removeGlobals(self);
  lockBuiltins();
  const core = createWorkerCore({
    // Only the core knows the token; the page drops anything on the port without it.
    post: (message) => send({ token, message }),
    loadDriver: loadBundledDriver,
    global: self as unknown as { console: Console },
  });
  onPortMessage(port, (data) => void core.handle(data as HostMessage));
  send({ token, ready: true });
});
