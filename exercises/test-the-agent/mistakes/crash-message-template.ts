// Mistake: It writes the caught error with a template literal, which gives "crashed: Error: socket hang up".
const DEFAULT_MAX_STEPS = 8;

/** Checks one run against its test case: tools, keywords, steps, error, in that order. */
export function checkRun(run: AgentRun, testCase: AgentTestCase): AgentCheck {
  const problems: string[] = [];

  const used = new Set(run.toolCalls.map((call) => call.name));
  for (const tool of testCase.expectedTools) {
    if (!used.has(tool)) problems.push(`missing tool: ${tool}`);
  }

  // A plain substring test, ignoring case: no regular expression, so "$875.40" means what it says.
  const answer = (run.answer ?? '').toLowerCase();
  for (const keyword of testCase.expectedKeywords) {
    if (!answer.includes(keyword.toLowerCase())) problems.push(`missing keyword: ${keyword}`);
  }

  const limit = testCase.maxAllowedSteps ?? DEFAULT_MAX_STEPS;
  if (run.steps > limit) problems.push(`too many steps: ${run.steps} > ${limit}`);

  if (run.error !== null) problems.push(`error: ${run.error}`);

  return { passed: problems.length === 0, problems };
}

/** Runs every test case, one after the other, and checks each run. An agent that throws fails its case. */
export async function runTests(agent: Agent, testCases: AgentTestCase[]): Promise<AgentTestReport> {
  const results: AgentTestResult[] = [];
  for (const testCase of testCases) {
    let check: AgentCheck;
    try {
      check = checkRun(await agent(testCase.question), testCase);
    } catch (error) {
      check = { passed: false, problems: [`crashed: ${String(error)}`] };
    }
    results.push({ question: testCase.question, ...check });
  }
  const passed = results.filter((result) => result.passed).length;
  return { passed, total: results.length, results };
}

/** The report as text: a line per test case, its problems under a failing one, then the count. */
export function formatReport(report: AgentTestReport): string {
  const lines: string[] = [];
  for (const result of report.results) {
    lines.push(`${result.passed ? 'PASS' : 'FAIL'} | Q: ${result.question.slice(0, 50)}`);
    for (const problem of result.problems) lines.push(`       ${problem}`);
  }
  lines.push('', `${report.passed}/${report.total} tests passed`);
  return lines.join('\n');
}
