// Alternative: keywords as case-insensitive regular expressions with every special character escaped, index loops, and the report built by string concatenation.
const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function checkRun(run: AgentRun, testCase: AgentTestCase): AgentCheck {
  const problems: string[] = [];
  for (let i = 0; i < testCase.expectedTools.length; i++) {
    const tool = testCase.expectedTools[i]!;
    let found = false;
    for (let j = 0; j < run.toolCalls.length && !found; j++) found = run.toolCalls[j]!.name === tool;
    if (!found) problems.push('missing tool: ' + tool);
  }
  for (let i = 0; i < testCase.expectedKeywords.length; i++) {
    const keyword = testCase.expectedKeywords[i]!;
    if (run.answer === null || !new RegExp(escapeForPattern(keyword), 'i').test(run.answer)) problems.push('missing keyword: ' + keyword);
  }
  const limit = testCase.maxAllowedSteps !== undefined ? testCase.maxAllowedSteps : 8;
  if (run.steps > limit) problems.push('too many steps: ' + run.steps + ' > ' + limit);
  if (run.error !== null) problems.push('error: ' + run.error);
  return { passed: !problems.length, problems };
}

export async function runTests(agent: Agent, testCases: AgentTestCase[]): Promise<AgentTestReport> {
  const report: AgentTestReport = { passed: 0, total: testCases.length, results: [] };
  for (let i = 0; i < testCases.length; i++) {
    const testCase = testCases[i]!;
    let outcome: AgentCheck;
    try {
      const run = await agent(testCase.question);
      outcome = checkRun(run, testCase);
    } catch (e) {
      outcome = { passed: false, problems: ['crashed: ' + (e instanceof Error ? e.message : String(e))] };
    }
    if (outcome.passed) report.passed++;
    report.results.push({ question: testCase.question, passed: outcome.passed, problems: outcome.problems });
  }
  return report;
}

export function formatReport(report: AgentTestReport): string {
  let text = '';
  for (const result of report.results) {
    text += (result.passed ? 'PASS' : 'FAIL') + ' | Q: ' + result.question.slice(0, 50) + '\n';
    for (const problem of result.problems) text += '       ' + problem + '\n';
  }
  return text + '\n' + report.passed + '/' + report.total + ' tests passed';
}
