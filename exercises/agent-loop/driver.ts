import {
  copyOf,
  defineDriver,
  functionTool,
  isArray,
  isObject,
  isSeedTool,
  jsonCopy,
  ownKeys,
  plainCopy,
  plainOrDescribed,
  sameData,
  scriptedErrors,
  seedTool,
  type FunctionTool,
  type LearnerModule,
} from 'playground/driver';

/*
 * The driver of agent-loop: runs the learner's runAgent against a scripted
 * client and scripted tools, and returns the transcript.
 *
 * Input:
 *   question, systemPrompt, options   passed to runAgent as they are.
 *   tools      from tool name to its behaviour, in order. runAgent gets the
 *              definition of each (definitionOf below: the seed lesson's
 *              tools as register-tools builds them) and a function for each that records
 *              its arguments, then behaves as scripted:
 *                {returns: value}        resolves to value (async, as real tools are)
 *                {returnsNothing: true}  resolves to undefined
 *                {throws: message}       rejects with an Error
 *                {throwsString: text}    rejects with the string itself, not an Error
 *                {throwsObject: value}   rejects with that plain object, not an Error
 *                {each: [behaviour...]}  one per call, the last one repeating
 *              and, next to returns/returnsNothing/throws...:
 *                afterMs: n              answers only after n ms (a slow tool)
 *                sync: true              no promise: returns (or throws) at once
 *              A tool may be named like a key of Object.prototype
 *              ("__proto__", "constructor"): it is an own key of the functions.
 *   replies    what the model answers at its 1st, 2nd, ... request:
 *                {content}                           finish_reason "stop"
 *                {tool_calls: [{id, name, arguments}], content?}  "tool_calls"
 *                {finish_reason, content?, tool_calls?}  any other ending
 *                {error: {status?, name, message}}   the request fails, as
 *                  the openai package's APIError does: its message is
 *                  "<status> <message>" (just the message without a status)
 *                {errorString: text}   the request rejects with a bare string
 *   transcript: short   requests are recorded as message counts only.
 *
 * Output (the transcript):
 *   requests   each request's params, copied as they would go over the wire
 *              (JSON: undefined keys dropped). A `tools` entry equal to the
 *              definition the case handed in is shown by its tool name.
 *   toolRuns   {name, args} for every call of a tool function, in order.
 *   returned   what runAgent resolved to, or
 *   threw      {name, message} of a scripted error that escaped it.
 *   inputsChanged  only when runAgent changed what the caller handed it: the
 *              options, the tools array or the functions object, as they were
 *              after the run (the lesson never asks to change them).
 */

/**
 * The definition runAgent gets for a tool the case names: a seed lesson tool's
 * (src/exercise/seedTools.ts), or a bare one for any other name. A fresh object
 * each time, so nothing the learner's code does to its copy reaches the one a
 * request is compared with.
 */
function definitionOf(name: string): FunctionTool {
  return isSeedTool(name) ? seedTool(name) : functionTool(name, `The ${name} tool.`, {});
}

type Timing = { afterMs?: number; sync?: boolean };
type Behaviour =
  | (Timing & ({ returns: unknown } | { returnsNothing: true } | { throws: string } | { throwsString: string } | { throwsObject: unknown }))
  | { each: Behaviour[] };

type ScriptedCall = { id: string; name: string; arguments: string };
type Reply =
  | { error: { status?: number; name: string; message: string } }
  | { errorString: string }
  | { content?: string | null; tool_calls?: ScriptedCall[]; finish_reason?: string };

interface Input {
  question: string;
  systemPrompt: string;
  options: unknown;
  tools: Record<string, Behaviour>;
  replies: Reply[];
  transcript?: 'short';
}

/** A fixed time for `created`, so nothing in a response depends on the clock. */
const CREATED = 1_767_225_600;

// Captured when the driver loads, before the learner's code: what computes the transcript must not follow a patch.
const defineProperty = Object.defineProperty;
const createObject = Object.create;
const wait = setTimeout;
const NativePromise = Promise;

