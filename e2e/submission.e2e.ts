/**
 * Handing work in (issue #17): a learner's Run, the submission file the page downloads, and the teacher's batch
 * grading of that file (in the built site's sandbox, as `npm run grade -- --batch` does), whose CSV row must say
 * what the page showed.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, test } from 'vitest';
import { identityOf } from '../src/exercise/courseIdentity';
import { loadCourseExercises, readCourse } from '../src/exercise/courseFromDisk';
import { gradeFolder } from '../src/tooling/submissions/batchGrade';
import { openGradingSession } from '../src/tooling/browserGrading/gradingSession';
import { CHROMIUM_PATH } from './support/browser';
import { gradesCsv } from '../src/tooling/submissions/gradesCsv';
import { exercise } from './support/exercise';
import { screenshot, ui, useBrowser } from './support/harness';
import { seriousViolations } from './support/axe';
import { ROOT } from './support/server';

const { open } = useBrowser();
const folder = mkdtempSync(join(tmpdir(), 'submissions-e2e-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A known mistake: it passes some steps and fails others, so the counts say something. */
const MISTAKE = exercise.mistakes['all-errors-of-block.ts']!;

/** Downloads through the form's button (pressed with Enter in the name field) and saves the file in `into`. */
async function download(page: Page, form: ReturnType<Page['getByRole']>, into: string): Promise<string> {
  const [file] = await Promise.all([page.waitForEvent('download'), form.getByLabel('Your name, as your teacher knows you').press('Enter')]);
  mkdirSync(into, { recursive: true });
  const path = join(into, file.suggestedFilename());
  await file.saveAs(path);
  return path;
}

/** The batch grader's CSV rows for a folder, as a teacher's spreadsheet reads them. */
async function grade(dir: string): Promise<Record<string, string>[]> {
  // The exercises as their files define them (the support's copies have their titles as the page shows them).
  const course = readCourse(ROOT);
  const exercises = new Map(loadCourseExercises(course).flatMap((r) => ('exercise' in r ? [[r.slug, r.exercise] as const] : [])));
  const grader = await openGradingSession({ course, jobs: 1, languages: ['typescript', 'python'], browser: CHROMIUM_PATH, log: () => {} });
  try {
    const batch = await gradeFolder(
      dir,
      { identity: identityOf(course.course), exercises },
      { grade: (requests) => grader.grade(requests), jobs: 1 },
    );
    return parse(gradesCsv(batch.files.flatMap((f) => f.rows)), { columns: true }) as Record<string, string>[];
  } finally {
    await grader.close();
  }
}

describe('downloading a submission and grading it', () => {
  test('the CSV row of a downloaded exercise says what the page showed', async () => {
    const { page } = await open({ savedCode: MISTAKE, viewport: { width: 1280, height: 800 } });
    const { runButton, toolbar, verdict } = ui(page);
    await runButton.click();
    await expect(verdict).toBeVisible({ timeout: 60_000 });
    const [, passed, total] = /^(\d+) of (\d+) steps passed\.$/.exec((await verdict.textContent()) ?? '') ?? [];
    expect(passed, 'the mistake fails a step').toBeDefined();

    // By keyboard: the toolbar's button opens the panel and puts the caret in the name field.
    const toggle = toolbar.getByRole('button', { name: 'Download submission' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('group', { name: 'Download submission' });
    const name = panel.getByLabel('Your name, as your teacher knows you');
    await expect(name).toBeFocused();
    await name.fill('Ada Lovelace');
    await screenshot(page, 'submission-exercise-1280');
    expect(await seriousViolations(page)).toEqual([]);
    const file = await download(page, panel, join(folder, 'exercise'));
    await expect(panel.getByRole('status')).toHaveText(
      /^Downloaded tool-calling-parse-tool-calls-ada-lovelace-.+\.submission\.json with your code\./,
    );

    const [row] = await grade(join(folder, 'exercise'));
    expect(row).toMatchObject({
      learner: 'Ada Lovelace',
      exercise: exercise.slug,
      language: 'typescript',
      status: 'failed',
      steps_passed: passed,
      steps_total: total,
      browser_verdict: 'failed',
      browser_agrees: 'yes',
    });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ entries: [{ code: MISTAKE, verdict: { ofThisCode: true } }] });

    await page.getByRole('link', { name: 'All exercises' }).click();
    const handIn = page.getByRole('region', { name: 'Hand in your work' });
    await handIn.scrollIntoViewIfNeeded();
    await screenshot(page, 'submission-home-1280');
  }, 180_000);

  test('the home page hands in the whole course under the name given before, and fits a phone', async () => {
    const { page } = await open({ savedCode: exercise.solution, viewport: { width: 360, height: 740 } });
    // Open the exercise's panel once to give the name, as a learner does on their first download.
    await ui(page).toolbar.getByRole('button', { name: 'Download submission' }).click();
    const panel = page.getByRole('group', { name: 'Download submission' });
    await panel.getByLabel('Your name, as your teacher knows you').fill('Grace Hopper');
    await download(page, panel, join(folder, 'scratch'));
    await screenshot(page, 'submission-exercise-360');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('link', { name: 'All exercises' }).click();
    const handIn = page.getByRole('region', { name: 'Hand in your work' });
    const name = handIn.getByLabel('Your name, as your teacher knows you');
    expect(await name.inputValue()).toBe('Grace Hopper');
    await handIn.scrollIntoViewIfNeeded();
    const box = (await handIn.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    const file = await download(page, handIn, join(folder, 'course'));
    await expect(handIn.getByRole('status')).toHaveText(/^Downloaded tool-calling-course-grace-hopper-/);
    await screenshot(page, 'submission-home-360');
    expect(await seriousViolations(page)).toEqual([]);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({
      learner: 'Grace Hopper',
      entries: [{ exercise: exercise.slug, code: exercise.solution }],
    });
    // Never Run: the file claims no verdict, and the regrade says what the code does.
    const [row] = await grade(join(folder, 'course'));
    expect(row).toMatchObject({ learner: 'Grace Hopper', status: 'passed', browser_verdict: 'none', browser_agrees: '' });
  }, 180_000);
});
