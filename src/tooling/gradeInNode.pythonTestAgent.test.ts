// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { parseExercise } from '../exercise/parseExercise';
import { readExerciseFiles } from '../exercise/loadFromDisk';
import { gradeInNode } from './gradeInNode';

/*
 * test-the-agent in Python: the learner's check_run, run_tests and
 * format_report against the runs, test cases and synchronous agent that
 * exercises/test-the-agent/driver.py builds, graded by the same cases as
 * TypeScript.
 */
const root = resolve('exercises');
const exercise = parseExercise('test-the-agent', readExerciseFiles(join(root, 'test-the-agent')));
const solution = exercise.python!.solution;
const only = (...ids: string[]) => ({ ...exercise, cases: exercise.cases.filter((c) => ids.includes(c.id)) });
const grade = (source: string, ...ids: string[]) => gradeInNode(ids.length ? only(...ids) : exercise, source, root, { language: 'python' });
/** The solution with one exact piece of text replaced; fails loudly when the piece is gone, so a test never grades the unchanged reference. */
const changed = (from: string, to: string) => {
  expect(solution).toContain(from);
  return solution.replace(from, to);
};

describe('test-the-agent in Python', () => {
  it('passes every case with the Python reference, the same cases and expected values as TypeScript', async () => {
    const state = await grade(solution);
    expect(state.problem).toBeUndefined();
    expect(state.cases.filter((c) => c.status !== 'pass').map((c) => c.id)).toEqual([]);
    expect(state.cases).toHaveLength(exercise.cases.length);
  }, 60_000);

  it('says what check_run must return when it returns a tuple', async () => {
    const state = await grade(
      changed('return AgentCheck(passed=not problems, problems=problems)', 'return not problems, problems'),
      'all-tools-called',
    );
    expect(state.cases[0]).toMatchObject({ status: 'error' });
    expect(JSON.stringify(state.cases[0])).toContain(
      'check_run must return an AgentCheck(passed=..., problems=[...]); it returned a tuple',
    );
  }, 60_000);

  it('says to return the text when format_report prints it, as the course snippet does', async () => {
    const state = await grade(changed('    return "\\n".join(lines)', '    print("\\n".join(lines))'), 'report-pass-and-fail');
    expect(state.cases[0]).toMatchObject({ status: 'error' });
    expect(JSON.stringify(state.cases[0])).toContain("format_report returned None: it must return the report's text as a str");
  }, 60_000);

  it('names run_tests when it is not defined, and says to use def when it is async', async () => {
    const missing = await grade(changed('def run_tests(agent, test_cases):', 'def run_suite(agent, test_cases):'), 'suite-all-pass');
    expect(JSON.stringify(missing.cases[0])).toContain('Define a function named run_tests: def run_tests(agent, test_cases):');
    const async = await grade(changed('def run_tests(agent, test_cases):', 'async def run_tests(agent, test_cases):'), 'suite-all-pass');
    expect(JSON.stringify(async.cases[0])).toContain('run_tests is a coroutine function (async def)');
  }, 60_000);

  it("reports the agent's exception that escapes run_tests as what it threw, and the questions asked up to then", async () => {
    const escapes = changed(
      '        try:\n            check = check_run(agent(test_case.question), test_case)\n        except Exception as e:\n            check = AgentCheck(passed=False, problems=[f"crashed: {e}"])\n',
      '        check = check_run(agent(test_case.question), test_case)\n',
    );
    const state = await grade(escapes, 'agent-crashes');
    expect(state.cases[0]).toMatchObject({ status: 'fail' });
    expect((state.cases[0] as { received?: unknown }).received).toEqual({
      threw: 'socket hang up',
      asked: ['What does NVDA cost?'],
      atOnce: 1,
    });
  }, 60_000);

  it("shows an exception in the learner's code with the learner's frames only, not the driver's", async () => {
    const state = await grade(
      changed('used = {call["name"] for call in run.tool_calls}', 'used = {call["tool"] for call in run.tool_calls}'),
      'all-tools-called',
    );
    expect(state.cases[0]).toMatchObject({ status: 'error' });
    const text = JSON.stringify(state.cases[0]);
    expect(text).toContain('KeyError');
    expect(text).toContain('learner.py');
    expect(text).toContain('in check_run');
    expect(text).not.toContain('driver.py');
    expect(text).not.toContain('in drive');
  }, 60_000);

  it('names where check_run and run_tests changed what they were handed, with the Python names', async () => {
    const sorts = await grade(
      changed(
        '    for tool in test_case.expected_tools:',
        '    for tool in sorted(test_case.expected_tools) if test_case.expected_tools.sort() is None else []:',
      ),
      'check-leaves-inputs-alone',
    );
    expect((sorts.cases[0] as { received?: unknown }).received).toEqual({
      passed: false,
      problems: ['missing tool: web_search', 'missing keyword: difference'],
      // Sorted, [web_search, get_stock_price, calculate] keeps get_stock_price where it was.
      changedInput: ['test_case.expected_tools[0]', 'test_case.expected_tools[2]'],
    });
    const empties = await grade(
      changed('    for test_case in test_cases:\n', '    while test_cases:\n        test_case = test_cases.pop(0)\n'),
      'suite-all-pass',
    );
    expect((empties.cases[0] as { received?: unknown }).received).toMatchObject({ changedInput: ['test_cases (length 0, was 2)'] });
    const untouched = await grade(solution, 'check-leaves-inputs-alone', 'suite-all-pass', 'report-empty');
    expect(JSON.stringify(untouched.cases)).not.toContain('changedInput');
  }, 60_000);

  it('raises a TypeError for a case that scripts one, and a plain Exception for a thrown string', async () => {
    const typeErrorsOnly = changed('        except Exception as e:', '        except TypeError as e:');
    const state = await grade(typeErrorsOnly, 'agent-throws-a-type-error', 'agent-throws-a-string');
    const byId = Object.fromEntries(state.cases.map((c) => [c.id, c]));
    expect(byId['agent-throws-a-type-error']).toMatchObject({ status: 'pass' });
    expect(byId['agent-throws-a-string']).toMatchObject({ status: 'fail', received: { threw: 'socket hang up' } });
  }, 60_000);
});
