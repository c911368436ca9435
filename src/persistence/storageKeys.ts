/**
 * Every name this site gives to what it keeps in the browser: the one place
 * the prefix is spelled. The prefix is a promise to learners, not a detail:
 * their code from earlier visits is stored under it, so changing it (or `v1`)
 * loses that code unless something migrates it. The browser tests and the
 * bench import these too, so they seed and read exactly what the app uses.
 */
export const BUILT_IN_STORAGE_PREFIX = 'tool-calling-playground:v1';

/** Set by vite.config.ts from the course (course.yaml's id, or the built-in course's storageKey: this same prefix). */
declare const __PLAYGROUND_STORAGE_PREFIX__: string | undefined;

/**
 * The prefix of everything this site keeps: the course's, so two courses on one origin never read or
 * overwrite each other's code (src/exercise/courseFile.ts, storagePrefixFor). Outside a Vite build
 * (the browser tests, the bench, in Node) nothing defines it, and it is the built-in course's.
 */
export const STORAGE_PREFIX = typeof __PLAYGROUND_STORAGE_PREFIX__ === 'string' ? __PLAYGROUND_STORAGE_PREFIX__ : BUILT_IN_STORAGE_PREFIX;

/** localStorage: the learner's code for one exercise (a slug, or `slug.py` for Python: see `codeKeyFor`). */
export const codeKey = (slug: string) => codeKeyIn(STORAGE_PREFIX, slug);

/** The same, in the course whose prefix is given (a browser test of another course's site). */
export const codeKeyIn = (prefix: string, slug: string) => `${prefix}:code:${slug}`;

/** localStorage: the code a Reset or another tab replaced, so it can be brought back. */
export const backupKey = (slug: string) => `${STORAGE_PREFIX}:backup:${slug}`;

/**
 * localStorage: the code of the last shared link opened over the learner's own code, with the
 * learner's edits to it, and whether the editor shows it. A link's code lives only here: it
 * never takes the place of the learner's own code under `codeKey` (issue #22).
 */
export const linkDraftKey = (slug: string) => `${STORAGE_PREFIX}:link-draft:${slug}`;

/** localStorage: the marker of a Run under way (see runJournal.ts). */
export const runningKey = (slug: string) => `${STORAGE_PREFIX}:running:${slug}`;

/** A Web Lock, not storage: held by the tab running `slug`, so a second tab does not take the marker for a crash. */
export const runLockName = (slug: string) => `${STORAGE_PREFIX}:run:${slug}`;

/** localStorage: the language the learner chose for one exercise. */
export const languageKey = (slug: string) => `${STORAGE_PREFIX}:language:${slug}`;

/** localStorage: the language the learner chose last, in any exercise: where an exercise they have not opened starts. */
export const lastLanguageKey = () => `${STORAGE_PREFIX}:language`;

/** localStorage: how many hints are revealed (a slug, or `slug.py`). */
export const hintsKey = (slug: string) => `${STORAGE_PREFIX}:hints:${slug}`;

/** localStorage: the page's layout the learner set (how the editor and the results share their column). */
export const LAYOUT_KEY = `${STORAGE_PREFIX}:layout`;

/** localStorage: the learner's progress through the track. */
export const PROGRESS_KEY = `${STORAGE_PREFIX}:progress`;

/** localStorage: the live panel's base URL and model. */
export const LIVE_ENDPOINT_KEY = `${STORAGE_PREFIX}:live-endpoint`;

/** sessionStorage only: the live panel's API key (docs/security.md). */
export const LIVE_API_KEY_KEY = `${STORAGE_PREFIX}:live-api-key`;

/** localStorage: the results of the last finished Run of one exercise (a slug, or `slug.py`), shown again on the next visit. */
export const lastRunKey = (slug: string) => `${STORAGE_PREFIX}:last-run:${slug}`;

/** localStorage: the name a learner puts on their submission files, asked once and offered again. */
export const LEARNER_NAME_KEY = `${STORAGE_PREFIX}:learner-name`;
