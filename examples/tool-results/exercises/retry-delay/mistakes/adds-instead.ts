// Mistake: adds baseMs each time instead of doubling.
export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * attempt);
}
