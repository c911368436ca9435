/**
 * Python in Chromium, against the built site: a learner picks Python, sees
 * Pyodide download with a progress bar, solves parse-tool-calls with the
 * Python reference (the same cases and steps as TypeScript), meets a loop that
 * never ends (a timeout, and the next Run works), and code that reaches for
 * JavaScript or the network (`import js`, `pyodide.http`, `run_js`, urllib)
 * gets an error and sends nothing: the harness fails the test on any request
 * that leaves the site. Pyodide's cold start and warm Runs are measured by
 * `npm run bench`, not here.
 */
import type { Page } from 'playwright-core';
import { pastePython, run } from './support/python';
import { describe, expect, test } from 'vitest';
import { allExercises, exercise, stepCount, stepsWord } from './support/exercise';
import { screenshot, ui, useBrowser } from './support/harness';
import { openAllSteps } from './support/hostile';
import { seriousViolations } from './support/axe';

const { open } = useBrowser();

const python = exercise.python!;
const allPassed = `All ${stepCount} ${stepsWord} passed.`;
const someFailed = new RegExp(`^\\d+ of ${stepCount} ${stepsWord} passed\\.$`);

function languageRadio(page: Page, name: 'Python' | 'TypeScript') {
  return page.getByRole('group', { name: 'Language' }).getByRole('radio', { name });
}

