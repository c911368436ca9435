/**
 * The live model mode of agent-loop in Chromium, against a small
 * OpenAI-compatible stub server this file starts on localhost: the learner's
 * solved runAgent calls a tool and answers; a model error reaches their code
 * and the page; a slow reply can be stopped, and the next run works. The
 * stub's origin is allowed for this file only; any other request that leaves
 * the site still fails the test.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SDK_REQUEST_HEADERS } from './support/corsProxy';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { Page } from 'playwright-core';
import { pasteCode, ui, useBrowser } from './support/harness';
import { ROOT, freePort } from './support/server';
import { answerReply, errorReply, refusalReply, startOpenAIStub, toolCallReply, type OpenAIStub } from './support/openaiStub';
import { seriousViolations } from './support/axe';
import { codeKey } from './support/browser';
import { solutionReportingErrorFields } from './support/liveCode';

const SLUG = 'agent-loop';
const solution = readFileSync(join(ROOT, 'exercises', SLUG, 'solution.ts'), 'utf8');
const steps = (parse(readFileSync(join(ROOT, 'exercises', SLUG, 'exercise.yaml'), 'utf8')) as { steps: unknown[] }).steps.length;
const KEY = 'sk-e2e-session-only';

const { open } = useBrowser();
let stub: OpenAIStub;
beforeAll(async () => {
  stub = await startOpenAIStub();
});
afterAll(async () => {
  await stub?.stop();
});

function live(page: Page) {
  const panel = page.getByRole('region', { name: 'Live model' });
  return {
    panel,
    runLive: panel.getByRole('button', { name: 'Run live' }),
    stop: panel.getByRole('button', { name: 'Stop' }),
    status: panel.getByRole('status'),
    transcript: panel.getByRole('list', { name: 'Live transcript' }),
    record: panel.getByRole('region', { name: 'The record runAgent returned' }),
  };
}

/** Opens agent-loop, solves it through the editor, and names the stub as the endpoint. */
async function solvedWithEndpoint(baseURL: string, extra: { allowOrigins: string[]; expectedConsoleErrors: RegExp[] }) {
  const app = await open({ path: `#/${SLUG}`, clipboard: true, ...extra });
  const { page } = app;
  await pasteCode(page, solution, SLUG);
  await ui(page).runButton.click();
  await expect(ui(page).verdict).toHaveText(`All ${steps} steps passed.`, { timeout: 30_000 });
  const { panel } = live(page);
  await panel.getByLabel('Base URL', { exact: true }).fill(baseURL);
  await panel.getByLabel('Model', { exact: true }).fill('stub-model');
  await panel.getByLabel('API key (optional)', { exact: true }).fill(KEY);
  return app;
}

