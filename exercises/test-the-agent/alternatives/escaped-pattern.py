# Alternative: keywords as re.escape'd patterns searched with re.IGNORECASE, a while loop over the suite, and the report written into a StringIO.
import io
import re
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
    problems = []
    names = [call["name"] for call in run.tool_calls]
    for tool in test_case.expected_tools:
        if names.count(tool) == 0:
            problems.append("missing tool: %s" % tool)
    for keyword in test_case.expected_keywords:
        if run.answer is None or re.search(re.escape(keyword), run.answer, re.IGNORECASE) is None:
            problems.append("missing keyword: %s" % keyword)
    if not run.steps <= test_case.max_allowed_steps:
        problems.append("too many steps: %d > %d" % (run.steps, test_case.max_allowed_steps))
    if isinstance(run.error, str):
        problems.append("error: %s" % run.error)
    return AgentCheck(not problems, problems)


def run_tests(agent, test_cases):
    results = []
    passed = 0
    index = 0
    while index < len(test_cases):
        case = test_cases[index]
        try:
            outcome = check_run(agent(case.question), case)
        except Exception as problem:
            outcome = AgentCheck(False, ["crashed: {}".format(problem)])
        passed += 1 if outcome.passed else 0
        results.append(AgentTestResult(case.question, outcome.passed, outcome.problems))
        index += 1
    return AgentTestReport(passed, len(results), results)


def format_report(report):
    out = io.StringIO()
    for result in report.results:
        out.write("{} | Q: {}\n".format("PASS" if result.passed else "FAIL", result.question[:50]))
        for problem in result.problems:
            out.write("       {}\n".format(problem))
    out.write("\n{}/{} tests passed".format(report.passed, report.total))
    return out.getvalue()
