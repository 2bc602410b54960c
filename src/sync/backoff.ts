// Retry delay for transient failures: 1 s doubling per attempt, ±20 % jitter so devices that lost
// the same Wi-Fi do not retry in step, capped at 5 minutes.
export const FIRST_RETRY_MS = 1000
export const MAX_RETRY_MS = 5 * 60_000

export function retryDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1))
  return Math.min(MAX_RETRY_MS, Math.round(base * (0.8 + 0.4 * random())))
}
