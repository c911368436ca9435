/**
 * The page's check of a request the learner's code asks it to send. The
 * worker already made it plain data of a bounded size (and the sandbox's
 * guard checked that again); this checks that it is a Chat Completions
 * request the live run can make on the learner's behalf, before a byte goes
 * to their endpoint. Anything else is refused with a reason that reaches
 * their code as a thrown error.
 */
import * as z from 'zod/mini';

const ROLES = ['system', 'developer', 'user', 'assistant', 'tool'] as const;

const chatRequest = z.looseObject({
  model: z.string().check(z.minLength(1, 'model must be a non-empty string')),
  messages: z
    .array(z.looseObject({ role: z.enum(ROLES, `role must be one of ${ROLES.join(', ')}`) }))
    .check(z.minLength(1, 'messages must hold at least one message')),
  tools: z.optional(z.array(z.looseObject({ type: z.string() }))),
});

export type ChatRequest = z.infer<typeof chatRequest> & Record<string, unknown>;

export type CheckedRequest = { ok: true; params: ChatRequest } | { ok: false; reason: string };

/**
 * The message of a reply the server sent (its `choices[0].message`), as JSON: code that passes it
 * back as it came is not to blame for a field the server left out.
 */
export interface ServedMessage {
  /** The request this was the reply to. */
  n: number;
  json: string;
}

export function checkModelRequest(params: unknown, problem?: string, served: readonly ServedMessage[] = []): CheckedRequest {
  if (problem !== undefined) return { ok: false, reason: problem };
  if (typeof params !== 'object' || params === null || Array.isArray(params)) {
    return { ok: false, reason: 'create() takes one object: { model, messages, ... }' };
  }
  // The page answers with one whole reply; a stream would need another protocol.
  if ((params as { stream?: unknown }).stream === true) return { ok: false, reason: 'live runs do not stream: leave out stream: true' };
  const result = chatRequest.safeParse(params);
  if (result.success) return { ok: true, params: result.data as ChatRequest };
  const issue = result.error.issues[0]!;
  const where = issue.path.length > 0 ? issue.path.map(String).join('.') : 'the request';
  const fromServer = servedAt(params, issue.path, served);
  if (fromServer !== undefined) {
    return {
      ok: false,
      reason: `${where}: ${issue.message}. messages.${String(issue.path[1])} is the server's reply to request ${fromServer.n} as it came, and that reply lacked the field: an OpenAI-compatible server sends role: "assistant"`,
    };
  }
  return { ok: false, reason: `${where}: ${issue.message}` };
}

/** The served message an issue at `messages.<i>.…` is about, when the request carries it back unchanged. */
function servedAt(params: object, path: readonly PropertyKey[], served: readonly ServedMessage[]): ServedMessage | undefined {
  if (path[0] !== 'messages' || typeof path[1] !== 'number' || served.length === 0) return undefined;
  const json = JSON.stringify((params as { messages: unknown[] }).messages[path[1]]);
  return served.find((message) => message.json === json);
}
