import {
  copyOf,
  defineDriver,
  describeValue,
  exported,
  hasOwn,
  isArray,
  isObject,
  ownKeys,
  plainCopy,
  sameData,
  scriptedErrors,
  ShapeError,
} from 'playground/driver';

/*
 * The driver of test-the-agent. Each case's input names what it exercises in
 * `call`:
 *
 *   checkRun      hands `run` and `testCase` to checkRun; returns its verdict.
 *   runTests      hands a scripted agent and `testCases` to runTests; returns
 *                 {returned: report} (or {threw}), with the questions the
 *                 agent was `asked`, in order, and `atOnce`: the most
 *                 questions it was working on at the same time.
 *   formatReport  hands `report` to formatReport; returns the text.
 *   suite         runTests, then formatReport on its report; returns the text
 *                 and the questions asked.
 *
 * The learner's code gets copies of the case's values; when a call changed
 * one (sorted the expected tools, emptied the suite), the result also has
 * `changedInput`: where each changed value first differs ("testCases
 * (length 2, was 3)"). The caller may reuse what it handed over, and the
 * expected values never have that key, so the case fails and says why.
 *
 * The scripted agent: `agentRuns` maps a question to what the agent does:
 *   a record (an AgentRun)          it answers with a copy, after one timer tick;
 *   {run: record, wait: n}          it answers after n timer ticks (0: a promise
 *                                   already resolved), so answers can come in
 *                                   another order than the questions were asked;
 *   {throws: message}               it rejects with an Error after one tick;
 *                                   with `as: 'string'` it rejects with the
 *                                   message itself, with `as: 'TypeError'` a
 *                                   TypeError; `wait: n` as above; `sync: true`
 *                                   throws before returning any promise.
 *
 * Python: the learner's check_run, run_tests and format_report take objects
 * read by attribute and a synchronous agent, which JSON cannot carry, so
 * driver.py builds them and answers as the agent (see there). This side only
 * names the call; driver.py returns the same shapes as below. The input then
 * has Python's names (exercise.yaml, `python.names`): test_case, tool_calls.
 */

type Scripted =
  | Record<string, unknown>
  | { run: Record<string, unknown>; wait?: number }
  | { throws: string; as?: 'Error' | 'string' | 'TypeError'; wait?: number; sync?: boolean };

type Input =
  | { call: 'checkRun'; run: unknown; testCase: unknown }
  | { call: 'runTests'; agentRuns: Record<string, Scripted>; testCases: unknown[] }
  | { call: 'formatReport'; report: unknown }
  | { call: 'suite'; agentRuns: Record<string, Scripted>; testCases: unknown[] };

// Captured when the driver loads, before the learner's code: what the driver computes with them is compared.
const defineProperty = Object.defineProperty;
const later = setTimeout;
const NativePromise = Promise;
const NativeError = Error;
const NativeTypeError = TypeError;

export default defineDriver({
  async run(learner, rawInput) {
    const input = rawInput as Input;
    // Only check_run is the entry in Python; driver.py finds run_tests and format_report beside it.
    if (learner.language === 'python') return learner.entry(input.call, input);
    switch (input.call) {
      case 'checkRun': {
        const run = copyOf(input.run);
        const testCase = copyOf(input.testCase);
        const result = verdict(learner.entry(run, testCase), 'checkRun');
        const changed = changedPaths(run, input.run, 'run');
        const inTestCase = changedPaths(testCase, input.testCase, 'testCase');
        for (let index = 0; index < inTestCase.length; index++) append(changed, inTestCase[index]);
        return changed.length === 0 ? result : { ...(result as object), changedInput: changed };
      }
      case 'formatReport': {
        const report = copyOf(input.report);
        const result = text(exported(learner, 'formatReport', FORMAT_REPORT)(report));
        const changed = changedPaths(report, input.report, 'report');
        return changed.length === 0 ? result : { text: result, changedInput: changed };
      }
      case 'runTests': {
        const agent = scriptedAgent(input.agentRuns);
        const testCases = copyOf(input.testCases);
        let result: Record<string, unknown>;
        try {
          const report = await exported(learner, 'runTests', RUN_TESTS)(agent.run, testCases);
          result = { returned: plainCopy(report, 'the value runTests returned'), asked: agent.asked, atOnce: agent.atOnce() };
        } catch (error) {
          if (!agent.isScripted(error)) throw error;
          result = { threw: thrownText(error), asked: agent.asked, atOnce: agent.atOnce() };
        }
        const changed = changedPaths(testCases, input.testCases, 'testCases');
        return changed.length === 0 ? result : { ...result, changedInput: changed };
      }
      case 'suite': {
        const agent = scriptedAgent(input.agentRuns);
        const runTests = exported(learner, 'runTests', RUN_TESTS);
        const formatReport = exported(learner, 'formatReport', FORMAT_REPORT);
        const testCases = copyOf(input.testCases);
        const report = await runTests(agent.run, testCases);
        const result = { text: text(formatReport(report)), asked: agent.asked };
        const changed = changedPaths(testCases, input.testCases, 'testCases');
        return changed.length === 0 ? result : { ...result, changedInput: changed };
      }
    }
  },
});

