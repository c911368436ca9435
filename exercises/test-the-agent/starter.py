from dataclasses import dataclass

# The tests hand check_run an AgentRun (question, answer, steps, tool_calls, error)
# and an AgentTestCase (question, expected_tools, expected_keywords,
# max_allowed_steps=8). Read them by attribute: run.tool_calls, test_case.expected_tools.


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
    # TODO: "missing tool: <name>" for each expected tool that was never called.
    # TODO: "missing keyword: <keyword>" for each keyword the answer lacks (ignoring case).
    # TODO: "too many steps: <steps> > <limit>", and "error: <error>".
    return AgentCheck(passed=not problems, problems=problems)


def run_tests(agent, test_cases):
    results = []
    # TODO: run the agent on each question, one after the other, and check each run.
    return AgentTestReport(passed=0, total=len(test_cases), results=results)


def format_report(report):
    # TODO: "PASS | Q: ..." or "FAIL | Q: ..." per test case, its problems, then "<passed>/<total> tests passed".
    return ""
