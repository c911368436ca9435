// Mistake: forgets the cap.
export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  return baseMs * 2 ** (attempt - 1);
}
