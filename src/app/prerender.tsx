import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { pageSource } from './pageSource';
import { Page } from './Page';

/** One exercise's page as the build writes it: where it goes, its title, and the markup of the page's root. */
export interface PrerenderedPage {
  slug: string;
  title: string;
  html: string;
}

/**
 * Every exercise's page, rendered at build time (plugins/prerender.ts loads this module in Node): the
 * same tree the page hydrates in main.tsx, so React finds in the HTML exactly what it renders first.
 */
export async function renderExercisePages(): Promise<PrerenderedPage[]> {
  const pages: PrerenderedPage[] = [];
  for (const entry of pageSource.catalog) {
    await pageSource.load(entry.slug);
    const html = renderToString(
      <StrictMode>
        <Page source={pageSource} prerendered={entry.slug} />
      </StrictMode>,
    );
    pages.push({ slug: entry.slug, title: entry.title, html });
  }
  return pages;
}
