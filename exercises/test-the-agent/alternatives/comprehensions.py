# Alternative: comprehensions and any() instead of loops, casefold() instead of lower(), getattr for the limit, and the report from one generator expression.
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
    answer = run.answer.casefold() if run.answer is not None else ""
    limit = getattr(test_case, "max_allowed_steps", 8)
    problems = [
        *(f"missing tool: {tool}" for tool in test_case.expected_tools if not any(call["name"] == tool for call in run.tool_calls)),
        *(f"missing keyword: {word}" for word in test_case.expected_keywords if word.casefold() not in answer),
        *([f"too many steps: {run.steps} > {limit}"] if run.steps > limit else []),
        *([] if run.error is None else [f"error: {run.error}"]),
    ]
    return AgentCheck(problems=problems, passed=len(problems) == 0)


def one_result(agent, test_case):
    try:
        run = agent(test_case.question)
    except Exception as exc:  # noqa: BLE001 - any failure of the agent fails its own case
        return AgentTestResult(question=test_case.question, passed=False, problems=["crashed: " + str(exc)])
    check = check_run(run, test_case)
    return AgentTestResult(question=test_case.question, passed=check.passed, problems=check.problems)


def run_tests(agent, test_cases):
    results = [one_result(agent, test_case) for test_case in test_cases]
    return AgentTestReport(results=results, total=len(test_cases), passed=len([r for r in results if r.passed]))


def format_report(report):
    body = "".join(
        ("PASS" if r.passed else "FAIL") + " | Q: " + r.question[:50] + "\n" + "".join(" " * 7 + p + "\n" for p in r.problems)
        for r in report.results
    )
    return body + "\n" + f"{report.passed}/{report.total} tests passed"
