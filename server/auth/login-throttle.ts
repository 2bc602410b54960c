// Sign-in throttling policies (OWASP, NIST 800-63B §5.2.2). Two counters guard each account:
// - per (account, network address): from the 5th failure in a row each next try waits twice as long
//   (1 s, 2 s, 4 s …); the 10th locks that address out of that account for 15 minutes;
// - per account, from anywhere: a softer slow-down that never locks. From the 20th failure within
//   15 minutes, addresses the account has not signed in from lately wait 1 s, 2 s … at most 60 s.
// So a guesser elsewhere cannot lock the real user out, and guessing from many addresses is slow.

export const DELAY_FROM_FAILURE = 5
export const LOCK_AT_FAILURE = 10
export const LOCK_MS = 15 * 60_000

export interface ThrottlePolicy {
  /** Failures before this many in a row count; older ones are forgotten. */
  windowMs: number
  /** [from the nth failure, wait before the next try], highest n first. */
  delays: ReadonlyArray<readonly [number, number]>
  /** The nth failure locks for lockMs; null: never locks. */
  lockAt: number | null
  lockMs: number
}

const doubling = (from: number, to: number, capMs = Number.POSITIVE_INFINITY) =>
  Array.from(
    { length: to - from + 1 },
    (_, i) => [to - i, Math.min(1000 * 2 ** (to - i - from), capMs)] as const,
  )

export const PER_ADDRESS: ThrottlePolicy = {
  windowMs: 24 * 3600_000,
  delays: doubling(DELAY_FROM_FAILURE, LOCK_AT_FAILURE - 1),
  lockAt: LOCK_AT_FAILURE,
  lockMs: LOCK_MS,
}

export const SLOW_DOWN_FROM_FAILURE = 20
export const SLOW_DOWN_CAP_MS = 60_000

export const PER_ACCOUNT: ThrottlePolicy = {
  windowMs: 15 * 60_000,
  delays: doubling(SLOW_DOWN_FROM_FAILURE, SLOW_DOWN_FROM_FAILURE + 6, SLOW_DOWN_CAP_MS),
  lockAt: null,
  lockMs: 0,
}

/** An address the account signed in from this recently is exempt from the per-account slow-down. */
export const KNOWN_ADDRESS_MS = 90 * 24 * 3600_000

/** The wait after the nth failure under `policy` (the highest step at or below n holds on). */
export function delayAfter(policy: ThrottlePolicy, n: number): number {
  if (policy.lockAt !== null && n >= policy.lockAt) return 0
  return policy.delays.find(([from]) => n >= from)?.[1] ?? 0
}

export type Gate =
  | { open: true }
  | { open: false; reason: 'locked'; minutes: number }
  | { open: false; reason: 'wait'; seconds: number }

export interface ThrottleState {
  next_attempt_at: number
  locked_until: number
}

export function gate(state: ThrottleState, now: number): Gate {
  if (state.locked_until > now)
    return { open: false, reason: 'locked', minutes: Math.ceil((state.locked_until - now) / 60_000) }
  if (state.next_attempt_at > now)
    return { open: false, reason: 'wait', seconds: Math.ceil((state.next_attempt_at - now) / 1000) }
  return { open: true }
}

/** Failures left before the lock, told to the user once the delays have started. */
export function failuresLeft(failed: number): number | null {
  return failed >= DELAY_FROM_FAILURE && failed < LOCK_AT_FAILURE ? LOCK_AT_FAILURE - failed : null
}
