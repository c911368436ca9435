// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { join, resolve } from 'node:path';
import { parseExercise } from '../exercise/parseExercise';
import { readExerciseFiles } from '../exercise/loadFromDisk';
import { gradeInNode } from './gradeInNode';

/*
 * agent-loop in Python: the learner's synchronous run_agent against the
 * scripted client and tools of exercises/agent-loop/driver.py, graded by the
 * same cases as TypeScript.
 */
const root = resolve('exercises');
const exercise = parseExercise('agent-loop', readExerciseFiles(join(root, 'agent-loop')));
const solution = exercise.python!.solution;
const only = (...ids: string[]) => ({ ...exercise, cases: exercise.cases.filter((c) => ids.includes(c.id)) });
const grade = (source: string, ...ids: string[]) => gradeInNode(ids.length ? only(...ids) : exercise, source, root, { language: 'python' });

describe('agent-loop in Python', () => {
  it('passes every case with the Python reference, the same cases and expected values as TypeScript', async () => {
    const state = await grade(solution);
    expect(state.problem).toBeUndefined();
    expect(state.cases.filter((c) => c.status !== 'pass').map((c) => c.id)).toEqual([]);
    expect(state.cases).toHaveLength(exercise.cases.length);
  }, 60_000);

  it("reads json.dumps's spaced JSON as the same JSON, but not str()'s Python repr", async () => {
    // The reference uses json.dumps (spaces after ':' and ','), and passes above; str() of a dict is not JSON.
    const repr = solution.replace('return result if isinstance(result, str) else json.dumps(result)', 'return str(result)');
    const state = await grade(repr, 'object-result');
    expect(state.cases[0]).toMatchObject({ status: 'fail' });
    expect(JSON.stringify(state.cases[0])).toContain("{'ticker': 'NVDA'");
  }, 60_000);

  it('reports a scripted error that escapes run_agent as what it threw, with its Python class name', async () => {
    const narrow = solution.replace(
      '    except Exception as e:\n        return json.dumps({"error": f"Failed to call',
      '    except TypeError as e:\n        return json.dumps({"error": f"Failed to call',
    );
    const state = await grade(narrow, 'tool-fails');
    expect(state.cases[0]).toMatchObject({ status: 'fail' });
    const received = (state.cases[0] as { received?: { threw?: unknown } }).received;
    expect(received?.threw).toEqual({ name: 'RuntimeError', message: 'search service unavailable' });
  }, 60_000);

  it('says what is wrong when run_agent returns something that is not a run', async () => {
    const state = await grade(
      `${solution}\n_real = run_agent\ndef run_agent(*args, **kwargs):\n    return _real(*args, **kwargs).answer\n`,
      'direct-answer',
    );
    expect(state.cases[0]).toMatchObject({ status: 'error' });
    expect(JSON.stringify(state.cases[0])).toContain('run_agent returned a str; it must return the run');
  }, 60_000);

  it('says to use def when run_agent is async', async () => {
    const state = await grade(solution.replace('def run_agent(', 'async def run_agent('), 'direct-answer');
    expect(JSON.stringify(state.cases[0])).toContain('run_agent is a coroutine function (async def)');
  }, 60_000);

  it("shows an exception in the learner's code with the learner's frames only, not the driver's", async () => {
    const state = await grade(solution.replace('choice = response.choices[0]', 'choice = response.choices[1]'), 'direct-answer');
    expect(state.cases[0]).toMatchObject({ status: 'error' });
    const text = JSON.stringify(state.cases[0]);
    expect(text).toContain('IndexError');
    expect(text).toContain('learner.py');
    expect(text).not.toContain('driver.py');
  }, 60_000);

  it('refuses positional arguments to create(), as the openai package does', async () => {
    const positional = solution.replace(
      'response = client.chat.completions.create(**request)',
      'response = client.chat.completions.create(request)',
    );
    const state = await grade(positional, 'direct-answer');
    // The learner's own except turns the TypeError into the run's error, as it would with the real package.
    expect(JSON.stringify(state.cases[0])).toContain('API error: Completions.create() takes 1 positional argument but 2 were given');
  }, 60_000);
});
