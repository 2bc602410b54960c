// Retry delay for transient failures: 1 s doubling per attempt, ±20 % jitter so devices that lost
// the same Wi-Fi do not retry in step, capped at 5 minutes for a server that answered (an overloaded
// server must not be hammered) and at 30 s when nothing answered at all: a device cannot tell a dead
// network from a dead server, browsers do not always fire `online` when the network returns
// (WebKit never; Chromium not for a page loaded while offline), and a refused connection costs the
// server nothing, so the queue should not sit for minutes after the Wi-Fi is back.
export const FIRST_RETRY_MS = 1000
export const MAX_RETRY_MS = 5 * 60_000
export const UNREACHABLE_RETRY_MAX_MS = 30_000

export function retryDelay(attempt: number, random: () => number = Math.random, cap = MAX_RETRY_MS): number {
  const base = Math.min(cap, FIRST_RETRY_MS * 2 ** Math.max(0, attempt - 1))
  return Math.min(cap, Math.round(base * (0.8 + 0.4 * random())))
}
