// Alternative: a class that collects problems check by check, some() over the calls, a for...of over entries for the suite, and the report as one template per case.
class RunChecker {
  readonly problems: string[] = [];

  constructor(
    private readonly run: AgentRun,
    private readonly testCase: AgentTestCase,
  ) {}

  tools(): this {
    for (const tool of this.testCase.expectedTools) {
      if (!this.run.toolCalls.some((call) => call.name === tool)) this.problems.push(`missing tool: ${tool}`);
    }
    return this;
  }

  keywords(): this {
    const lowered = this.run.answer?.toLowerCase();
    for (const keyword of this.testCase.expectedKeywords) {
      if (lowered === undefined || !lowered.includes(keyword.toLowerCase())) this.problems.push(`missing keyword: ${keyword}`);
    }
    return this;
  }

  steps(): this {
    const max = this.testCase.maxAllowedSteps ?? 8;
    if (this.run.steps - max > 0) this.problems.push(`too many steps: ${this.run.steps} > ${max}`);
    return this;
  }

  error(): this {
    if (this.run.error != null) this.problems.push(`error: ${this.run.error}`);
    return this;
  }
}

export function checkRun(run: AgentRun, testCase: AgentTestCase): AgentCheck {
  const { problems } = new RunChecker(run, testCase).tools().keywords().steps().error();
  return { passed: problems.length === 0, problems: [...problems] };
}

export async function runTests(agent: Agent, testCases: AgentTestCase[]): Promise<AgentTestReport> {
  const results: AgentTestResult[] = new Array(testCases.length);
  for (const [index, testCase] of testCases.entries()) {
    const check = await (async () => checkRun(await agent(testCase.question), testCase))().catch((error: unknown) => ({
      passed: false,
      problems: [`crashed: ${error instanceof Error ? error.message : String(error)}`],
    }));
    results[index] = { question: testCase.question, passed: check.passed, problems: check.problems };
  }
  return { passed: results.reduce((sum, result) => sum + (result.passed ? 1 : 0), 0), total: testCases.length, results };
}

export function formatReport(report: AgentTestReport): string {
  const blocks = report.results.map(
    ({ question, passed, problems }) =>
      `${passed ? 'PASS' : 'FAIL'} | Q: ${[...question].slice(0, 50).join('')}${problems.map((p) => `\n       ${p}`).join('')}`,
  );
  return `${blocks.map((block) => `${block}\n`).join('')}\n${report.passed}/${report.total} tests passed`;
}
