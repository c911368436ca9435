/**
 * Screenshots of the live model panel mid-transcript, for the docs:
 * docs/screenshots/live-model-{desktop,phone}.png. Serves the built site
 * (run `npm run build` first) and an OpenAI-compatible stub, drives Debian's
 * Chromium, and holds the model's second reply so the run is caught waiting.
 *
 *   npx tsx scripts/live-screenshots.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../e2e/support/browser.ts';
import { codeKey } from '../src/persistence/storageKeys.ts';
import { ROOT, startPreview } from '../e2e/support/server.ts';
import { answerReply, startOpenAIStub, toolCallReply } from '../e2e/support/openaiStub.ts';

const solution = readFileSync(join(ROOT, 'exercises', 'agent-loop', 'solution.ts'), 'utf8');
const site = await startPreview();
const stub = await startOpenAIStub();
const browser = await launchChromium();
try {
  for (const [name, viewport] of [
    ['desktop', { width: 1400, height: 900 }],
    ['phone', { width: 360, height: 780 }],
  ] as const) {
    const context = await browser.newContext({ viewport, colorScheme: 'light', deviceScaleFactor: name === 'phone' ? 2 : 1 });
    const page = await context.newPage();
    await page.goto(site.url);
    await page.evaluate(
      ([key, code]) => localStorage.setItem(key!, JSON.stringify({ code, savedAt: Date.now() })),
      [codeKey('agent-loop'), solution],
    );
    await page.goto(`${site.url}#/agent-loop`);
    const panel = page.getByRole('region', { name: 'Live model' });
    await panel.getByLabel('Base URL', { exact: true }).fill(stub.baseURL);
    await panel.getByLabel('Model', { exact: true }).fill('gpt-4o-mini');
    await panel.getByLabel('API key (optional)', { exact: true }).fill('sk-demo');
    stub.script(
      toolCallReply(
        { id: 'call_1', name: 'get_stock_price', arguments: '{"ticker":"NVDA"}' },
        { id: 'call_2', name: 'get_stock_price', arguments: '{"ticker":"AAPL"}' },
      ),
    );
    const held = stub.hold(answerReply('(released after the screenshot)'));
    await panel.getByRole('button', { name: 'Run live' }).click();
    await held.arrived;
    const waiting = panel.getByText(/Waiting for the model’s reply to request 2/);
    await waiting.waitFor();
    const path = join(ROOT, 'docs', 'screenshots', `live-model-${name}.png`);
    // Mid-transcript, as the learner sees it: the model's tool calls and the results sent back.
    if (name === 'desktop') await waiting.evaluate((line) => line.scrollIntoView({ block: 'end' }));
    else await panel.getByText('Reply 1 · finish_reason: tool_calls').evaluate((reply) => reply.scrollIntoView({ block: 'center' }));
    await page.screenshot({ path });
    console.log(`wrote ${path}`);
    await panel.getByRole('button', { name: 'Stop' }).click();
    held.release();
    await context.close();
  }
} finally {
  await browser.close();
  await stub.stop();
  await site.stop();
}
