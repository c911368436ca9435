// Mistake: doubles already for the first retry (2 ** attempt).
export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** attempt);
}
