/**
 * The live model mode of agent-loop in Chromium against a server nobody here
 * wrote: mock-llm (npm `@dwmkerr/mock-llm`), started from its bin by this
 * file on localhost, behind a small CORS proxy (it sends no CORS headers of
 * its own). Its replies are scripted through its own rules, one model name
 * per scenario, so the learner picks a scenario by typing a model name. What
 * mock-llm cannot script (a held reply, a dropped connection, a body that is
 * not JSON) is tested against the project's stub in live-model.e2e.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { screenshot, useBrowser } from './support/harness';
import { ROOT } from './support/server';
import { codeKey } from './support/browser';
import { solutionReportingErrorFields } from './support/liveCode';
import { startMockLlm, type MockLlm, type MockLlmRule } from './support/mockLlm';
import { SDK_REQUEST_HEADERS, startCorsProxy, type CorsProxy } from './support/corsProxy';

const SLUG = 'agent-loop';
const solution = readFileSync(join(ROOT, 'exercises', SLUG, 'solution.ts'), 'utf8');
const KEY = 'sk-e2e-right-key';

/** A completion as mock-llm's README writes them, with the fields the SDK's types promise. */
function completion(message: Record<string, unknown>, finishReason: string) {
  return {
    id: 'chatcmpl-mock',
    object: 'chat.completion',
    created: 1_767_225_600,
    model: 'mock',
    choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason: finishReason }],
  };
}
const priceCall = { id: 'call_1', type: 'function', function: { name: 'get_stock_price', arguments: '{"ticker":"NVDA"}' } };
const toolCall = (name: string, args: string) =>
  completion({ content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name, arguments: args } }] }, 'tool_calls');
const answer = (content: string) => completion({ content }, 'stop');
const apiError = (message: string, type: string, code: string | null) => ({ error: { message, type, param: null, code } });

/** A mock-llm rule for one model name; `when` narrows it further (JMESPath). The last matching rule wins. */
function reply(model: string, body: unknown, { status = 200, when }: { status?: number; when?: string } = {}): MockLlmRule {
  return {
    path: '^/v1/chat/completions$',
    method: 'POST',
    match: `body.model == '${model}'${when ? ` && ${when}` : ''}`,
    response: { status, content: JSON.stringify(body) },
  };
}
const afterTool = "body.messages[-1].role == 'tool'";

const RULES: MockLlmRule[] = [
  reply('looks-up-a-price', toolCall('get_stock_price', '{"ticker":"NVDA"}')),
  reply('looks-up-a-price', answer('NVDA trades at 875.40 dollars.'), { when: afterTool }),
  reply('calls-an-unknown-tool', toolCall('get_weather', '{"city":"Paris"}')),
  reply('calls-an-unknown-tool', answer('I have no weather tool.'), { when: afterTool }),
  reply('sends-broken-arguments', toolCall('get_stock_price', '{"ticker": NVDA')),
  reply('sends-broken-arguments', answer('My arguments were broken.'), { when: afterTool }),
  // A server that leaves out the message's role (the SDK does not check it); undefined is left out of the JSON.
  reply('forgets-the-role', completion({ role: undefined, content: null, tool_calls: [priceCall] }, 'tool_calls')),
  reply('refuses', completion({ content: null, refusal: 'I can’t help with that.' }, 'stop')),
  reply('runs-out-of-tokens', completion({ content: 'NVDA trades at 87' }, 'length')),
  // A model that never stops calling tools: the same call whatever the conversation holds.
  reply('never-stops', toolCall('get_stock_price', '{"ticker":"NVDA"}')),
  // JSON, answered 200, but no choice to read.
  reply('no-choices', { id: 'chatcmpl-empty', object: 'chat.completion', created: 1_767_225_600, model: 'mock', choices: [] }),
  reply('needs-a-key', answer('Your key works.')),
  reply('needs-a-key', apiError('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'), {
    status: 401,
    when: `headers.authorization != 'Bearer ${KEY}'`,
  }),
  reply('gone-model', apiError("The model 'gone-model' does not exist.", 'invalid_request_error', 'model_not_found'), { status: 404 }),
  reply('rate-limited', apiError('Rate limit reached for requests.', 'requests', 'rate_limit_exceeded'), { status: 429 }),
  reply('overloaded', apiError('The server had an error while processing your request.', 'server_error', null), { status: 500 }),
];

const { open } = useBrowser();
let mock: MockLlm;
let proxy: CorsProxy;
beforeAll(async () => {
  mock = await startMockLlm(RULES);
  proxy = await startCorsProxy(mock.origin);
});
afterAll(async () => {
  await proxy?.stop();
  await mock?.stop();
});

