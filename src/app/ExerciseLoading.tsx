/** What shows in the moment between opening an exercise and its data arriving, or when it cannot arrive. */
export function ExerciseLoading({ title, failure, onRetry }: { title: string; failure?: string; onRetry: () => void }) {
  if (failure === undefined) {
    return (
      <main className="exercise-loading" aria-busy="true">
        <p className="loading">Loading “{title}”…</p>
      </main>
    );
  }
  return (
    <main className="exercise-loading">
      <div role="alert">
        <h2>“{title}” could not be loaded</h2>
        <p>The page could not fetch this exercise ({failure}). Check your connection, then try again; your saved code is kept.</p>
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      </div>
    </main>
  );
}
