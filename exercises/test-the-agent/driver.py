"""The Python half of test-the-agent's driver (driver.ts picks the call and hands over the case).

The learner's functions take objects read by attribute (run.tool_calls,
test_case.expected_tools) and a callable agent, none of which JSON can carry,
so they are built here. The prelude (src/runner/python/prelude.ts) runs this
file in a namespace of its own for each load and calls
drive(check_run, call, data) for each case. It also gives this namespace
kind_of(value), which words a value's type as its own messages do ("an int", "None").

The case arrives with Python's names (exercise.yaml, python.names): tool_calls,
test_case, expected_tools, max_allowed_steps; agentRuns, atOnce and the call's
value (checkRun, ...) are the cases' own words and keep their spelling. What goes
back is plain data under the result names both languages share (passed,
problems, total, results), so one set of expected values serves both.
"""

import copy
import dataclasses
import inspect
from dataclasses import dataclass, field


class ShapeError(Exception):
    """The learner returned something of the wrong kind; the prelude shows the message as it is."""


@dataclass
class AgentRun:
    """The record of one run, as run_agent of the previous exercise returns it."""

    question: str
    answer: str | None = None
    steps: int = 0
    tool_calls: list[dict] = field(default_factory=list)
    error: str | None = None


@dataclass
class AgentTestCase:
    """One test case, as the seed lesson writes it: the step limit defaults to 8."""

    question: str
    expected_tools: list[str]
    expected_keywords: list[str]
    max_allowed_steps: int = 8


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


def agent_run(data):
    return AgentRun(
        question=data["question"],
        answer=data["answer"],
        steps=data["steps"],
        tool_calls=copy.deepcopy(data["tool_calls"]),
        error=data["error"],
    )


def test_case(data):
    # Left out of the case, the limit is the dataclass default (8), as the TypeScript rules say.
    limit = {"max_allowed_steps": data["max_allowed_steps"]} if "max_allowed_steps" in data else {}
    return AgentTestCase(
        question=data["question"],
        expected_tools=list(data["expected_tools"]),
        expected_keywords=list(data["expected_keywords"]),
        **limit,
    )


def test_report(data):
    results = [AgentTestResult(r["question"], r["passed"], list(r["problems"])) for r in data["results"]]
    return AgentTestReport(passed=data["passed"], total=data["total"], results=results)


def as_data(value):
    """Dataclasses by their fields, tuples as lists, recursively; anything else is left for the prelude to judge."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: as_data(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {key: as_data(item) for key, item in value.items()}
    if isinstance(value, (list, tuple)):
        return [as_data(item) for item in value]
    return value


def not_async(name, value, why):
    """A coroutine means async def: nothing here awaits, so say so instead of comparing a coroutine."""
    if inspect.iscoroutine(value):
        value.close()
        raise ShapeError(f"{name} is a coroutine function (async def); {why}, so define it with def")
    return value


def learner_function(check_run, name, signature):
    """run_tests and format_report, from the learner's module (the namespace check_run was defined in)."""
    found = getattr(check_run, "__globals__", {}).get(name)
    if found is None:
        raise ShapeError(f"Define a function named {name}: def {signature}:")
    if not callable(found):
        raise ShapeError(f"{name} is defined, but it is {kind_of(found)}, not a function. Define it with def {signature}:")
    return found


def verdict(value):
    record = as_data(value)
    if not (isinstance(record, dict) and isinstance(record.get("passed"), bool) and isinstance(record.get("problems"), list)):
        raise ShapeError(f"check_run must return an AgentCheck(passed=..., problems=[...]); it returned {kind_of(value)}: {value!r:.200}")
    return record


def text(value):
    if value is None:
        raise ShapeError("format_report returned None: it must return the report's text as a str (print it where you call it, not inside)")
    if not isinstance(value, str):
        raise ShapeError(f"format_report must return the report's text as a str; it returned {kind_of(value)}: {value!r:.200}")
    return value


