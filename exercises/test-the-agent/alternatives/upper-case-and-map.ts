// Alternative: compares upper-cased text, keeps the called tools in a Map, walks the suite recursively, and counts the report's total from its results.
type Verdict = { passed: boolean; problems: string[] };

export function checkRun(run: AgentRun, testCase: AgentTestCase): AgentCheck {
  const calls = new Map<string, number>();
  for (const { name } of run.toolCalls) calls.set(name, (calls.get(name) ?? 0) + 1);
  const text = `${run.answer ?? ''}`.toUpperCase();
  const missingTools = testCase.expectedTools.filter((name) => !calls.has(name));
  const missingKeywords = testCase.expectedKeywords.filter((word) => text.indexOf(word.toUpperCase()) === -1);
  const allowed = 'maxAllowedSteps' in testCase && typeof testCase.maxAllowedSteps === 'number' ? testCase.maxAllowedSteps : 8;
  const problems = missingTools.map((name) => `missing tool: ${name}`).concat(missingKeywords.map((word) => `missing keyword: ${word}`));
  if (!(run.steps <= allowed)) problems.push(`too many steps: ${run.steps} > ${allowed}`);
  if (typeof run.error === 'string') problems.push(`error: ${run.error}`);
  const verdict: Verdict = { passed: problems.length < 1, problems };
  return verdict;
}

async function runFrom(index: number, agent: Agent, testCases: AgentTestCase[], into: AgentTestResult[]): Promise<void> {
  if (index >= testCases.length) return;
  const { question } = testCases[index]!;
  let verdict: Verdict;
  try {
    verdict = checkRun(await agent(question), testCases[index]!);
  } catch (problem: unknown) {
    verdict = { passed: false, problems: [`crashed: ${problem instanceof Error ? problem.message : String(problem)}`] };
  }
  into.push({ ...verdict, question });
  await runFrom(index + 1, agent, testCases, into);
}

export async function runTests(agent: Agent, testCases: AgentTestCase[]): Promise<AgentTestReport> {
  const results: AgentTestResult[] = [];
  await runFrom(0, agent, testCases, results);
  let passed = 0;
  for (const result of results) if (result.passed) passed += 1;
  return { total: testCases.length, passed, results };
}

export function formatReport(report: AgentTestReport): string {
  const out = report.results.map((result) => {
    const head = `${result.passed ? 'PASS' : 'FAIL'} | Q: ${Array.from({ length: Math.min(50, result.question.length) }, (_, i) => result.question[i]).join('')}`;
    return [head, ...result.problems.map((problem) => `       ${problem}`)].join('\n');
  });
  out.push('');
  out.push(`${report.passed}/${report.results.length} tests passed`);
  return out.join('\n');
}
