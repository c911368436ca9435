/**
 * The benchmark's probe, run inside the page before any of the page's own scripts
 * (scripts/bench/page.ts injects it as an init script). It notes when things appear and offers
 * waits that resolve inside the page, so a measurement needs no Playwright round trip.
 *
 * This file runs in the browser, not in Node: it must import nothing and use nothing outside
 * `installPageProbe`, because only that function's compiled text reaches the page. It is compiled
 * with TypeScript's transpiler rather than handed to Playwright as a function, because tsx
 * (which runs the bench) wraps nested functions in a `__name` helper the page does not have.
 */

export interface BenchMarks {
  lesson: number | null;
  monaco: number | null;
  keydown: number | null;
  clicks: number[];
  verdicts: { at: number; text: string }[];
  settled: number[];
  pythonLoading: number | null;
  pythonReady: number | null;
}

/** `window.__bench`, as the bench's `page.evaluate` callbacks see it. */
export interface BenchWindow {
  __bench: {
    marks: BenchMarks;
    timeOrigin: number;
    editorShows(text: string): Promise<number>;
    editorLacks(text: string): Promise<number>;
    verdictCount(n: number): Promise<{ at: number; text: string }>;
    settledCount(n: number): Promise<number>;
    ready(): Promise<number>;
    pythonReady(): Promise<number>;
  };
}

export function installPageProbe(): void {
  const marks: BenchMarks = {
    lesson: null,
    monaco: null,
    keydown: null,
    clicks: [],
    verdicts: [],
    settled: [],
    pythonLoading: null,
    pythonReady: null,
  };
  let lastVerdict: Element | null = null;
  let busy = false;
  const waiters = new Set<{ test: () => boolean; done: (at: number) => void }>();
  const check = () => {
    const now = performance.now();
    if (marks.lesson === null) {
      const heading = document.querySelector('article[aria-label="Lesson"] h2');
      if (heading && heading.textContent) marks.lesson = now;
    }
    if (marks.monaco === null && document.querySelector('.monaco-editor .view-lines .view-line')) marks.monaco = now;
    // Python is ready when the progress bar it showed while loading has gone.
    const progress = document.querySelector('progress, [role="progressbar"]');
    if (marks.pythonLoading === null && progress) marks.pythonLoading = now;
    if (marks.pythonLoading !== null && marks.pythonReady === null && !progress) marks.pythonReady = now;
    const verdict = document.querySelector('section[aria-label="Results"] .summary-pass, section[aria-label="Results"] .summary-fail');
    // A verdict counts when it appears: a new element, or the same one back (the summary keeps its
    // element across Runs, and only drops its verdict class while a Run is busy).
    if (verdict && verdict !== lastVerdict)
      marks.verdicts.push({ at: now, text: (verdict.querySelector('strong') || verdict).textContent });
    lastVerdict = verdict;
    // The Run is over, generated cases included, when the results stop being busy.
    const results = document.querySelector('section[aria-label="Results"]');
    const nowBusy = results !== null && results.getAttribute('aria-busy') === 'true';
    if (busy && !nowBusy) marks.settled.push(now);
    busy = nowBusy;
    for (const waiter of waiters)
      if (waiter.test()) {
        waiters.delete(waiter);
        waiter.done(now);
      }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  document.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Z' && marks.keydown === null) marks.keydown = performance.now();
    },
    true,
  );
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('.run-button')) marks.clicks.push(performance.now());
    },
    true,
  );
  // Resolves with the page's clock at the moment `test` first holds (checked on every DOM change).
  const until = (test: () => boolean) =>
    new Promise<number>((done) => {
      if (test()) return done(performance.now());
      waiters.add({ test, done });
    });
  const editorText = () => document.querySelector('.monaco-editor .view-lines')?.textContent || '';
  const bench: BenchWindow['__bench'] = {
    marks,
    timeOrigin: performance.timeOrigin,
    editorShows: (text) => until(() => editorText().includes(text)),
    editorLacks: (text) => until(() => !editorText().includes(text)),
    verdictCount: (n) => until(() => marks.verdicts.length >= n).then(() => marks.verdicts[n - 1]!),
    settledCount: (n) => until(() => marks.settled.length >= n).then(() => marks.settled[n - 1]!),
    ready: () => until(() => marks.lesson !== null && marks.monaco !== null),
    pythonReady: () => until(() => marks.pythonReady !== null),
  };
  (window as unknown as BenchWindow).__bench = bench;
}
