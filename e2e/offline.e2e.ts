/**
 * After one visit the whole site works without a network: lesson, Monaco,
 * running code, other exercises. A new version is picked up on the next
 * visit, and the learner's code survives it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { savedCode, ui, useBrowser } from './support/harness';
import { ROOT, startPreview, type PreviewServer } from './support/server';
import { SLUG } from './support/exercise';

const { open } = useBrowser();

/** Resolves once the service worker controls the page, i.e. it has precached the site. */
async function waitUntilOfflineReady(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((done) => navigator.serviceWorker.addEventListener('controllerchange', () => done(), { once: true }));
  });
}

describe('offline', () => {
  test('after one visit, the lesson, the editor, a Run and another exercise all work with the network cut', async () => {
    const { page, context, baseURL } = await open({ offlineCopy: true });
    await waitUntilOfflineReady(page);
    await context.setOffline(true);

    await page.reload();
    await expect(ui(page).lesson.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(ui(page).monaco).toBeVisible({ timeout: 30_000 });
    await ui(page).runButton.click();
    await expect(ui(page).verdict).toBeVisible({ timeout: 30_000 });

    // An old link, as a learner may have bookmarked it: it moves to the exercise's page, offline too.
    await page.goto(`${baseURL}#/validate-and-retry`);
    await expect(page).toHaveURL(`${baseURL}validate-and-retry/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Validating tool arguments and retrying' })).toBeVisible();
    await expect(ui(page).monaco).toBeVisible({ timeout: 30_000 });
    await ui(page).runButton.click();
    await expect(ui(page).verdict).toBeVisible({ timeout: 30_000 });
  });

  describe('a new version', () => {
    let site: string;
    let server: PreviewServer;
    beforeAll(async () => {
      // A copy of the built site, which the test turns into "the next version" in place.
      site = mkdtempSync(join(tmpdir(), 'playground-site-'));
      cpSync(join(ROOT, 'dist'), site, { recursive: true });
      server = await startPreview({ outDir: site });
    });
    afterAll(async () => {
      await server?.stop();
      rmSync(site, { recursive: true, force: true });
    });

    test('is picked up on the next visit, and the learner’s code survives it', async () => {
      const { page } = await open({ baseURL: server.url, savedCode: '// my code, before the update\n', offlineCopy: true });
      await waitUntilOfflineReady(page);
      const version = () => page.evaluate(() => document.querySelector('meta[name="site-version"]')?.getAttribute('content') ?? 'first');
      expect(await version()).toBe('first');

      // Deploy a new version: the pages carry a marker (the home page, and the exercise's own, which the
      // test is on), and the service worker's precache list says they changed.
      const sw = join(site, 'sw.js');
      for (const html of ['index.html', `${SLUG}/index.html`]) {
        const file = join(site, html);
        writeFileSync(file, readFileSync(file, 'utf8').replace('</head>', '<meta name="site-version" content="second"></head>'));
        const entry = new RegExp(`(\\{url:"${html.replace('.', '\\.')}",revision:")[0-9a-f]+"`);
        expect(readFileSync(sw, 'utf8')).toMatch(entry);
        writeFileSync(sw, readFileSync(sw, 'utf8').replace(entry, '$1v2"'));
      }

      // A later visit finds the new service worker, which takes over and serves the new version. Each
      // try loads the page, asks the browser to look for a new worker, and reads the version. The new
      // worker may take over in the middle of a load, and Chromium then aborts that load: the next try
      // loads again (a learner would just see the page load). The new worker first precaches every
      // file of the site: on a loaded CI machine that once took more than 30 s, hence the patience.
      await expect
        .poll(
          async () => {
            try {
              await page.reload();
              await page.evaluate(async () => {
                const registration = await navigator.serviceWorker.getRegistration();
                await registration?.update();
              });
              return await version();
            } catch (error) {
              if (/ERR_ABORTED|frame was detached|Execution context was destroyed/.test(String(error))) return 'a load cut short';
              throw error;
            }
          },
          { timeout: 90_000 },
        )
        .toBe('second');
      await expect(ui(page).monaco).toBeVisible({ timeout: 30_000 });
      expect(await savedCode(page)).toBe('// my code, before the update\n');
    }, 150_000);
  });
});
