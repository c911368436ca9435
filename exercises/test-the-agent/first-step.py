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
    # Step 1, The expected tools were called: "missing tool: <name>" for each expected tool that was never called.
    used = {call["name"] for call in run.tool_calls}
    for tool in test_case.expected_tools:
        if tool not in used:
            problems.append(f"missing tool: {tool}")
    # Step 2, The answer has the keywords: TODO "missing keyword: <keyword>" for each keyword the answer lacks (ignoring case).
    # Step 3, The step limit held: TODO "too many steps: <steps> > <limit>" when the run took more than max_allowed_steps.
    # Step 4, No error, and every problem in order: TODO "error: <error>" when the run ended in an error, after all the others.
    return AgentCheck(passed=not problems, problems=problems)


def run_tests(agent, test_cases):
    results = []
    # Step 5, Running a suite: TODO run the agent on each question, one after the other, and check each run.
    return AgentTestReport(passed=0, total=len(test_cases), results=results)


def format_report(report):
    # Step 6, The report: TODO "PASS | Q: ..." or "FAIL | Q: ..." per test case, its problems, then "<passed>/<total> tests passed".
    return ""


# Step 7, The worked example: TODO nothing new here; it runs run_tests and then format_report, so it passes once steps 1 to 6 do.
