/** The languages an exercise can be written in. */
export type LanguageId = 'typescript' | 'python';
