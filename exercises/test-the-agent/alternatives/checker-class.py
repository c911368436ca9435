# Alternative: a checker class with one method per check, a dict of the names called, and the suite run with map() over the test cases.
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


class Checker:
    def __init__(self, run, test_case):
        self.run = run
        self.test_case = test_case
        self.problems = []

    def tools(self):
        called = dict.fromkeys(call["name"] for call in self.run.tool_calls)
        self.problems += [f"missing tool: {t}" for t in self.test_case.expected_tools if t not in called]

    def keywords(self):
        text = self.run.answer.lower() if self.run.answer else ""
        self.problems += [f"missing keyword: {k}" for k in self.test_case.expected_keywords if text.find(k.lower()) == -1]

    def steps(self):
        if self.run.steps > self.test_case.max_allowed_steps:
            self.problems.append(f"too many steps: {self.run.steps} > {self.test_case.max_allowed_steps}")

    def error(self):
        if self.run.error is not None:
            self.problems.append("error: " + self.run.error)

    def verdict(self):
        for check in (self.tools, self.keywords, self.steps, self.error):
            check()
        return AgentCheck(passed=self.problems == [], problems=self.problems)


def check_run(run, test_case):
    return Checker(run, test_case).verdict()


def run_tests(agent, test_cases):
    def result_of(test_case):
        try:
            check = check_run(agent(test_case.question), test_case)
        except Exception as e:
            return AgentTestResult(test_case.question, False, [f"crashed: {e}"])
        return AgentTestResult(test_case.question, check.passed, check.problems)

    results = list(map(result_of, test_cases))
    return AgentTestReport(sum(1 for r in results if r.passed), len(results), results)


def format_report(report):
    text = ""
    for r in report.results:
        text += "{status} | Q: {q}\n".format(status="PASS" if r.passed else "FAIL", q=r.question[:50])
        text += "".join("       " + p + "\n" for p in r.problems)
    return text + "\n" + str(report.passed) + "/" + str(report.total) + " tests passed"