/** agent-loop with its reference solution already saved, and the proxy in front of mock-llm as the endpoint. */
async function livePanel({ code = solution, ...extra }: { code?: string; expectedConsoleErrors?: RegExp[] } = {}) {
  const app = await open({ load: false, allowOrigins: [proxy.origin], ...extra });
  const { page } = app;
  await page.goto(app.baseURL);
  await page.evaluate(([key, code]) => localStorage.setItem(key!, JSON.stringify({ code, savedAt: Date.now() })), [codeKey(SLUG), code]);
  await page.goto(`${app.baseURL}#/${SLUG}`);
  const panel = page.getByRole('region', { name: 'Live model' });
  await panel.getByLabel('Base URL', { exact: true }).fill(`${proxy.origin}/v1`);
  await panel.getByLabel('API key (optional)', { exact: true }).fill(KEY);
  return {
    page,
    panel,
    transcript: panel.getByRole('list', { name: 'Live transcript' }),
    record: panel.getByRole('region', { name: 'The record runAgent returned' }),
    /** Runs live with `model` as the model's name: mock-llm's rules pick the scenario by it. */
    async run(model: string) {
      await panel.getByLabel('Model', { exact: true }).fill(model);
      await panel.getByRole('button', { name: 'Run live' }).click();
    },
  };
}

async function failed(page: Page, text: string) {
  const group = page.getByRole('region', { name: 'Live model' }).getByRole('group', { name: 'Request 1 failed' });
  await expect(group).toContainText(text, { timeout: 20_000 });
}

