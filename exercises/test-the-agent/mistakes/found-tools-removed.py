# Mistake: it removes each found tool from the test case's own expected_tools, so the caller's test case is emptied.
from dataclasses import dataclass


@dataclass
class AgentCheck:
    passed: bool
    problems: list[str]


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
    """Checks one run against its test case: tools, keywords, steps, error, in that order."""
    problems = []

    remaining = test_case.expected_tools
    for call in run.tool_calls:
        if call["name"] in remaining:
            remaining.remove(call["name"])
    for tool in remaining:
        problems.append(f"missing tool: {tool}")

    # A plain substring test on lowered text: no pattern, so "$875.40" means what it says.
    answer = (run.answer or "").lower()
    for keyword in test_case.expected_keywords:
        if keyword.lower() not in answer:
            problems.append(f"missing keyword: {keyword}")

    limit = test_case.max_allowed_steps
    if run.steps > limit:
        problems.append(f"too many steps: {run.steps} > {limit}")

    if run.error is not None:
        problems.append(f"error: {run.error}")

    return AgentCheck(passed=not problems, problems=problems)


def run_tests(agent, test_cases):
    """Runs every test case, one after the other, and checks each run. An agent that raises fails its case."""
    results = []
    for test_case in test_cases:
        try:
            check = check_run(agent(test_case.question), test_case)
        except Exception as e:
            check = AgentCheck(passed=False, problems=[f"crashed: {e}"])
        results.append(AgentTestResult(test_case.question, check.passed, check.problems))
    passed = sum(1 for result in results if result.passed)
    return AgentTestReport(passed=passed, total=len(results), results=results)


def format_report(report):
    """The report as text: a line per test case, its problems under a failing one, then the count."""
    lines = []
    for result in report.results:
        lines.append(f"{'PASS' if result.passed else 'FAIL'} | Q: {result.question[:50]}")
        for problem in result.problems:
            lines.append(f"       {problem}")
    lines += ["", f"{report.passed}/{report.total} tests passed"]
    return "\n".join(lines)
