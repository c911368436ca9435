# Alternative: upper() on both sides, a Counter of the calls, a generator that yields the results one by one, and the report's total from its results.
from collections import Counter
from dataclasses import dataclass, field


@dataclass
class AgentCheck:
    passed: bool = True
    problems: list[str] = field(default_factory=list)

    def add(self, problem):
        self.problems.append(problem)
        self.passed = False


@dataclass
class AgentTestResult:
    question: str
    passed: bool
    problems: list[str]


@dataclass
class AgentTestReport:
    passed: int
    total: int
    results: list[AgentTestResult]


def check_run(run, test_case):
    check = AgentCheck()
    calls = Counter(call["name"] for call in run.tool_calls)
    for tool in test_case.expected_tools:
        if calls[tool] < 1:
            check.add(f"missing tool: {tool}")
    shout = (run.answer if run.answer is not None else "").upper()
    for keyword in test_case.expected_keywords:
        if shout.find(keyword.upper()) < 0:
            check.add(f"missing keyword: {keyword}")
    steps, limit = run.steps, test_case.max_allowed_steps
    if steps - limit > 0:
        check.add(f"too many steps: {steps} > {limit}")
    if run.error is not None:
        check.add(f"error: {run.error}")
    return check


def each_result(agent, test_cases):
    for case in test_cases:
        try:
            check = check_run(agent(case.question), case)
        except Exception as error:
            check = AgentCheck(False, [f"crashed: {error!s}"])
        yield AgentTestResult(problems=check.problems, passed=check.passed, question=case.question)


def run_tests(agent, test_cases):
    results = list(each_result(agent, test_cases))
    return AgentTestReport(passed=sum(r.passed for r in results), total=len(results), results=results)


def format_report(report):
    lines = []
    for result in report.results:
        lines.extend([("PASS" if result.passed else "FAIL") + " | Q: " + "".join(list(result.question)[:50])])
        lines.extend(map("       {}".format, result.problems))
    return "\n".join([*lines, "", "%d/%d tests passed" % (report.passed, len(report.results))])