/** Opens the exercise and picks Python; resolves once Python is ready (the progress bar has gone). */
async function openInPython(slug = exercise.slug) {
  const app = await open({ clipboard: true, path: `#/${slug}` });
  await languageRadio(app.page, 'Python').check();
  await expect(app.page.getByRole('progressbar')).toBeVisible();
  await expect(app.page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
  return app;
}

describe('Python', () => {
  test('a learner picks Python, watches it load, and solves parse-tool-calls with the same steps', async () => {
    const app = await open({ clipboard: true });
    const { page } = app;
    // Hold Pyodide's WebAssembly until the progress bar has been seen: on localhost the download is too quick to watch.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await app.context.route(/pyodide\.asm\.wasm$/, async (route) => {
      await gate;
      await route.continue();
    });

    await languageRadio(page, 'Python').check();
    const bar = page.getByRole('progressbar', { name: /Downloading Python: [\d.]+ of [\d.]+ MB/ });
    await expect(bar).toBeVisible();
    await screenshot(page, 'python-loading');
    release();
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });

    // The Python starter, the Python lesson, and the Python names.
    await expect(ui(page).editorLines).toContainText('def parse_tool_calls(text, registry):');
    await expect(ui(page).lesson).toContainText('re.findall');
    await expect(ui(page).lesson).not.toContainText('matchAll');
    // The Python requests went to the site itself, under pyodide-<version>/.
    expect(app.requests.some((url) => /\/pyodide-[^/]+\/pyodide\.asm\.wasm$/.test(url))).toBe(true);

    await pastePython(page, python.solution);
    await run(page);
    await expect(ui(page).verdict).toHaveText(allPassed);
    for (const step of exercise.steps)
      await expect(ui(page).stepButton(step.title)).toContainText(`${exercise.cases.filter((c) => c.step === step.id).length}/`);

    // The choice is remembered: a reload opens the exercise in Python, with the Python code.
    await page.reload();
    await expect.poll(() => languageRadio(page, 'Python').isChecked()).toBe(true);
    await expect(ui(page).editorLines).toContainText('BLOCK = re.compile');
    // And TypeScript kept its own code.
    await languageRadio(page, 'TypeScript').check();
    await expect(ui(page).editorLines).toContainText('export function parseToolCalls(');
  }, 180_000);

  test('a loop that never ends is a timeout for its case, and the next Run works', async () => {
    const { page } = await openInPython();
    const looping = `${python.solution}\n_parse = parse_tool_calls\n\ndef parse_tool_calls(text, registry):\n    if "cats" in text:\n        while True:\n            pass\n    return _parse(text, registry)\n`;
    await pastePython(page, looping);
    await run(page);
    await expect(ui(page).verdict).toHaveText(someFailed);
    await openAllSteps(page);
    const stuck = exercise.cases.filter((c) => JSON.stringify(c.input).includes('cats'));
    expect(stuck.length).toBeGreaterThan(0);
    for (const testCase of stuck) {
      await expect(ui(page).problemCase(testCase.title)).toContainText(`Did not finish within ${exercise.timeLimitMs / 1000} s`);
    }

    await pastePython(page, python.solution);
    await run(page);
    await expect(ui(page).verdict).toHaveText(allPassed);

    // A loop on every case: three timeouts in a row (each with a fresh Pyodide after it), then the rest are not run.
    await pastePython(page, 'def parse_tool_calls(text, registry):\n    while True:\n        pass\n');
    const took = await run(page);
    await expect(ui(page).results.getByRole('heading', { name: 'Stopped after 3 cases in a row took too long' })).toBeVisible();
    console.log(
      `Python, a loop on every case: the verdict after ${took} ms (three time limits of ${exercise.timeLimitMs} ms, and the Pyodides started after them)`,
    );
  }, 240_000);

  test('a Python learner stays in Python along the track: a TypeScript-only exercise says so and links to the next in Python', async () => {
    const { page } = await openInPython();
    const next = page.getByRole('navigation', { name: 'Track' }).getByRole('link', { name: /^Next/ });
    await next.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Validating tool arguments and retrying' })).toBeVisible();
    const note = page.getByRole('note').filter({ hasText: 'This exercise is in TypeScript only.' });
    await expect(note).toHaveText('This exercise is in TypeScript only. The next in Python: A tool decorator in Python.');
    await note.getByRole('link', { name: 'A tool decorator in Python' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'A tool decorator in Python' })).toBeVisible();
    // The next exercise in both languages opens in Python, the learner's own.
    await next.click();
    await expect(page.getByRole('heading', { level: 1, name: 'The agent loop' })).toBeVisible();
    await expect.poll(() => page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'Python' }).isChecked()).toBe(true);
    await expect(ui(page).editorLines).toContainText('def run_agent', { timeout: 60_000 });
  }, 180_000);

  test('a Python solution wrong only on inputs no fixed case has fails on the random ones, with the seed to replay them', async () => {
    const { page } = await openInPython();
    // The reference, except that a reply with bold text gives nothing: the generator writes some, no fixed case does.
    const wrongOnBold = `${python.solution}\n_reference = parse_tool_calls\n\ndef parse_tool_calls(text, registry):\n    if "<b>bold</b>" in text:\n        return [], []\n    return _reference(text, registry)\n`;
    await pastePython(page, wrongOnBold);
    await run(page);
    const { results, summary } = ui(page);
    await expect(results).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
    for (const step of exercise.steps)
      await expect(ui(page).stepButton(step.title)).toContainText(`${exercise.cases.filter((c) => c.step === step.id).length}/`);
    await expect(summary).toContainText(/Random model replies: (one of the \d+|the first one) tried failed\./);

    const group = results.getByRole('region', { name: 'Generated cases' });
    // A failed group opens by itself.
    await expect(group.getByRole('button', { name: /Random model replies/ })).toHaveAttribute('aria-expanded', 'true');
    const seed = (await group.locator('.step-summary code').textContent())!;
    expect(seed).toMatch(/^\d+@[\d:]+$/);
    // The smallest failing input, and what was expected in the learner's notation: Python's quotes.
    await expect(group).toContainText('<b>bold</b>');
    // (a string, or the first string inside a call: the shrunk input may be either kind of block)
    await expect(group).toContainText(/expected [[(]?'[^']*'/);
    await screenshot(page, 'python-generated-failure');

    // The same seed gives the same smallest input, in a fresh Pyodide.
    await group.getByRole('button', { name: 'Run again with this seed' }).click();
    await expect(results).toHaveAttribute('aria-busy', 'true');
    await expect(results).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
    await expect(group.locator('.step-summary code')).toHaveText(seed);
  }, 180_000);

  test("a Python exception shows the learner's traceback and line", async () => {
    const { page } = await openInPython();
    await pastePython(
      page,
      'import json\n\ndef first(calls):\n    return calls[0]\n\ndef parse_tool_calls(text, registry):\n    return first([])\n',
    );
    await run(page);
    await openAllSteps(page);
    const failing = ui(page).problemCase(exercise.cases[0]!.title);
    await expect(failing).toContainText('IndexError: list index out of range');
    await expect(failing).toContainText('File "learner.py", line 7, in parse_tool_calls');
    await expect(failing).toContainText('File "learner.py", line 4, in first');
    await expect(failing).not.toContainText('_pg_');
    await failing.getByRole('button', { name: 'Show line 4 in the editor' }).click();
    // Monaco marks the line (a squiggle) and moves the cursor there.
    await expect(page.locator('.monaco-editor .squiggly-error')).toHaveCount(1);

    // The reference with its errors in another order: the cases with two errors say so, and why an order can change.
    const reversed = `${exercise.python!.solution.replace('def parse_tool_calls(', 'def solved(')}
def parse_tool_calls(text, registry):
    calls, errors = solved(text, registry)
    return calls, sorted(errors, reverse=True)
`;
    await pastePython(page, reversed);
    await run(page);
    await openAllSteps(page);
    await expect(
      ui(page)
        .results.getByText(/: the expected items, in another order\. If your code takes that order from a set/)
        .first(),
    ).toBeVisible();
  }, 180_000);

  test('import js, pyodide_js, pyodide.http and run_js are refused, with the line of the import; os._exit is a verdict', async () => {
    // One page, one Run per import: each Run has a fresh worker, so one refusal cannot hide the next.
    const { page } = await openInPython();
    for (const [statement, says] of [
      ['import js', "'js' is not available here"],
      ['import pyodide_js', "'pyodide_js' is not available here"],
      ['from pyodide.http import pyfetch', "'pyodide' is not available here"],
      ['from pyodide.code import run_js', "'pyodide' is not available here"],
    ] as const) {
      await pastePython(page, `${statement}\n\ndef parse_tool_calls(text, registry):\n    return [], []\n`);
      await run(page);
      await expect(ui(page).results).toContainText(says);
      await expect(ui(page).results.getByRole('button', { name: 'Show line 1 in the editor' })).toBeVisible();
    }
    // A way out of the process is a verdict in the learner's words, and the next Run works.
    await pastePython(page, 'import os\n\ndef parse_tool_calls(text, registry):\n    os._exit(3)\n');
    await run(page);
    await expect(ui(page).results).toContainText('your code called os._exit(3), which would end the Python process that runs it');
    await expect(ui(page).results).not.toContainText('Error in the runner');
    await pastePython(page, 'def parse_tool_calls(text, registry):\n    return [], []\n');
    await run(page);
    await expect(ui(page).verdict).toHaveText(/^\d+ of \d+ steps passed\.$/);
    await expect(ui(page).results).not.toContainText('os._exit');
  }, 180_000);

  test('the standard library cannot reach the network either, nor find a way to JavaScript', async () => {
    const app = await open({ clipboard: true, allowBlockedRequests: true });
    const { page } = app;
    await languageRadio(page, 'Python').check();
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });
    const probe = [
      'import sys, gc, urllib.request',
      '',
      'def parse_tool_calls(text, registry):',
      '    found = []',
      '    try:',
      '        urllib.request.urlopen("http://example.com/", timeout=1)',
      '        found.append("network")',
      '    except Exception as error:',
      '        pass',
      '    found += [name for name in sys.modules if name.split(".")[0] in ("js", "pyodide", "pyodide_js", "_pyodide")]',
      // Pyodide's import hook held the objects behind `import js`; the worker empties it, and refuses heap walks, before learner code runs.
      '    try:',
      '        found += ["a JsFinder with proxies" for o in gc.get_objects() if type(o).__name__ == "JsFinder" and getattr(o, "jsproxies", None)]',
      '    except PermissionError:',
      '        pass',
      '    found += [type(f).__name__ for f in sys.meta_path if type(f).__name__ == "JsFinder"]',
      '    if found:',
      '        raise RuntimeError("reached: " + ", ".join(found))',
      '    return [], []',
      '',
    ].join('\n');
    await pastePython(page, probe);
    await run(page);
    await openAllSteps(page);
    await expect(ui(page).results).not.toContainText('reached:');
    expect(app.requests.filter((url) => url.includes('example.com'))).toEqual([]);
  }, 180_000);

  test('agent-loop in Python: the same nine steps, against a scripted client on the Python side', async () => {
    const agentLoop = allExercises.find((e) => e.slug === 'agent-loop')!;
    const agentPython = agentLoop.python!;
    const { page } = await openInPython('agent-loop');
    // The Python starter, and the lesson in Python's names.
    await expect(ui(page).editorLines).toContainText('def run_agent(question, tools, function_map, system_prompt, client,');
    await expect(ui(page).lesson).toContainText('Catch Exception, not a list of types.');
    await expect(ui(page).lesson).not.toContainText('is not the message.');

    await pastePython(page, agentPython.solution, 'agent-loop');
    await run(page);
    await expect(ui(page).verdict).toHaveText(`All ${agentLoop.steps.length} steps passed.`);

    // A mistake from the course's own Python: the available tools as a list. One step fails, and says why.
    await pastePython(page, agentPython.mistakes['available-as-list.py']!, 'agent-loop');
    await run(page);
    await expect(ui(page).verdict).toHaveText(`${agentLoop.steps.length - 1} of ${agentLoop.steps.length} steps passed.`);
    const step = agentLoop.steps.find((s) => s.id === 'unknown-tool')!;
    const stepButton = ui(page).stepButton(step.title);
    // The first failing step opens by itself; open it if not.
    if ((await stepButton.getAttribute('aria-expanded')) !== 'true') await stepButton.click();
    const failing = ui(page).problemCase(agentLoop.cases.find((c) => c.id === 'unknown-tool')!.title);
    await expect(failing).toContainText("Available: ['web_search', 'get_stock_price']");
    // Python's names and notation: the record's tool_calls field, None, dicts with quoted keys.
    await expect(failing.getByLabel('Expected')).toContainText("'tool_calls': [");
    await expect(failing.getByLabel('Expected')).toContainText("'error': None");
    expect(await seriousViolations(page)).toEqual([]);
    await expect(failing.getByRole('figure').filter({ hasText: 'The conversation your code sent' }).first()).toContainText(
      /first difference at message \d+/,
    );
    await failing.getByLabel('Differences').scrollIntoViewIfNeeded();
    await screenshot(page, 'python-agent-loop');
  }, 240_000);

  test('test-the-agent in Python: check_run, run_tests and format_report against objects and an agent built on the Python side', async () => {
    const testAgent = allExercises.find((e) => e.slug === 'test-the-agent')!;
    const agentPython = testAgent.python!;
    const { page } = await openInPython('test-the-agent');
    // The Python starter, and the lesson in Python's names.
    await expect(ui(page).editorLines).toContainText('class AgentCheck:');
    await expect(ui(page).lesson).toContainText('The record\'s key is "name".');
    await expect(ui(page).lesson).not.toContainText('A keyword is not a pattern.');

    await pastePython(page, agentPython.solution, 'test-the-agent');
    await run(page);
    await expect(ui(page).verdict).toHaveText(`All ${testAgent.steps.length} steps passed.`);

    // The course's own habit: a report that is printed, not returned. The report and example steps fail, and say why.
    await pastePython(page, agentPython.mistakes['printed-report.py']!, 'test-the-agent');
    await run(page);
    await expect(ui(page).verdict).toHaveText(`${testAgent.steps.length - 2} of ${testAgent.steps.length} steps passed.`);
    const step = testAgent.steps.find((s) => s.id === 'report')!;
    const stepButton = ui(page).stepButton(step.title);
    // The first failing step opens by itself; open it if not.
    if ((await stepButton.getAttribute('aria-expanded')) !== 'true') await stepButton.click();
    const failing = ui(page).problemCase(testAgent.cases.find((c) => c.id === 'report-pass-and-fail')!.title);
    await expect(failing).toContainText("format_report returned None: it must return the report's text as a str");
  }, 240_000);

  test('a screenshot of the Python view', async () => {
    const { page } = await openInPython();
    await pastePython(page, python.mistakes['index-from-one.py']!);
    await run(page);
    // The top of the learner's file, and the step that failed first, open.
    await ui(page).codeBox.focus();
    await page.keyboard.press('Control+Home');
    await ui(page).stepButton(exercise.steps[1]!.title).click();
    await ui(page).results.evaluate((element) => element.scrollTo(0, 0));
    await screenshot(page, 'python-desktop');
  }, 180_000);
});
