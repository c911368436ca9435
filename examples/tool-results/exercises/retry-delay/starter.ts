export function retryDelay(attempt: number, baseMs: number, maxMs: number): number {
  return baseMs;
}