describe('live model against mock-llm, a server we did not write', () => {
  test('tool calls then an answer; an unknown tool and broken arguments go back to the model; a reply without its role; a refusal; a reply cut off by length', async () => {
    const { page, run, transcript, record } = await livePanel();

    await run('looks-up-a-price');
    await expect(record).toContainText('NVDA trades at 875.40 dollars.', { timeout: 20_000 });
    await expect(transcript).toContainText('get_stock_price({"ticker":"NVDA"})');
    await expect(transcript).toContainText('tool → answers call_1');
    await expect(transcript).toContainText('{"ticker":"NVDA","price":875.4,"found":true}');
    await expect(transcript).toContainText('Reply 2 · finish_reason: stop');
    await expect(record).toContainText('step 1: get_stock_price({"ticker":"NVDA"})');
    // Through the proxy to mock-llm: the key, and a preflight that asked for what the README lists.
    expect(proxy.forwarded.at(-1)!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(proxy.preflights.at(-1)!.split(',').sort()).toEqual(SDK_REQUEST_HEADERS);

    await run('calls-an-unknown-tool');
    await expect(record).toContainText('I have no weather tool.', { timeout: 20_000 });
    await expect(transcript).toContainText(`{"error":"Tool 'get_weather' not found. Available: `);
    await expect(record).toContainText('step 1: get_weather({"city":"Paris"})');

    await run('sends-broken-arguments');
    await expect(record).toContainText('My arguments were broken.', { timeout: 20_000 });
    await expect(transcript).toContainText('{"error":"Failed to call get_stock_price: arguments are not valid JSON"}');

    // The reply lacked its role: the request passing it back is refused, and the page says the server's reply lacked it.
    await run('forgets-the-role');
    const notSent = transcript.getByRole('group', { name: 'Request 2 not sent' });
    await expect(notSent).toContainText(`messages.2 is the server's reply to request 1 as it came, and that reply lacked the field`, {
      timeout: 20_000,
    });
    await expect(transcript).toContainText('The server’s reply has no role');
    await expect(record).toContainText('API error: The request was not sent: messages.2.role');

    await run('refuses');
    await expect(transcript.locator('.message-refusal')).toHaveText('Refusal: I can’t help with that.', { timeout: 20_000 });
    await expect(record).toContainText('RefusalThe model refused: “I can’t help with that.”');
    await record.scrollIntoViewIfNeeded();
    await screenshot(page, 'live-third-party-refusal');

    await run('runs-out-of-tokens');
    await expect(record).toContainText('Max tokens reached mid-response', { timeout: 20_000 });
    await expect(transcript).toContainText('Reply 1 · finish_reason: length');
    await expect(transcript).toContainText('NVDA trades at 87');
  });

  test('HTTP 401, 404, 429 and 500 reach the transcript and the learner’s code, sent once each, and the next run works', async () => {
    const { page, panel, run, record } = await livePanel({
      // Chromium logs each error status this test asks mock-llm for.
      expectedConsoleErrors: [/^console\.error: Failed to load resource: the server responded with a status of (401|404|429|500)/],
    });
    const sent = () => proxy.forwarded.filter((request) => request.method === 'POST').length;

    await panel.getByLabel('API key (optional)', { exact: true }).fill('sk-e2e-revoked-key');
    let before = sent();
    await run('needs-a-key');
    await failed(page, '(AuthenticationError): 401 Incorrect API key provided.');
    await expect(record).toContainText('API error: 401 Incorrect API key provided.');
    expect(sent() - before).toBe(1);
    // Run again with the right key: it works.
    await panel.getByLabel('API key (optional)', { exact: true }).fill(KEY);
    await run('needs-a-key');
    await expect(record).toContainText('Your key works.', { timeout: 20_000 });

    before = sent();
    await run('gone-model');
    await failed(page, "(NotFoundError): 404 The model 'gone-model' does not exist.");
    await expect(record).toContainText("API error: 404 The model 'gone-model' does not exist.");
    await run('rate-limited');
    await failed(page, '(RateLimitError): 429 Rate limit reached for requests.');
    await expect(record).toContainText('API error: 429 Rate limit reached for requests.');
    await record.scrollIntoViewIfNeeded();
    await screenshot(page, 'live-third-party-429');
    await run('overloaded');
    await failed(page, '(InternalServerError): 500 The server had an error while processing your request.');
    await expect(record).toContainText('API error: 500 The server had an error while processing your request.');
    // No retries behind the learner's back: one request per run (the SDK would retry 429 and 500 twice).
    expect(sent() - before).toBe(3);

    // A base URL without /v1: mock-llm's own 404, in its own shape ({ error: 'Not Found', message }), which the SDK reads as it is.
    await panel.getByLabel('Base URL', { exact: true }).fill(proxy.origin);
    await run('looks-up-a-price');
    await failed(page, '(NotFoundError): 404 "Not Found"');
    await failed(page, 'check that the base URL is the API’s (often ending in /v1)');
    expect(proxy.forwarded.at(-1)!.path).toBe('/chat/completions');

    // After all that, a run works.
    await panel.getByLabel('Base URL', { exact: true }).fill(`${proxy.origin}/v1`);
    await run('looks-up-a-price');
    await expect(record).toContainText('NVDA trades at 875.40 dollars.', { timeout: 20_000 });
  });

  test('an error caught by code written for the SDK has its fields and classes; a model that never stops; a reply with no choices; the key stays in the tab', async () => {
    const { page, panel, run, record, transcript } = await livePanel({
      code: solutionReportingErrorFields(solution),
      expectedConsoleErrors: [/^console\.error: Failed to load resource: the server responded with a status of (401|429)/],
    });

    await run('rate-limited');
    await expect(record).toContainText(
      'API error: {"name":"RateLimitError","status":429,"code":"rate_limit_exceeded","type":"requests","param":null,"contentType":"application/json; charset=utf-8","classes":true}',
      { timeout: 20_000 },
    );
    await panel.getByLabel('API key (optional)', { exact: true }).fill('sk-e2e-revoked-key');
    await run('needs-a-key');
    await expect(record).toContainText(
      'API error: {"name":"AuthenticationError","status":401,"code":"invalid_api_key","type":"invalid_request_error","param":null,',
      { timeout: 20_000 },
    );
    await expect(record).toContainText('"classes":false}');
    await panel.getByLabel('API key (optional)', { exact: true }).fill(KEY);

    // The same tool call, again and again: the live run's step limit (8) ends it, with every call answered.
    await run('never-stops');
    await expect(record).toContainText('Max steps (8) reached', { timeout: 30_000 });
    await expect(transcript).toContainText('Reply 8 · finish_reason: tool_calls');
    await expect(transcript).not.toContainText('Reply 9');

    await run('no-choices');
    await expect(transcript).toContainText('The reply has no choices (choices: []): "{\\"id\\":\\"chatcmpl-empty\\"', { timeout: 20_000 });
    await expect(transcript).not.toContainText('finish_reason: undefined');

    // The key was sent to the server, and is kept for this tab only.
    expect(proxy.forwarded.at(-1)!.headers.authorization).toBe(`Bearer ${KEY}`);
    const storage = await page.evaluate(() => ({
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    }));
    expect(storage.session).toContain(KEY);
    expect(storage.local).not.toContain(KEY);
  });
});
