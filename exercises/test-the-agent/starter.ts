// AgentRun, AgentTestCase, AgentCheck, AgentTestResult, AgentTestReport and
// Agent are declared for you: hover over them to see their types.

export function checkRun(run: AgentRun, testCase: AgentTestCase): AgentCheck {
  const problems: string[] = [];
  // TODO: "missing tool: <name>" for each expected tool that was never called.
  // TODO: "missing keyword: <keyword>" for each keyword the answer lacks (ignoring case).
  // TODO: "too many steps: <steps> > <limit>", and "error: <error>".
  return { passed: problems.length === 0, problems };
}

export async function runTests(agent: Agent, testCases: AgentTestCase[]): Promise<AgentTestReport> {
  const results: AgentTestResult[] = [];
  // TODO: run the agent on each question, one after the other, and check each run.
  return { passed: 0, total: testCases.length, results };
}

export function formatReport(report: AgentTestReport): string {
  // TODO: "PASS | Q: ..." or "FAIL | Q: ..." per test case, its problems, then "<passed>/<total> tests passed".
  return '';
}
