/** How often a long batch says which files it is still on. */
const NOTE_EVERY_MS = 30_000;

const duration = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 60 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

/**
 * The batch's progress on a terminal or in a CI log: a line per file as it is done (`[ 12/200] …`, with the time
 * left at the pace so far), and every 30 s the files still being graded and for how long, so a slow start
 * (a busy machine starting Python) shows as waiting, never as a learner's failure.
 */
export function batchProgress(log: (line: string) => void, now: () => number = () => performance.now()) {
  const began = now();
  const running = new Map<string, number>();
  let lastDone = 0;
  let lastTotal = 0;
  const timer = setInterval(() => {
    const slow = [...running].filter(([, since]) => now() - since >= NOTE_EVERY_MS);
    if (slow.length === 0) return;
    log(
      `  … ${lastDone}/${lastTotal || '?'} done; still grading ${slow.map(([file, since]) => `${file} (${duration(now() - since)})`).join(', ')}`,
    );
  }, NOTE_EVERY_MS);
  timer.unref();
  return {
    started(file: string) {
      running.set(file, now());
    },
    finished(line: string, file: string, done: number, total: number) {
      running.delete(file);
      lastDone = done;
      lastTotal = total;
      const elapsed = now() - began;
      const left = done < total ? `, about ${duration((elapsed / done) * (total - done))} left` : ` in ${duration(elapsed)}`;
      log(`  [${String(done).padStart(String(total).length)}/${total}${left}] ${line}`);
    },
    end() {
      clearInterval(timer);
    },
  };
}
