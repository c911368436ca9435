/**
 * A newcomer's first green, per exercise and language: from the home page to the exercise, its opening and first
 * part open, only the first step written (first-step.ts|py, what exercises:check holds to that promise), one Run,
 * and one green step with the line that names it and the step to go on with. Each walk is taken on one of four
 * screens (wide or narrow, light or dark) in turn, so every screen meets at least two walks and both languages: a
 * walk is a whole page load and a Run, and taking each on two screens doubled the file's time in CI.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LanguageId } from '../src/core/language';
import { codeKeyFor } from '../src/exercise/forLanguage';
import { escapeRegExp, pasteCode, screenshot, ui, useBrowser } from './support/harness';
import { allExercises } from './support/exercise';
import { ROOT } from './support/server';

const { open } = useBrowser();

const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 360, height: 740 };
const SCREENS = [
  { name: '1280-light', viewport: WIDE, colorScheme: 'light' },
  { name: '360-dark', viewport: NARROW, colorScheme: 'dark' },
  { name: '1280-dark', viewport: WIDE, colorScheme: 'dark' },
  { name: '360-light', viewport: NARROW, colorScheme: 'light' },
] as const;

const walks = allExercises.flatMap((exercise) => exercise.languages.map((language: LanguageId) => ({ exercise, language })));

describe('a newcomer’s first green step', () => {
  test.each(
    walks.map((walk, index) => ({ ...walk, screen: SCREENS[index % SCREENS.length]!, label: `${walk.exercise.slug} in ${walk.language}` })),
  )(
    '$label, on a $screen.name screen: home, the first part, the first step alone, one green step and the next named',
    async ({ exercise, language, screen }) => {
      const { page, baseURL } = await open({ load: false, clipboard: true, viewport: screen.viewport, colorScheme: screen.colorScheme });
      await page.goto(baseURL);
      await page.getByRole('list', { name: 'Exercises' }).getByRole('link', { name: exercise.title }).click();
      await expect(page.getByRole('heading', { level: 1, name: exercise.title })).toBeVisible();
      await expect(ui(page).monaco).toBeVisible({ timeout: 30_000 });
      const other = exercise.languages.length > 1;
      if (other && language === 'python') {
        await page.getByRole('group', { name: 'Language' }).getByRole('radio', { name: 'Python' }).check();
      }
      // The editor holds this language's starter (its first line), and Python has started.
      const starter = language === 'python' && other ? exercise.python!.starter : exercise.starter;
      await expect(ui(page).editorLines).toContainText(starter.split('\n')[0]!.trim(), { timeout: 60_000 });
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 60_000 });

      // The opening, then the first step's part, open before any Run; the later parts folded.
      const [first, second] = exercise.steps;
      const count = exercise.steps.length;
      const part = (index: number, title: string, status = '') =>
        ui(page).lesson.getByRole('button', { name: new RegExp(`^Step ${index} of ${count} ${escapeRegExp(title)}${status}`) });
      await expect(part(1, first!.title)).toHaveAttribute('aria-expanded', 'true');
      await expect(part(2, second!.title)).toHaveAttribute('aria-expanded', 'false');
      await part(1, first!.title).scrollIntoViewIfNeeded();
      await screenshot(page, `first-step-${exercise.slug}-${language}-${screen.name}-lesson`);

      // Only the first step written: it passes, alone, and the page says so and names the step to go on with.
      const code = readFileSync(join(ROOT, 'exercises', exercise.slug, `first-step.${language === 'python' ? 'py' : 'ts'}`), 'utf8');
      await pasteCode(page, code, codeKeyFor(exercise.slug, language));
      await ui(page).runButton.click();
      await expect(ui(page).verdict).toHaveText(`1 of ${count} steps passed.`, { timeout: 60_000 });
      const summary = ui(page).summary;
      await expect(summary).toContainText(`Now passing: ${first!.title}. Next: `);
      const text = (await summary.textContent())!;
      const named = exercise.steps.find((step) => text.includes(`Next: ${step.title}.`))?.title;
      expect(named, 'the line names one of the exercise’s steps to go on with').toBeDefined();
      // Its part of the lesson is open, marked as the place to start.
      const index = exercise.steps.findIndex((step) => step.title === named) + 1;
      await expect(part(index, named!, ' .*Start here$')).toHaveAttribute('aria-expanded', 'true');
      await expect(part(1, first!.title, ' passed$')).toBeVisible();
      await expect(ui(page).results).toHaveAttribute('aria-busy', 'false', { timeout: 60_000 });
      await summary.scrollIntoViewIfNeeded();
      await screenshot(page, `first-step-${exercise.slug}-${language}-${screen.name}-green`);
    },
    120_000,
  );
});
