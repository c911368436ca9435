import type { PythonStatus } from '../runner/python/pythonStatus';

const mb = (bytes: number) => (bytes / 1_000_000).toFixed(1);

/**
 * What the learner waits for after picking Python: the download of Pyodide
 * (about 12 MB, once: the browser keeps it) as a progress bar with the bytes
 * so far, then Python starting. Nothing once Python is ready.
 */
export function PythonProgress({ status }: { status: PythonStatus }) {
  if (status.phase === 'idle' || status.phase === 'ready') return null;
  if (status.phase === 'failed') {
    return (
      <p className="python-progress python-failed" role="alert">
        Python could not be loaded: {status.message}. Run again to retry.
      </p>
    );
  }
  const downloading = status.phase === 'downloading';
  const label = downloading ? `Downloading Python: ${mb(status.loaded)} of ${mb(status.total)} MB` : 'Starting Python…';
  return (
    <div className="python-progress" role="status">
      <span id="python-progress-label">{label}</span>
      {/* Without a value while Python starts: an indeterminate bar, since nothing counts that part. */}
      <progress
        aria-labelledby="python-progress-label"
        max={downloading ? status.total : undefined}
        value={downloading ? status.loaded : undefined}
      />
    </div>
  );
}