const RUN_TESTS = 'runTests(agent: Agent, testCases: AgentTestCase[]): Promise<AgentTestReport>';
const FORMAT_REPORT = 'formatReport(report: AgentTestReport): string';

/** Adds to an array with the captured defineProperty: Array.prototype.push can be replaced by the learner. */
function append(list: unknown[], value: unknown): void {
  defineProperty(list, list.length, { value, enumerable: true, writable: true, configurable: true });
}

/** n timer ticks (0: none, only the promise's own microtask). */
function ticks(n: number): Promise<void> {
  return new NativePromise<void>((resolve) => {
    const step = (left: number) => (left <= 0 ? resolve() : later(() => step(left - 1), 0));
    step(n);
  });
}

function thrownText(error: unknown): string {
  return error instanceof NativeError ? error.message : typeof error === 'string' ? error : describeValue(error);
}

function scriptedAgent(agentRuns: Record<string, Scripted>) {
  const asked: unknown[] = [];
  const { remember, isScripted } = scriptedErrors();
  let working = 0;
  let most = 0;
  const thrown = (spec: { throws: string; as?: string }): unknown =>
    remember(
      spec.as === 'string' ? spec.throws : spec.as === 'TypeError' ? new NativeTypeError(spec.throws) : new NativeError(spec.throws),
    );
  const answer = async (question: unknown, scripted: Scripted | undefined): Promise<unknown> => {
    working += 1;
    // A comparison, not Math.max: atOnce is compared, and the learner's code can replace Math.max.
    if (working > most) most = working;
    try {
      // A real agent answers later, after its requests: let other work run meanwhile.
      const wait = scripted !== undefined && hasOwn(scripted, 'wait') ? (scripted.wait as number) : 1;
      await ticks(wait);
      if (scripted === undefined) {
        throw remember(
          new NativeError(
            `the agent was asked ${JSON.stringify(question)}, which this case does not script; it answers only the questions of the test cases`,
          ),
        );
      }
      if (hasOwn(scripted, 'throws')) throw thrown(scripted as { throws: string; as?: string });
      return copyOf(hasOwn(scripted, 'run') ? (scripted as { run: unknown }).run : scripted);
    } finally {
      working -= 1;
    }
  };
  const run = (question: unknown): Promise<unknown> => {
    append(asked, typeof question === 'string' ? question : `(not a string: ${describeValue(question)})`);
    const scripted = typeof question === 'string' && hasOwn(agentRuns, question) ? agentRuns[question] : undefined;
    // An agent that throws before it returns a promise: `agent(q).catch(...)` does not see this one.
    if (scripted !== undefined && hasOwn(scripted, 'throws') && (scripted as { sync?: boolean }).sync === true) {
      throw thrown(scripted as { throws: string; as?: string });
    }
    return answer(question, scripted);
  };
  return { run, asked, isScripted, atOnce: () => most };
}

/**
 * Where the learner's copy of a case value differs from the case's own, one path per differing
 * leaf at most three, or [] when unchanged. Only captured built-ins (sameData, isArray, ownKeys, hasOwn).
 */
function changedPaths(now: unknown, was: unknown, path: string): string[] {
  if (sameData(now, was)) return [];
  if (isArray(now) && isArray(was)) {
    if (now.length !== was.length) return [`${path} (length ${now.length}, was ${was.length})`];
    const found: string[] = [];
    for (let index = 0; index < was.length && found.length < 3; index++) {
      const inner = changedPaths(now[index], was[index], `${path}[${index}]`);
      for (let i = 0; i < inner.length; i++) append(found, inner[i]);
    }
    return found;
  }
  if (isObject(now) && isObject(was)) {
    const found: string[] = [];
    const keys = ownKeys(was);
    for (let index = 0; index < keys.length && found.length < 3; index++) {
      const key = keys[index]!;
      const inner = hasOwn(now, key) ? changedPaths(now[key], was[key], `${path}.${key}`) : [`${path}.${key} (removed)`];
      for (let i = 0; i < inner.length; i++) append(found, inner[i]);
    }
    const added = ownKeys(now);
    for (let index = 0; index < added.length && found.length < 3; index++) {
      if (!hasOwn(was, added[index]!)) append(found, `${path}.${added[index]!} (added)`);
    }
    return found;
  }
  return [path];
}

function verdict(value: unknown, what: string): unknown {
  const copy = plainCopy(value, `the value ${what} returned`);
  if (!isObject(copy) || typeof copy.passed !== 'boolean' || !isArray(copy.problems)) {
    throw new ShapeError(`${what} must return { passed: boolean, problems: string[] }; it returned ${describeValue(value)}.`);
  }
  return copy;
}

function text(value: unknown): string {
  if (typeof value !== 'string') throw new ShapeError(`formatReport must return a string; it returned ${describeValue(value)}.`);
  return value;
}
