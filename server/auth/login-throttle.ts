// Sign-in throttling policies (OWASP, NIST 800-63B §5.2.2). Two counters guard each account:
// - per (account, network address): from the 5th failure in a row each next try waits twice as long
//   (1 s, 2 s, 4 s …); the 10th locks that address out of that account for 15 minutes;
// - per account, from anywhere: a softer slow-down that never locks. From the 20th failure within
//   15 minutes, an address that has failed for the account waits 1 s, 2 s … at most 60 s before its
//   next try; a fresh address (the owner on a new phone) is let in at once, until the account has
//   had 100 failures in 15 minutes (NIST 800-63B's bound), when fresh addresses wait too.
// Addresses the account signed in from lately are exempt. So a guesser elsewhere can neither lock
// nor slow the real user, and guessing from many addresses is slow (throttle the guesser, not the
// owner). Names no account has are counted the same way, so their answers say nothing.

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
/** From this many failures within 15 minutes, fresh addresses are slowed down too. */
export const FRESH_ADDRESSES_SLOWED_FROM = 100

/** The account as a whole: counts every failure from addresses it is not known at. */
export const PER_ACCOUNT: ThrottlePolicy = {
  windowMs: 15 * 60_000,
  delays: doubling(FRESH_ADDRESSES_SLOWED_FROM, FRESH_ADDRESSES_SLOWED_FROM + 6, SLOW_DOWN_CAP_MS),
  lockAt: null,
  lockMs: 0,
}

/** The wait an address that tried (and may fail) puts on its own next try, under the account's pressure. */
export const UNDER_PRESSURE: ThrottlePolicy = {
  windowMs: 15 * 60_000,
  delays: doubling(SLOW_DOWN_FROM_FAILURE, SLOW_DOWN_FROM_FAILURE + 6, SLOW_DOWN_CAP_MS),
  lockAt: null,
  lockMs: 0,
}

/**
 * Argon2 work one network address may ask for: 60 checks with no 10-minute pause, names no account
 * has included; each success gives one back. Beyond it: 429 with Retry-After until the pause.
 */
export const ADDRESS_BUDGET: ThrottlePolicy = {
  windowMs: 10 * 60_000,
  delays: [],
  lockAt: 60,
  lockMs: 10 * 60_000,
}

/**
 * Checks an account may ask for in the owner's lane, from all the addresses and browsers it signed
 * in from together: 30 in 10 minutes, successes included (a success gives none back: someone who knows their
 * own password is the one who could flood the lane). Beyond it: 429 with Retry-After until the pause.
 */
export const OWNER_BUDGET: ThrottlePolicy = {
  windowMs: 10 * 60_000,
  delays: [],
  lockAt: 30,
  lockMs: 10 * 60_000,
}

/** Manager approvals asked from one till (the requesting account on one device): as a sign-in. */
export const GRANT_PER_DEVICE: ThrottlePolicy = PER_ADDRESS

/** Manager approvals asked by one account from all its devices: locked after 20 failures. */
export const GRANT_PER_REQUESTER: ThrottlePolicy = {
  windowMs: 15 * 60_000,
  delays: [],
  lockAt: 20,
  lockMs: LOCK_MS,
}

/** Approvals in one manager's name, from every till: slowed from the 20th failure, never locked. */
export const GRANT_PER_MANAGER: ThrottlePolicy = UNDER_PRESSURE

/** What the manager is told: failures per requesting account, remembered for a day. */
export const GRANT_NOTICE: ThrottlePolicy = {
  windowMs: 24 * 3600_000,
  delays: [],
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
