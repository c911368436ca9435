/** One tool call the model asked for, as the agent recorded it. */
type AgentToolCall = {
  /** The step (1, 2, ...) whose reply asked for it. */
  step: number;
  name: string;
  /** The JSON text the model wrote. */
  arguments: string;
};

/** The record of one run of the agent, as runAgent of the previous exercise returns it. */
type AgentRun = {
  question: string;
  /** The model's final answer, or null when the run ended without one. */
  answer: string | null;
  /** How many requests were made to the model. */
  steps: number;
  /** Every tool call, in the order the model asked for them. */
  toolCalls: AgentToolCall[];
  /** Why the run ended without an answer, or null when it has one. */
  error: string | null;
};

/** What one question should lead to. */
type AgentTestCase = {
  question: string;
  /** Tools the agent must have called, each at least once, in any order. */
  expectedTools: string[];
  /** Words the answer must contain, ignoring case. */
  expectedKeywords: string[];
  /** The most steps the run may take. Default 8. */
  maxAllowedSteps?: number;
};

/** The verdict on one run: passed when nothing is wrong; otherwise every problem, in a fixed order. */
type AgentCheck = { passed: boolean; problems: string[] };

/** One test case's outcome, with the question it asked. */
type AgentTestResult = { question: string; passed: boolean; problems: string[] };

/** The outcome of a whole suite. */
type AgentTestReport = {
  /** How many test cases passed. */
  passed: number;
  /** How many test cases there were. */
  total: number;
  /** One result per test case, in the order of the suite. */
  results: AgentTestResult[];
};

/** An agent under test: give it a question, get the record of its run. */
type Agent = (question: string) => Promise<AgentRun>;
