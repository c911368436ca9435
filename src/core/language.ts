/** The languages an exercise can be written in. */
export type LanguageId = 'typescript' | 'python';

/** How each language is named to people (the language switch, the mutation score, the instructor view). */
export const LANGUAGE_NAMES: Record<LanguageId, string> = { typescript: 'TypeScript', python: 'Python' };

/** Why code in `language` is not run: the page has no runner for it (Python, when the app has none). */
export const cannotRunHere = (language: LanguageId) => `${LANGUAGE_NAMES[language]} cannot run on this page`;