/** An own data property, even for "__proto__", whatever setters the prototypes hold (for arrays: the next index). */
function put(target: object, key: string | number, value: unknown): void {
  defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
function append(list: unknown[], value: unknown): void {
  put(list, list.length, value);
}

export default defineDriver({
  async run(learner, rawInput) {
    const input = rawInput as Input;
    if (learner.language === 'python') return runPython(learner, input);
    const { remember, isScripted } = scriptedErrors();

    // ------------------------------------------------------------ tools
    const toolRuns: unknown[] = [];
    // No prototype: a tool named "__proto__" or "constructor" counts like any other.
    const callsOf = createObject(null) as Record<string, number>;
    const functions: Record<string, (args: unknown) => unknown> = {};
    const tools: FunctionTool[] = [];
    const names = ownKeys(input.tools);
    for (let index = 0; index < names.length; index++) {
      const name = names[index]!;
      const behaviour = input.tools[name]!;
      put(functions, name, (args: unknown) => {
        append(toolRuns, { name, args: plainOrDescribed(args) });
        const nth = (callsOf[name] = (callsOf[name] ?? 0) + 1);
        return act(pick(behaviour, nth), remember);
      });
      append(tools, definitionOf(name));
    }
    const given = { functions: ownKeys(functions), values: [] as unknown[] };
    for (let index = 0; index < names.length; index++) append(given.values, functions[names[index]!]);

    // ------------------------------------------------------------ model
    const requests: unknown[] = [];
    const create = async (params: unknown): Promise<unknown> => {
      // What would go over the wire: JSON drops undefined keys.
      const wire = jsonCopy(plainCopy(params, 'the request'));
      append(requests, input.transcript === 'short' ? messageCount(wire) : showTools(wire));
      const n = requests.length;
      const reply = input.replies[n - 1];
      if (reply === undefined) {
        const scripted = input.replies.length;
        throw remember(
          Object.assign(
            new Error(`the model was asked ${n} times, but this case scripts only ${scripted} ${scripted === 1 ? 'reply' : 'replies'}`),
            { name: 'ScriptError' },
          ),
        );
      }
      if ('error' in reply) throw remember(apiError(reply.error));
      if ('errorString' in reply) throw remember(reply.errorString);
      const model = isObject(params) && typeof params.model === 'string' ? params.model : 'unknown';
      return completion(reply, n, model);
    };
    const client = { chat: { completions: { create } } };

    // ------------------------------------------------------------ run
    const options = copyOf(input.options);
    let outcome: { returned: unknown } | { threw: unknown };
    try {
      const value = await learner.entry(input.question, tools, functions, input.systemPrompt, options, client);
      outcome = { returned: plainCopy(value, 'the value runAgent returned') };
    } catch (error) {
      if (!isScripted(error)) throw error;
      // A scripted Error as {name, message}; a thrown string or object as itself.
      outcome = { threw: error instanceof Error ? { name: error.name, message: error.message } : plainOrDescribed(error) };
    }
    const changed = inputsChanged({ options, tools, functions }, input, given);
    return { requests, toolRuns, ...outcome, ...(changed ? { inputsChanged: changed } : {}) };
  },
});

/**
 * What the learner's code changed of the caller's options, tools array and functions object,
 * as they were after the run; undefined when it changed nothing. Compared with the kit's
 * sameData and index loops (the learner may have replaced Array.prototype.map).
 */
function inputsChanged(
  after: { options: unknown; tools: unknown[]; functions: Record<string, unknown> },
  input: Input,
  given: { functions: string[]; values: unknown[] },
): Record<string, unknown> | undefined {
  const changed: Record<string, unknown> = {};
  const options = plainOrDescribed(after.options, 'the options');
  if (!sameData(options, input.options)) put(changed, 'options', options);
  const names = ownKeys(input.tools);
  let toolsSame = after.tools.length === names.length;
  for (let index = 0; toolsSame && index < names.length; index++) {
    toolsSame = sameData(plainOrDescribed(after.tools[index]), definitionOf(names[index]!));
  }
  if (!toolsSame) put(changed, 'tools', plainOrDescribed(after.tools, 'the tools'));
  const keys = ownKeys(after.functions);
  let functionsSame = keys.length === given.functions.length;
  for (let index = 0; functionsSame && index < keys.length; index++) {
    functionsSame = keys[index] === given.functions[index] && after.functions[keys[index]!] === given.values[index];
  }
  if (!functionsSame) put(changed, 'functions', `{${keys.join(', ')}}`);
  return ownKeys(changed).length > 0 ? changed : undefined;
}

/**
 * A Python learner's run_agent is synchronous, as in the seed lesson, and a
 * Python call cannot wait for a JavaScript promise: driver.py scripts the
 * client and the tools on the Python side and hands back the raw transcript.
 * This side shapes it as above, so one set of cases serves both languages.
 * The case comes with Python's names (exercise.yaml, `python.names`):
 * system_prompt, and options as keyword arguments (max_steps).
 */
async function runPython(learner: LearnerModule, input: Input): Promise<unknown> {
  const definitions = Object.keys(input.tools).map(definitionOf);
  const raw = (await learner.entry({ ...input, definitions })) as {
    requests: unknown[];
    toolRuns: unknown[];
    returned?: unknown;
    threw?: unknown;
    inputsChanged?: unknown;
  };
  const verbatim = scriptedStrings(Object.values(input.tools));
  const requests = raw.requests.map((request) => {
    const wire = sameJson(request, verbatim);
    return input.transcript === 'short' ? messageCount(wire) : showTools(wire);
  });
  const outcome = 'threw' in raw ? { threw: raw.threw } : { returned: raw.returned };
  const changed = raw.inputsChanged === undefined ? {} : { inputsChanged: raw.inputsChanged };
  return { requests, toolRuns: raw.toolRuns, ...outcome, ...changed };
}

/**
 * Tool messages whose content is JSON, written the way JavaScript writes it.
 * Python's json.dumps puts spaces after ':' and ',' and escapes non-ASCII
 * letters; both are the same JSON to the model, and the cases (written once)
 * spell JSON.stringify's form. A string a scripted tool returned is left as
 * it is: passing it on unchanged is the rule being checked.
 */
function sameJson(request: unknown, verbatim: Set<string>): unknown {
  if (!isObject(request) || !Array.isArray(request.messages)) return request;
  const messages = request.messages.map((message: unknown) => {
    if (!isObject(message) || message.role !== 'tool' || typeof message.content !== 'string' || verbatim.has(message.content))
      return message;
    try {
      return { ...message, content: JSON.stringify(JSON.parse(message.content)) };
    } catch {
      return message;
    }
  });
  return { ...request, messages };
}

/** Every string a scripted tool may return as is. */
function scriptedStrings(behaviours: Behaviour[]): Set<string> {
  const strings = new Set<string>();
  const visit = (behaviour: Behaviour) => {
    if ('each' in behaviour) behaviour.each.forEach(visit);
    else if ('returns' in behaviour && typeof behaviour.returns === 'string') strings.add(behaviour.returns);
  };
  behaviours.forEach(visit);
  return strings;
}

/** The n-th call's behaviour; past the end of an `each` list, its last one. (Not Math.min: the learner can replace it.) */
function pick(behaviour: Behaviour, nth: number): Behaviour {
  if (!('each' in behaviour)) return behaviour;
  const list = behaviour.each;
  return pick(list[(nth < list.length ? nth : list.length) - 1]!, 1);
}

/** What one call of a tool does: at once when `sync`, else a promise that settles at once or after `afterMs`. */
function act(behaviour: Behaviour, remember: <T>(error: T) => T): unknown {
  if ('each' in behaviour) throw new Error('case error: pick() resolves each');
  const outcome = () => {
    if ('returns' in behaviour) return copyOf(behaviour.returns);
    if ('returnsNothing' in behaviour) return undefined;
    if ('throws' in behaviour) throw remember(new Error(behaviour.throws));
    if ('throwsString' in behaviour) throw remember(behaviour.throwsString);
    if ('throwsObject' in behaviour) throw remember(copyOf(behaviour.throwsObject));
    throw new Error('case error: a behaviour needs returns, returnsNothing, throws, throwsString, throwsObject or each');
  };
  if (behaviour.sync) return outcome();
  const ms = behaviour.afterMs ?? 0;
  return new NativePromise((resolve, reject) => {
    const settle = () => {
      try {
        resolve(outcome());
      } catch (error) {
        reject(error);
      }
    };
    if (ms > 0) wait(settle, ms);
    else settle();
  });
}

/** A ChatCompletion as the API sends it (the parts an agent reads, and a few it does not). */
function completion(reply: Exclude<Reply, { error: unknown } | { errorString: string }>, n: number, model: string) {
  const calls = reply.tool_calls;
  const message: Record<string, unknown> = { role: 'assistant', content: reply.content ?? null };
  if (calls !== undefined) {
    message.tool_calls = calls.map((call) => ({
      id: call.id,
      type: 'function',
      function: { name: call.name, arguments: call.arguments },
    }));
  }
  const finish_reason = reply.finish_reason ?? (calls !== undefined && calls.length > 0 ? 'tool_calls' : 'stop');
  return {
    id: `chatcmpl-${n}`,
    object: 'chat.completion',
    created: CREATED,
    model,
    choices: [{ index: 0, finish_reason, logprobs: null, message }],
  };
}

/** Like the openai package's APIError: `status` on the error, and "<status> <message>" as its message. */
function apiError({ status, name, message }: { status?: number; name: string; message: string }): Error {
  const error = new Error(status === undefined ? message : `${status} ${message}`);
  error.name = name;
  return Object.assign(error, { status });
}

/**
 * The request with each tool definition the case handed in shown by its name. Compared with
 * the kit's sameData in an index loop: the grading diff calls Math.min, and the learner's code
 * can replace Math.min (NaN made every array look equal) and Array.prototype.map.
 */
function showTools(params: unknown): unknown {
  if (!isObject(params) || !isArray(params.tools)) return params;
  const sent = params.tools;
  const tools: unknown[] = [];
  for (let index = 0; index < sent.length; index++) {
    const tool = sent[index];
    const name = isObject(tool) && isObject(tool.function) ? tool.function.name : undefined;
    append(tools, typeof name === 'string' && sameData(definitionOf(name), tool) ? name : tool);
  }
  return { ...params, tools };
}

function messageCount(params: unknown): unknown {
  if (isObject(params) && isArray(params.messages)) return params.messages.length;
  return params;
}
