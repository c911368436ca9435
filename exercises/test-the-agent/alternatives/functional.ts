// Alternative: filter and map instead of loops, the suite as a chain of promises built with reduce, and flatMap for the report's lines.
export function checkRun(run: AgentRun, testCase: AgentTestCase): AgentCheck {
  const called = run.toolCalls.map((call) => call.name);
  const answer = run.answer === null ? '' : run.answer.toLowerCase();
  const { maxAllowedSteps = 8 } = testCase;
  const problems = [
    ...testCase.expectedTools.filter((tool) => !called.includes(tool)).map((tool) => `missing tool: ${tool}`),
    ...testCase.expectedKeywords.filter((word) => !answer.includes(word.toLowerCase())).map((word) => `missing keyword: ${word}`),
    ...(run.steps > maxAllowedSteps ? [`too many steps: ${run.steps} > ${maxAllowedSteps}`] : []),
    ...(run.error === null ? [] : [`error: ${run.error}`]),
  ];
  return { problems, passed: problems.length === 0 };
}

function crashMessage(thrown: unknown): string {
  return thrown instanceof Error ? thrown.message : `${thrown as string}`;
}

export function runTests(agent: Agent, testCases: AgentTestCase[]): Promise<AgentTestReport> {
  return testCases
    .reduce<Promise<AgentTestResult[]>>(
      (earlier, testCase) =>
        earlier.then((results) =>
          Promise.resolve()
            .then(() => agent(testCase.question))
            .then(
              (run) => checkRun(run, testCase),
              (thrown: unknown) => ({ passed: false, problems: [`crashed: ${crashMessage(thrown)}`] }),
            )
            .then(({ passed, problems }) => [...results, { passed, problems, question: testCase.question }]),
        ),
      Promise.resolve([]),
    )
    .then((results) => ({ results, total: results.length, passed: results.filter((r) => r.passed).length }));
}

export function formatReport(report: AgentTestReport): string {
  const body = report.results.flatMap((result) => [
    `${result.passed ? 'PASS' : 'FAIL'} | Q: ${result.question.substring(0, 50)}`,
    ...result.problems.map((problem) => ' '.repeat(7) + problem),
  ]);
  return [...body, '', `${report.passed}/${report.total} tests passed`].join('\n');
}
