/**
 * `load`, called at most once while it succeeds: every caller shares its
 * promise. A failed load (a flaky connection, a site updated meanwhile) is
 * forgotten, so the next call tries again instead of failing for the page's
 * lifetime. Used for the workers' code and Pyodide's files, fetched on first use.
 */
export function onceUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
}
