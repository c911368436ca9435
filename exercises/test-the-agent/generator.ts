import { defineGenerator, type FastCheck } from 'playground/generator';

type Fc = typeof FastCheck;

/*
 * Random runs, test cases, suites and reports, with the reference as the oracle. What the lesson
 * leaves open is kept out, so a correct solution never meets it:
 * - no empty keyword (is "" in a run without an answer?) and no keyword twice (one problem or two?);
 * - no letters whose lower and upper case differ in length or by context (ß, İ, final sigma, the
 *   Kelvin sign), so lowering, upper-casing, casefold() and a case-blind pattern all agree;
 * - no characters outside the Basic Multilingual Plane in questions: "the first 50 characters" is
 *   50 UTF-16 units to slice() and 50 code points to Python;
 * - reports as runTests makes them: passed counts the passing results, a failing result has a problem.
 */

/** Tool names: the seed lesson's, near-misses (search, Calculate), and keys every object inherits. */
const TOOLS = [
  'web_search',
  'get_stock_price',
  'calculate',
  'get_time',
  'search',
  'Calculate',
  'constructor',
  'toString',
  '__proto__',
  'hasOwnProperty',
];

/** Pieces of answers and keywords: mixed case, pattern characters, accents, falsy-looking words. */
const WORDS = [
  'AAPL',
  'aapl',
  'Million',
  'MILLION',
  '2023',
  '$875.40',
  '15%',
  '%',
  'C++',
  '(a 0.5',
  'rise',
  'risen',
  'Zürich',
  'ZÜRICH',
  'null',
  'None',
  'NULL',
  '0',
  'here',
  'Electric vehicles',
  '[in 2024]',
  'w.rk',
  'work',
  '\\d',
  'é',
  'É',
  'sunny',
];

const ERRORS = ['Max steps (8) reached', 'API error: 429 Rate limit reached', '', 'Max tokens reached mid-response'];

const QUESTIONS = [
  'What does NVDA cost?',
  'Tell me about electric vehicles',
  'constructor',
  'toString',
  '  padded  ',
  '',
  'Price of TSLA?',
];

const toolCall = (fc: Fc) =>
  fc.record({
    step: fc.integer({ min: 1, max: 9 }),
    name: fc.constantFrom(...TOOLS),
    arguments: fc.constantFrom('{}', '{"query": "EV sales"}', '{"ticker": GOOGL}', '', '{"expression": "2 + 2"'),
  });

const answer = (fc: Fc) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.array(fc.constantFrom(...WORDS, ' ', '\n', '. '), { maxLength: 8 }).map((parts) => parts.join(' ')) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constant('') },
  );

const run = (fc: Fc, question: FastCheck.Arbitrary<string>) =>
  fc.record({
    question,
    answer: answer(fc),
    steps: fc.integer({ min: 0, max: 12 }),
    toolCalls: fc.array(toolCall(fc), { maxLength: 5 }),
    error: fc.oneof({ weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...ERRORS) }),
  });

const testCase = (fc: Fc, question: FastCheck.Arbitrary<string>) =>
  fc.record(
    {
      question,
      expectedTools: fc.uniqueArray(fc.constantFrom(...TOOLS), { maxLength: 4 }),
      expectedKeywords: fc.uniqueArray(fc.constantFrom(...WORDS), { maxLength: 4 }),
      maxAllowedSteps: fc.integer({ min: 0, max: 12 }),
    },
    { requiredKeys: ['question', 'expectedTools', 'expectedKeywords'] },
  );

/** What the scripted agent does for one question: answer (at once or later), or throw in one of its ways. */
const scripted = (fc: Fc, question: string) =>
  fc.oneof(
    { weight: 2, arbitrary: run(fc, fc.constant(question)) },
    {
      weight: 1,
      arbitrary: fc.record({ wait: fc.integer({ min: 0, max: 3 }), run: run(fc, fc.constantFrom(question, 'another wording')) }),
    },
    {
      weight: 1,
      arbitrary: fc.record(
        {
          throws: fc.constantFrom('socket hang up', '', 'API error: 401 Incorrect API key provided'),
          as: fc.constantFrom('Error', 'string', 'TypeError'),
          wait: fc.integer({ min: 0, max: 2 }),
          sync: fc.boolean(),
        },
        { requiredKeys: ['throws'] },
      ),
    },
  );

/** A suite: test cases (a question may come twice) and the agent's script for each question. */
const suite = (fc: Fc) =>
  fc.array(testCase(fc, fc.constantFrom(...QUESTIONS)), { maxLength: 4 }).chain((testCases) => {
    const questions = [...new Set(testCases.map((c) => c.question))];
    return fc
      .tuple(...questions.map((question) => scripted(fc, question)))
      .map((scripts) => ({ testCases, agentRuns: Object.fromEntries(questions.map((question, i) => [question, scripts[i]])) }));
  });

const questionText = (fc: Fc) =>
  fc.oneof(
    fc.constantFrom(...QUESTIONS),
    fc.string({ unit: fc.constantFrom('a', 'B', ' ', 'ü', '?', '%', '$', '\t'), maxLength: 70 }),
    fc.constantFrom('How many EVs were sold in Europe in the year 2023?', '  Compare the prices of NVDA and AAPL, then total them.'),
  );

const report = (fc: Fc) =>
  fc
    .array(
      fc.oneof(
        fc.record({ question: questionText(fc), passed: fc.constant(true), problems: fc.constant([] as string[]) }),
        fc.record({
          question: questionText(fc),
          passed: fc.constant(false),
          problems: fc.array(
            fc.constantFrom('missing tool: calculate', 'missing keyword: %', 'too many steps: 9 > 8', 'crashed: ', 'error: '),
            {
              minLength: 1,
              maxLength: 3,
            },
          ),
        }),
      ),
      { maxLength: 4 },
    )
    .map((results) => ({ passed: results.filter((r) => r.passed).length, total: results.length, results }));

export default defineGenerator({
  title: 'Random runs, suites and reports',
  runs: 100,
  promoteToStep: 'errors',
  input: (fc) =>
    fc.oneof(
      {
        weight: 5,
        arbitrary: fc.constantFrom(...QUESTIONS).chain((question) =>
          fc.record({
            call: fc.constant('checkRun'),
            run: run(fc, fc.constant(question)),
            testCase: testCase(fc, fc.constant(question)),
          }),
        ),
      },
      { weight: 2, arbitrary: suite(fc).map((s) => ({ call: 'runTests', ...s })) },
      { weight: 1, arbitrary: suite(fc).map((s) => ({ call: 'suite', ...s })) },
      { weight: 2, arbitrary: report(fc).map((r) => ({ call: 'formatReport', report: r })) },
    ),
});
