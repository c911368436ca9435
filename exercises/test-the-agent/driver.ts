import {
  copyOf,
  defineDriver,
  describeValue,
  exported,
  hasOwn,
  isArray,
  isObject,
  plainCopy,
  scriptedErrors,
  ShapeError,
} from '../../src/runner/worker/driverKit';

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
        return verdict(learner.entry(copyOf(input.run), copyOf(input.testCase)), 'checkRun');
      case 'formatReport':
        return text(exported(learner, 'formatReport', FORMAT_REPORT)(copyOf(input.report)));
      case 'runTests': {
        const agent = scriptedAgent(input.agentRuns);
        try {
          const report = await exported(learner, 'runTests', RUN_TESTS)(agent.run, copyOf(input.testCases));
          return { returned: plainCopy(report, 'the value runTests returned'), asked: agent.asked, atOnce: agent.atOnce() };
        } catch (error) {
          if (!agent.isScripted(error)) throw error;
          return { threw: (error as Error).message, asked: agent.asked, atOnce: agent.atOnce() };
        }
      }
      case 'suite': {
        const agent = scriptedAgent(input.agentRuns);
        const runTests = exported(learner, 'runTests', RUN_TESTS);
        const formatReport = exported(learner, 'formatReport', FORMAT_REPORT);
        const report = await runTests(agent.run, copyOf(input.testCases));
        return { text: text(formatReport(report)), asked: agent.asked };
      }
    }
  },
});

const RUN_TESTS = 'runTests(agent: Agent, testCases: AgentTestCase[]): Promise<AgentTestReport>';
const FORMAT_REPORT = 'formatReport(report: AgentTestReport): string';

function scriptedAgent(agentRuns: Record<string, Scripted>) {
  const asked: unknown[] = [];
  const { remember, isScripted } = scriptedErrors();
  let working = 0;
  let most = 0;
  const run = async (question: unknown): Promise<unknown> => {
    asked.push(typeof question === 'string' ? question : `(not a string: ${describeValue(question)})`);
    working += 1;
    // A comparison, not Math.max: atOnce is compared, and the learner's code can replace Math.max.
    if (working > most) most = working;
    try {
      // A real agent answers later, after its requests: let other work run meanwhile.
      await new Promise((resolve) => setTimeout(resolve, 0));
      const scripted = typeof question === 'string' && hasOwn(agentRuns, question) ? agentRuns[question] : undefined;
      if (scripted === undefined) {
        throw remember(
          new Error(
            `the agent was asked ${JSON.stringify(question)}, which this case does not script; it answers only the questions of the test cases`,
          ),
        );
      }
      if ('throws' in scripted) throw remember(new Error(scripted.throws as string));
      return copyOf(scripted);
    } finally {
      working -= 1;
    }
  };
  return { run, asked, isScripted, atOnce: () => most };
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
