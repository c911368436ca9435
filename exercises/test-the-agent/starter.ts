// AgentRun, AgentTestCase, AgentCheck, AgentTestResult, AgentTestReport and
// Agent are declared for you: hover over them to see their types.

export function checkRun(run: AgentRun, testCase: AgentTestCase): AgentCheck {
  const problems: string[] = [];
  // Step 1, The expected tools were called: TODO "missing tool: <name>" for each expected tool that was never called.
  // Step 2, The answer has the keywords: TODO "missing keyword: <keyword>" for each keyword the answer lacks (ignoring case).
  // Step 3, The step limit held: TODO "too many steps: <steps> > <limit>" when the run took too many steps (8 by default).
  // Step 4, No error, and every problem in order: TODO "error: <error>" when the run ended in an error, after all the others.
  return { passed: problems.length === 0, problems };
}

export async function runTests(agent: Agent, testCases: AgentTestCase[]): Promise<AgentTestReport> {
  const results: AgentTestResult[] = [];
  // Step 5, Running a suite: TODO run the agent on each question, one after the other, and check each run.
  return { passed: 0, total: testCases.length, results };
}

export function formatReport(report: AgentTestReport): string {
  // Step 6, The report: TODO "PASS | Q: ..." or "FAIL | Q: ..." per test case, its problems, then "<passed>/<total> tests passed".
  return '';
}

// Step 7, The worked example: TODO nothing new here; it runs runTests and then formatReport, so it passes once steps 1 to 6 do.
