// import() types, not import declarations: an ambient module may not import by a relative path,
// and with skipLibCheck the declaration's error went unseen and left these typed `any`.
declare module 'virtual:exercises' {
  /** Every valid exercise's name and place, in track order (see plugins/exercisesPlugin.ts). */
  export const catalog: import('./exercise/catalog').ExerciseEntry[];
  /** Problems of broken exercise folders; only ever non-empty during `npm run dev`. */
  export const problems: import('./exercise/problems').Problem[];
  /** Each exercise's data by slug, fetched (as a chunk of its own) when first asked for. */
  export const loaders: Record<string, () => Promise<import('./exercise/types').Exercise | undefined>>;
}

declare module 'virtual:all-exercises' {
  /** Every valid exercise, in track order, as the page gets each: for tests only (the page loads one at a time). */
  export const exercises: import('./exercise/types').Exercise[];
}

declare module 'virtual:exercise-mistakes' {
  /** Known-wrong solutions by exercise slug, then by file name (for the instructor view): `.ts` TypeScript, `.py` Python. */
  export const mistakes: Record<string, Record<string, string>>;
  /** Each exercise's mutation score as `npm run exercises:mutate` last recorded it (absent when never run). */
  export const mutationScores: Record<string, import('./grading/mutationScore').MutationScore>;
}

declare module 'virtual:pyodide-files' {
  /** Pyodide's version, from the npm package. */
  export const pyodideVersion: string;
  /** Where the site serves Pyodide's files, relative to the page (see plugins/pyodideAssets.ts). */
  export const pyodideDir: string;
  /** The files the page fetches for the Python worker, with their sizes for the progress bar. */
  export const pyodideFiles: { name: string; bytes: number }[];
}

declare module 'virtual:course' {
  /** The course's words, from its course.yaml (plugins/coursePlugin.ts). */
  export const course: {
    /** The course's id (course.yaml): what its learners' submission files name. */
    id: string;
    /** The site's name: tab titles, the top bar. */
    title: string;
    /** The home page's heading. */
    heading: string;
    /** One sentence: the home page's first line. */
    description: string;
    /** The course's "about", rendered from markdown at build time; empty when it has none. */
    aboutHtml: string;
  };
}
