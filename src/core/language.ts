/** The languages an exercise can be written in. */
export type LanguageId = 'typescript' | 'python';

/** How each language is named to people (the language switch, the mutation score, the instructor view). */
export const LANGUAGE_NAMES: Record<LanguageId, string> = { typescript: 'TypeScript', python: 'Python' };
