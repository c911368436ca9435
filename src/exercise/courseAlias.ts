/**
 * The import alias (vite.config.ts `resolve.alias`) of the course's exercises folder, wherever it
 * is on disk: `import.meta.glob('@playground-course/*\/driver.ts')` finds the course's drivers.
 */
export const COURSE_ALIAS = '@playground-course';

/** The glob's module for one exercise's file, whatever form the bundler gave its keys. */
export function globbed<T>(modules: Record<string, T>, slug: string, file: string): T | undefined {
  const suffix = `/${slug}/${file}`;
  for (const key of Object.keys(modules)) if (key.endsWith(suffix)) return modules[key];
  return undefined;
}