class ScriptedAgent:
    """agent(question) -> AgentRun, answered from the case's agentRuns; it records what it was asked."""

    def __init__(self, agent_runs):
        self.agent_runs = agent_runs
        self.asked = []
        # The exceptions this agent raised: one escaping run_tests is reported, any other is the learner's.
        self.raised = []
        self.working = 0
        self.most = 0

    def __call__(self, question):
        self.asked.append(question if isinstance(question, str) else f"(not a string: {question!r:.200})")
        scripted = self.agent_runs.get(question) if isinstance(question, str) else None
        # A throw scripted as sync happens before the agent starts working, so driver.ts does not count it;
        # neither does this, so the TypeScript reference's atOnce is right here too (the generated cases use it).
        if scripted is not None and "throws" in scripted and scripted.get("sync") is True:
            self.fail(self.scripted_error(scripted))
        # Counted as driver.ts counts it. One synchronous call cannot overlap another, so this is 1
        # once the agent worked on anything (0 for an empty suite), which is what the shared cases expect.
        self.working += 1
        self.most = max(self.most, self.working)
        try:
            if scripted is None:
                self.fail(Exception(f"the agent was asked {question!r:.200}, which this case does not script; it answers only the questions of the test cases"))
            # wait is TypeScript's (when a promise settles); this agent answers at once.
            if "throws" in scripted:
                self.fail(self.scripted_error(scripted))
            return agent_run(scripted["run"] if "run" in scripted else scripted)
        finally:
            self.working -= 1

    @staticmethod
    def scripted_error(scripted):
        # as: "string" throws the text itself in TypeScript; Python can only raise an exception.
        kind = TypeError if scripted.get("as") == "TypeError" else Exception
        return kind(scripted["throws"])

    def fail(self, error):
        self.raised.append(error)
        raise error

    def __repr__(self):
        return "agent"


RUN_TESTS = "run_tests(agent, test_cases)"
FORMAT_REPORT = "format_report(report)"
SYNC = "the agent here answers at once, as in the course"


def changed_paths(now, was, path):
    """Where the learner's copy of a case value differs from a fresh one (as driver.ts words it), or []."""
    if now == was:
        return []
    if isinstance(now, list) and isinstance(was, list):
        if len(now) != len(was):
            return [f"{path} (length {len(now)}, was {len(was)})"]
        return [p for i, (a, b) in enumerate(zip(now, was)) for p in changed_paths(a, b, f"{path}[{i}]")][:3]
    if isinstance(now, dict) and isinstance(was, dict):
        found = [p for key in was for p in (changed_paths(now[key], was[key], f"{path}.{key}") if key in now else [f"{path}.{key} (removed)"])]
        found += [f"{path}.{key} (added)" for key in now if key not in was]
        return found[:3]
    return [path]


def unchanged(result, handed):
    """The result, with changedInput when the learner's code changed a value it was handed (name -> (object, fresh copy))."""
    changed = [p for name, (now, was) in handed.items() for p in changed_paths(as_data(now), as_data(was), name)]
    if not changed:
        return result
    return {**result, "changedInput": changed} if isinstance(result, dict) else {"text": result, "changedInput": changed}


def drive(check_run, call, data):
    if call == "checkRun":
        run, case = agent_run(data["run"]), test_case(data["test_case"])
        result = verdict(not_async("check_run", check_run(run, case), SYNC))
        return unchanged(result, {"run": (run, agent_run(data["run"])), "test_case": (case, test_case(data["test_case"]))})
    if call == "formatReport":
        format_report = learner_function(check_run, "format_report", FORMAT_REPORT)
        report = test_report(data["report"])
        result = text(not_async("format_report", format_report(report), SYNC))
        return unchanged(result, {"report": (report, test_report(data["report"]))})
    agent = ScriptedAgent(data["agentRuns"])
    run_tests = learner_function(check_run, "run_tests", RUN_TESTS)
    cases = [test_case(case) for case in data["test_cases"]]
    handed = {"test_cases": (cases, [test_case(case) for case in data["test_cases"]])}
    if call == "suite":
        format_report = learner_function(check_run, "format_report", FORMAT_REPORT)
        report = not_async("run_tests", run_tests(agent, cases), SYNC)
        return unchanged({"text": text(not_async("format_report", format_report(report), SYNC)), "asked": agent.asked}, handed)
    try:
        report = not_async("run_tests", run_tests(agent, cases), SYNC)
    except Exception as error:
        if not any(error is known for known in agent.raised):
            raise
        return unchanged({"threw": str(error), "asked": agent.asked, "atOnce": agent.most}, handed)
    return unchanged({"returned": as_data(report), "asked": agent.asked, "atOnce": agent.most}, handed)