describe('live model', () => {
  test('a tool call then an answer, a model error, and a slow reply stopped, then run again', async () => {
    const { page } = await solvedWithEndpoint(stub.baseURL, {
      allowOrigins: [stub.origin],
      // Chromium logs the HTTP 500 this test asks the stub for.
      expectedConsoleErrors: [/^console\.error: Failed to load resource: the server responded with a status of 500/],
    });
    const { runLive, stop, status, transcript, record } = live(page);
    await expect(status).toHaveText('Nothing is sent until you press Run live.');

    // 1. The model asks for a tool, then answers: the transcript shows the call, the result and the answer.
    stub.script(
      toolCallReply({ id: 'call_1', name: 'get_stock_price', arguments: '{"ticker":"NVDA"}' }),
      answerReply('NVDA trades at 875.40 dollars.'),
    );
    await runLive.click();
    await expect(record).toContainText('NVDA trades at 875.40 dollars.', { timeout: 20_000 });
    await expect(transcript).toContainText('Request 1 sent to stub-model: 2 messages, 3 tools');
    await expect(transcript).toContainText('get_stock_price({"ticker":"NVDA"})');
    await expect(transcript).toContainText('tool → answers call_1');
    await expect(transcript).toContainText('{"ticker":"NVDA","price":875.4,"found":true}');
    await expect(transcript).toContainText('Reply 2 · finish_reason: stop');
    // The reply's refusal: null and annotations: [] say nothing, and are not shown.
    await expect(transcript).not.toContainText('refusal');
    await expect(transcript).not.toContainText('annotations');
    await expect(record).toContainText('step 1: get_stock_price({"ticker":"NVDA"})');
    await expect(status).toHaveText('Finished: runAgent returned the record below.');
    expect(stub.requests).toHaveLength(2);
    expect(stub.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(stub.requests[1]!.body.messages).toContainEqual({
      role: 'tool',
      tool_call_id: 'call_1',
      content: '{"ticker":"NVDA","price":875.4,"found":true}',
    });

    // The key is kept for the tab only: not in localStorage, not in a share link.
    const storage = await page.evaluate(() => ({
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }));
    expect(storage.session).toContain(KEY);
    expect(storage.local).not.toContain(KEY);
    await ui(page).toolbar.getByRole('button', { name: /Share/ }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).not.toContain(KEY);

    // 2. A model error: readable in the transcript, and the learner's code got it (its record says so).
    stub.script(errorReply(500, 'The model is overloaded'));
    await runLive.click();
    await expect(transcript.getByRole('group', { name: 'Request 1 failed' })).toContainText(
      '(InternalServerError): 500 The model is overloaded',
    );
    await expect(record).toContainText('API error: 500 The model is overloaded');

    // 3. A slow reply: Stop is there; pressing it aborts the request and ends the run.
    const held = stub.hold(answerReply('This answer comes too late.'));
    await runLive.click();
    await held.arrived;
    await expect(status).toContainText('Waiting for the model (request 1)');
    await expect(stop).toBeVisible();
    await expect(stop).toHaveAttribute('aria-disabled', 'false');
    await stop.click();
    await expect(status).toContainText('Stopped');
    await held.abandoned;
    held.release();
    await expect(record).toHaveCount(0);

    // 4. A new live run works afterwards (started from the keyboard: Enter in a field).
    stub.script(answerReply('Back in business.'));
    await live(page).panel.getByLabel('Model', { exact: true }).press('Enter');
    await expect(record).toContainText('Back in business.', { timeout: 20_000 });
    // Never graded: the verdict is the graded Run's, unchanged.
    await expect(ui(page).verdict).toHaveText(`All ${steps} steps passed.`);
  });

  test('at 360 px wide, in dark: mid-run and finished, nothing overflows and axe finds nothing serious in the panel', async () => {
    const app = await open({ load: false, viewport: { width: 360, height: 780 }, colorScheme: 'dark', allowOrigins: [stub.origin] });
    const { page } = app;
    await page.goto(app.baseURL);
    await page.evaluate(
      ([key, code]) => localStorage.setItem(key!, JSON.stringify({ code, savedAt: Date.now() })),
      [codeKey(SLUG), solution],
    );
    await page.goto(`${app.baseURL}#/${SLUG}`);
    const { panel, stop, status, record } = live(page);
    await panel.getByLabel('Base URL', { exact: true }).fill(stub.baseURL);
    await panel.getByLabel('Model', { exact: true }).fill('stub-model');
    stub.script(toolCallReply({ id: 'call_1', name: 'calculate', arguments: '{"expression":"875.4 * 10 + 213.5 * 10"}' }));
    const held = stub.hold(answerReply('Ten shares of each are worth $10,889.'));
    await panel.getByRole('button', { name: 'Run live' }).click();
    await held.arrived;
    await expect(status).toContainText('Waiting for the model (request 2)');
    await expect(stop).toBeInViewport();
    expect(await seriousViolations(page, '.live-panel')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    held.release();
    await expect(record).toContainText('Ten shares of each are worth $10,889.');
    await expect(record).toContainText('step 1: calculate(');
    expect(await seriousViolations(page, '.live-panel')).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('what real servers answer: an error with the SDK’s fields, a body that is not JSON, a reply that is not a chat completion, a refusal', async () => {
    const fields = solutionReportingErrorFields(solution);
    const app = await open({
      load: false,
      allowOrigins: [stub.origin],
      expectedConsoleErrors: [/^console\.error: Failed to load resource: the server responded with a status of 429/],
    });
    const { page } = app;
    await page.goto(app.baseURL);
    await page.evaluate(
      ([key, code]) => localStorage.setItem(key!, JSON.stringify({ code, savedAt: Date.now() })),
      [codeKey(SLUG), fields],
    );
    await page.goto(`${app.baseURL}#/${SLUG}`);
    const { panel, runLive, record, transcript } = live(page);
    await panel.getByLabel('Base URL', { exact: true }).fill(stub.baseURL);
    await panel.getByLabel('Model', { exact: true }).fill('stub-model');

    stub.script({
      status: 429,
      body: { error: { message: 'Rate limit reached', type: 'requests', param: 'model', code: 'rate_limit_exceeded' } },
    });
    await runLive.click();
    await expect(record).toContainText(
      'API error: {"name":"RateLimitError","status":429,"code":"rate_limit_exceeded","type":"requests","param":"model","contentType":"application/json","classes":true}',
      { timeout: 20_000 },
    );
    // What the README's CORS note says the server must allow: the SDK's preflight asks for these by name
    // (and for authorization too when a key is given; this test gives none).
    expect(stub.preflights.at(-1)!.split(',').sort()).toEqual(SDK_REQUEST_HEADERS.filter((name) => name !== 'authorization').sort());

    // A 200 whose body is broken JSON: answered, not "could not be made", and what came back is shown.
    stub.script({ body: null, raw: { text: '{"id":"x","choices":[{"message":{"content":"Hel', contentType: 'application/json' } });
    await runLive.click();
    const broken = transcript.getByRole('group', { name: 'Request 1 failed' });
    await expect(broken).toContainText('(SyntaxError): The server answered 200, but its reply is not JSON', { timeout: 20_000 });
    await expect(broken).toContainText('It began: "{\\"id\\":\\"x\\",\\"choices\\"');
    await expect(broken).not.toContainText('could not be made');

    // A 200 that is not a chat completion: a web page (a base URL naming a site), then no choices. What came back is shown.
    stub.script(
      { body: null, raw: { text: '<!DOCTYPE html>\n<html><head><title>Welcome</title>', contentType: 'text/html' } },
      { body: { id: 'c1', object: 'chat.completion', choices: [] } },
    );
    await runLive.click();
    await expect(transcript).toContainText(
      `Reply 1The reply is text, not a chat completion: is the base URL the API's (often ending in /v1)? It began: "<!DOCTYPE html>\\n<html><head><title>Welcome</title>"`,
      { timeout: 20_000 },
    );
    await expect(transcript).not.toContainText('finish_reason: undefined');
    await runLive.click();
    await expect(transcript).toContainText('The reply has no choices (choices: []): "{\\"id\\":\\"c1\\"', { timeout: 20_000 });
    await expect(transcript).not.toContainText('finish_reason: undefined');

    // A refusal is shown as one, on its own labelled line, not as a raw object.
    stub.script(refusalReply('I can’t help with that request.'));
    await runLive.click();
    const refusal = transcript.locator('.message-refusal');
    await expect(refusal).toHaveText('Refusal: I can’t help with that request.', { timeout: 20_000 });
    await expect(transcript).not.toContainText('annotations');
    // And in the record, which the solution fills from content: Answer null, Error none would say nothing happened.
    await expect(record).toContainText('RefusalThe model refused: “I can’t help with that request.”');
  });

  test('a dropped connection (the server read the request and closed the socket) is told apart from an unreachable server', async () => {
    const { page } = await solvedWithEndpoint(stub.baseURL, {
      allowOrigins: [stub.origin],
      expectedConsoleErrors: [
        /^console\.error: Failed to load resource: net::ERR_EMPTY_RESPONSE/,
        // The page's second request, GET /models, which the stub does not serve: answered, so the server is there.
        /^console\.error: Failed to load resource: the server responded with a status of 404/,
      ],
    });
    const { runLive, transcript, record } = live(page);
    stub.dropConnections(true);
    await runLive.click();
    const failed = transcript.getByRole('group', { name: 'Request 1 failed' });
    await expect(failed).toContainText(`The server at ${stub.baseURL} is running and accepts requests from this page`, { timeout: 20_000 });
    await expect(failed).toContainText('closed the connection on this request without answering');
    await expect(failed).not.toContainText('Could not reach');
    await expect(record).toContainText('API error: Connection error. The server at');
    expect(stub.dropped).toBeGreaterThanOrEqual(1);

    // The server is back: the next run works.
    stub.dropConnections(false);
    stub.script(answerReply('Answered this time.'));
    await runLive.click();
    await expect(record).toContainText('Answered this time.', { timeout: 20_000 });
  });

  test('an unreachable server is a readable message, in the transcript and to the learner’s code', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const { page } = await solvedWithEndpoint(`${closed}/v1`, {
      allowOrigins: [closed],
      expectedConsoleErrors: [/^console\.error: Failed to load resource: net::ERR_CONNECTION_REFUSED/],
    });
    const { runLive, transcript, record } = live(page);
    await runLive.click();
    await expect(transcript.getByRole('group', { name: 'Request 1 failed' })).toContainText(`Could not reach ${closed}/v1`, {
      timeout: 20_000,
    });
    await expect(record).toContainText('API error: Connection error.');
  });
});
