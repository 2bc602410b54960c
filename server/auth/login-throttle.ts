// Per-account login throttling (OWASP, NIST 800-63B §5.2.2): from the 5th failure in a row each
// next try waits twice as long (1 s, 2 s, 4 s …); the 10th locks the account for 15 minutes.
// A success clears it all.

export const DELAY_FROM_FAILURE = 5
export const LOCK_AT_FAILURE = 10
export const LOCK_MS = 15 * 60_000

export interface ThrottleState {
  failed_logins: number
  next_attempt_at: number
  locked_until: number
}

export type Gate =
  | { open: true }
  | { open: false; reason: 'locked'; minutes: number }
  | { open: false; reason: 'wait'; seconds: number }

export function gate(state: ThrottleState, now: number): Gate {
  if (state.locked_until > now)
    return { open: false, reason: 'locked', minutes: Math.ceil((state.locked_until - now) / 60_000) }
  if (state.next_attempt_at > now)
    return { open: false, reason: 'wait', seconds: Math.ceil((state.next_attempt_at - now) / 1000) }
  return { open: true }
}

export function afterFailure(state: ThrottleState, now: number): ThrottleState {
  const failures = state.failed_logins + 1
  if (failures >= LOCK_AT_FAILURE)
    return { failed_logins: 0, next_attempt_at: 0, locked_until: now + LOCK_MS }
  const delay = failures >= DELAY_FROM_FAILURE ? 1000 * 2 ** (failures - DELAY_FROM_FAILURE) : 0
  return { failed_logins: failures, next_attempt_at: now + delay, locked_until: 0 }
}

export const cleared: ThrottleState = { failed_logins: 0, next_attempt_at: 0, locked_until: 0 }

/** Failures left before the lock, told to the user once the delays have started. */
export function failuresLeft(state: ThrottleState): number | null {
  return state.failed_logins >= DELAY_FROM_FAILURE ? LOCK_AT_FAILURE - state.failed_logins : null
}
