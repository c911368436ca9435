import { defineDriver, ShapeError, type LearnerModule } from '../../src/runner/worker/driver';
import { describeValue } from '../../src/runner/worker/describeValue';
import { toPlainData } from '../../src/runner/worker/plainData';

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
 * The scripted agent: `agentRuns` maps a question to the record of its run,
 * or to {throws: message}, which makes the agent reject with that Error. It
 * answers after a timer tick, as a real agent answers after its requests.
 *
 * Python: the learner's check_run, run_tests and format_report take objects
 * read by attribute and a synchronous agent, which JSON cannot carry, so
 * driver.py builds them and answers as the agent (see there). This side only
 * names the call; driver.py returns the same shapes as below. The input then
 * has Python's names (exercise.yaml, `python.names`): test_case, tool_calls.
 */

type Scripted = Record<string, unknown> | { throws: string };

type Input =
  | { call: 'checkRun'; run: unknown; testCase: unknown }
  | { call: 'runTests'; agentRuns: Record<string, Scripted>; testCases: unknown[] }
  | { call: 'formatReport'; report: unknown }
  | { call: 'suite'; agentRuns: Record<string, Scripted>; testCases: unknown[] };

export default defineDriver({
  async run(learner, rawInput) {
    const input = rawInput as Input;
    // Only check_run is the entry in Python; driver.py finds run_tests and format_report beside it.
    if (learner.language === 'python') return learner.entry(input.call, input);
    switch (input.call) {
      case 'checkRun':
        return verdict(learner.entry(structuredClone(input.run), structuredClone(input.testCase)), 'checkRun');
      case 'formatReport':
        return text(exported(learner, 'formatReport', 'formatReport(report: AgentTestReport): string')(structuredClone(input.report)));
      case 'runTests': {
        const agent = scriptedAgent(input.agentRuns);
        try {
          const report = await exported(learner, 'runTests', 'runTests(agent: Agent, testCases: AgentTestCase[]): Promise<AgentTestReport>')(
            agent.run,
            structuredClone(input.testCases),
          );
          return { returned: plain(report, 'the value runTests returned'), asked: agent.asked, atOnce: agent.atOnce() };
        } catch (error) {
          if (!agent.known.has(error)) throw error;
          return { threw: (error as Error).message, asked: agent.asked, atOnce: agent.atOnce() };
        }
      }
      case 'suite': {
        const agent = scriptedAgent(input.agentRuns);
        const runTests = exported(learner, 'runTests', 'runTests(agent: Agent, testCases: AgentTestCase[]): Promise<AgentTestReport>');
        const formatReport = exported(learner, 'formatReport', 'formatReport(report: AgentTestReport): string');
        const report = await runTests(agent.run, structuredClone(input.testCases));
        return { text: text(formatReport(report)), asked: agent.asked };
      }
    }
  },
});

function scriptedAgent(agentRuns: Record<string, Scripted>) {
  const asked: unknown[] = [];
  const known = new Set<unknown>();
  let working = 0;
  let most = 0;
  const run = async (question: unknown): Promise<unknown> => {
    asked.push(typeof question === 'string' ? question : `(not a string: ${describeValue(question)})`);
    working += 1;
    most = Math.max(most, working);
    try {
      // A real agent answers later, after its requests: let other work run meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const scripted = typeof question === 'string' && Object.hasOwn(agentRuns, question) ? agentRuns[question] : undefined;
      if (scripted === undefined) {
        const error = new Error(`the agent was asked ${JSON.stringify(question)}, which this case does not script; it answers only the questions of the test cases`);
        known.add(error);
        throw error;
      }
      if ('throws' in scripted) {
        const error = new Error(scripted.throws as string);
        known.add(error);
        throw error;
      }
      return structuredClone(scripted);
    } finally {
      working -= 1;
    }
  };
  return { run, asked, known, atOnce: () => most };
}

function verdict(value: unknown, what: string): unknown {
  const copy = plain(value, `the value ${what} returned`);
  if (
    typeof copy !== 'object' ||
    copy === null ||
    typeof (copy as { passed?: unknown }).passed !== 'boolean' ||
    !Array.isArray((copy as { problems?: unknown }).problems)
  ) {
    throw new ShapeError(`${what} must return { passed: boolean, problems: string[] }; it returned ${describeValue(value)}.`);
  }
  return copy;
}

function text(value: unknown): string {
  if (typeof value !== 'string') throw new ShapeError(`formatReport must return a string; it returned ${describeValue(value)}.`);
  return value;
}

function exported(learner: LearnerModule, name: string, signature: string): (...args: unknown[]) => unknown {
  const value = learner.exports[name];
  if (typeof value !== 'function') {
    throw new ShapeError(
      value === undefined
        ? `Export a function named ${name}: export function ${signature} { ... }`
        : `${name} is exported, but it is ${describeValue(value)}, not a function: export function ${signature} { ... }`,
    );
  }
  return value as (...args: unknown[]) => unknown;
}

function plain(value: unknown, what: string): unknown {
  const copy = toPlainData(value, what);
  if (!copy.ok) throw new ShapeError(copy.message);
  return copy.value;
}
