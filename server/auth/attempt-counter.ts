// Sign-in attempts, counted atomically BEFORE the password is checked: each attempt claims its
// number in one conditional UPDATE (the gate and the count in the same statement), so parallel
// guesses are each counted and each meet the delay or lock their predecessors set. A success
// clears its (account, address) counter; the per-account one only ages out. A name no account has
// is counted like an account of that name, so it answers exactly as a real one would (issue 38).
// A browser the account signed in from before (its device proof, OWASP's "device cookies") is
// counted on its own: guesses from the owner's network address cannot lock the owner's device.
import { createHash } from 'node:crypto'
import { type Expression, type SqlBool, sql, type Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import type { Db } from '../db/connection.ts'
import { inTransaction } from '../db/group-commit.ts'
import type { Database } from '../db/schema.ts'
import { ApiFailure } from '../http/envelope.ts'
import { Argon2Busy, type Lane } from './argon2-gate.ts'
import {
  ADDRESS_BUDGET,
  delayAfter,
  failuresLeft,
  type Gate,
  gate,
  KNOWN_ADDRESS_MS,
  OWNER_BUDGET,
  PER_ACCOUNT,
  PER_ADDRESS,
  type ThrottlePolicy,
  UNDER_PRESSURE,
} from './login-throttle.ts'
import { argon2Work, verifyPassword } from './passwords.ts'

export type AccountKind = 'user' | 'yun'
const ANYWHERE = '*'

/** One counter: whose password (a kind of account and its id), tried from where. */
export interface Key {
  kind: string
  accountId: number
  address: string
}

// A millisecond time as a bigint parameter: PostgreSQL would otherwise type a CASE branch int4.
const at = (ms: number) => sql<number>`cast(${ms} as bigint)`

export interface Claim {
  failed: number
  lastSuccessAt: number
}

/** This attempt's number under `policy`, or the closed gate that refused it (uncounted). */
export async function claim(db: Db, key: Key, policy: ThrottlePolicy, now: number): Promise<Claim | Gate> {
  await db
    .insertInto('login_attempts')
    .values({ kind: key.kind, account_id: key.accountId, address: key.address })
    .onConflict((oc) => oc.columns(['kind', 'account_id', 'address']).doNothing())
    .execute()
  const restart: Expression<SqlBool> =
    policy.lockAt === null
      ? sql<SqlBool>`last_failure_at < ${now - policy.windowMs}`
      : sql<SqlBool>`(last_failure_at < ${now - policy.windowMs} or failed >= ${policy.lockAt})`
  const n = sql<number>`(case when ${restart} then 1 else failed + 1 end)`
  const waits = policy.delays.map(([from, ms]) => sql`when ${n} >= ${from} then ${at(now + ms)}`)
  const nextAttemptAt = waits.length
    ? sql<number>`(case ${sql.join(waits, sql` `)} else ${at(0)} end)`
    : at(0)
  const lockedUntil =
    policy.lockAt === null
      ? at(0)
      : sql<number>`(case when ${n} >= ${policy.lockAt} then ${at(now + policy.lockMs)} else ${at(0)} end)`
  const row = await db
    .updateTable('login_attempts')
    .set({
      failed: n,
      // The lock-out failure itself waits nothing more: the lock is the wait.
      next_attempt_at:
        policy.lockAt === null
          ? nextAttemptAt
          : sql<number>`(case when ${n} >= ${policy.lockAt} then ${at(0)} else ${nextAttemptAt} end)`,
      locked_until: lockedUntil,
      last_failure_at: now,
    })
    .where('kind', '=', key.kind)
    .where('account_id', '=', key.accountId)
    .where('address', '=', key.address)
    .where('locked_until', '<=', now)
    .where('next_attempt_at', '<=', now)
    .returning(['failed', 'last_success_at'])
    .executeTakeFirst()
  if (row) return { failed: Number(row.failed), lastSuccessAt: Number(row.last_success_at) }
  const state = await db
    .selectFrom('login_attempts')
    .select(['next_attempt_at', 'locked_until'])
    .where('kind', '=', key.kind)
    .where('account_id', '=', key.accountId)
    .where('address', '=', key.address)
    .executeTakeFirstOrThrow()
  const g = gate(
    { next_attempt_at: Number(state.next_attempt_at), locked_until: Number(state.locked_until) },
    now,
  )
  // Opened between the two statements: refused for a second all the same (it was not counted).
  return g.open ? { open: false, reason: 'wait', seconds: 1 } : g
}

export const isClaim = (c: Claim | Gate): c is Claim => 'failed' in c

/** A sign-in refusal for a closed gate, in the words of a sign-in. */
export function refusal(g: Gate): ApiFailure {
  if (!g.open && g.reason === 'locked') return new ApiFailure(Code.unauthorized, 'locked', { m: g.minutes })
  return new ApiFailure(Code.unauthorized, 'throttled', { s: g.open ? 1 : g.seconds })
}

/** Whether the account signed in from this address lately (read only: nothing is counted). */
async function knownAt(db: Db, key: Key, now: number): Promise<boolean> {
  const row = await db
    .selectFrom('login_attempts')
    .select('last_success_at')
    .where('kind', '=', key.kind)
    .where('account_id', '=', key.accountId)
    .where('address', '=', key.address)
    .executeTakeFirst()
  return Number(row?.last_success_at ?? 0) > now - KNOWN_ADDRESS_MS
}

/** Makes `key`'s next try wait at least `ms` (an address under its account's pressure). */
async function waitAtLeast(db: Db, key: Key, ms: number, now: number): Promise<void> {
  if (ms <= 0) return
  await db
    .updateTable('login_attempts')
    .set({
      next_attempt_at: sql<number>`(case when next_attempt_at > ${at(now + ms)} then next_attempt_at else ${at(now + ms)} end)`,
    })
    .where('kind', '=', key.kind)
    .where('account_id', '=', key.accountId)
    .where('address', '=', key.address)
    .where('locked_until', '<=', now)
    .execute()
}

/** A right password clears `key`'s failures; `known`: and makes the address known to the account. */
export async function succeeded(db: Db, key: Key, now: number, known = true): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set({ failed: 0, next_attempt_at: 0, locked_until: 0, ...(known ? { last_success_at: now } : {}) })
    .where('kind', '=', key.kind)
    .where('account_id', '=', key.accountId)
    .where('address', '=', key.address)
    .execute()
}

/** The account's counter on the browser holding `device`; it exists once the account signed in there. */
const onDevice = (who: { kind: string; accountId: number }, device: string): Key => ({
  ...who,
  address: `device:${createHash('sha256').update(device).digest('hex').slice(0, 32)}`,
})

/** The account signed in on this browser: its later attempts there meet that browser's counter. */
async function rememberDevice(db: Db, key: Key, now: number): Promise<void> {
  await db
    .insertInto('login_attempts')
    .values({ kind: key.kind, account_id: key.accountId, address: key.address })
    .onConflict((oc) => oc.columns(['kind', 'account_id', 'address']).doNothing())
    .execute()
  await succeeded(db, key, now)
}

/** An attempt from a browser the account signed in on: only that browser's counter moves. */
async function countOnDevice(
  db: Db,
  key: Key,
  now: number,
): Promise<{ mine: Claim; known: boolean } | ApiFailure> {
  const mine = await claim(db, key, PER_ADDRESS, now)
  if (!isClaim(mine)) return refusal(mine)
  return (await spendOwnerBudget(db, key, now)) ?? { mine, known: true }
}

/** The counters of an account's checks in the owner's lane (its budget), beside its failures. */
const ownerLane = (kind: string) => `${kind}:owner-lane`

/**
 * The owner's lane spends a budget of its own, per account (from all its addresses and browsers:
 * a new browser's proof is minted by a success, so a budget per browser would multiply with them),
 * that successes spend too: past it, 429 before any Argon2, and the attempt counted on `key` goes back.
 */
async function spendOwnerBudget(db: Db, key: Key, now: number): Promise<ApiFailure | null> {
  const spent = await claim(db, { ...key, kind: ownerLane(key.kind), address: ANYWHERE }, OWNER_BUDGET, now)
  if (isClaim(spent)) return null
  await giveBackOne(db, key, now)
  return budgetRefusal(spent)
}

const budgetKey = (address: string): Key => ({ kind: 'address', accountId: 0, address })

/** The address spent its budget of Argon2 checks: 429 with the seconds until the pause is over. */
function budgetRefusal(g: Gate): ApiFailure {
  const seconds = g.open ? 1 : g.reason === 'locked' ? g.minutes * 60 : g.seconds
  return new ApiFailure(Code.tooManyRequests, 'signInBudget', { s: seconds })
}

/** A success gives its check back: people who sign in are not the flood. */
async function refundBudget(db: Db, address: string, now: number): Promise<void> {
  await giveBackOne(db, budgetKey(address), now)
}

/** Takes back one counted attempt that was no guess (it succeeded, or a later gate refused it). */
export async function giveBackOne(db: Db, key: Key, now: number): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set({ failed: sql<number>`(case when failed > 0 then failed - 1 else 0 end)` })
    .where('kind', '=', key.kind)
    .where('account_id', '=', key.accountId)
    .where('address', '=', key.address)
    .where('locked_until', '<=', now)
    .execute()
}

/** The Argon2 check itself, through the process's gate: 429 when its queue is full. */
export async function checkPassword(
  stored: string | null,
  password: string,
  lane: Lane,
  share?: string,
): Promise<boolean> {
  try {
    return await verifyPassword(stored, password, lane, share)
  } catch (e) {
    if (e instanceof Argon2Busy) throw new ApiFailure(Code.tooManyRequests, 'signInBusy', { s: e.seconds })
    throw e
  }
}

let unknownNames = 0
/**
 * Counters of names no account has are forgotten a day after their last failure (their window), so
 * a spray of random names does not grow the table without end; swept every 256th attempt.
 */
async function forgetOldNames(db: Db, now: number): Promise<void> {
  if (++unknownNames % 256 !== 0) return
  await db
    .deleteFrom('login_attempts')
    .where('kind', 'like', '%-name:%')
    .where('last_failure_at', '<', now - PER_ADDRESS.windowMs)
    .where('locked_until', '<=', now)
    .execute()
}

/** Whose counters an attempt moves: the account's, or those of a name no account has. */
export function counterOf(kind: string, comId: number, username: string, accountId: number | undefined) {
  // Hashed: what people type as a name is sometimes their password, and it need not be kept readable.
  const name = createHash('sha256').update(username).digest('hex').slice(0, 32)
  return accountId === undefined ? { kind: `${kind}-name:${name}`, accountId: comId } : { kind, accountId }
}

/**
 * Counts one attempt of `who` from `address` under every counter it meets, in order; the refusal of
 * the first closed gate is answered (not thrown), so what was counted before it stays counted.
 */
async function countAttempt(
  db: Db,
  who: { kind: string; accountId: number },
  address: string,
  now: number,
  entering: boolean,
): Promise<{ mine: Claim; known: boolean } | ApiFailure> {
  const pair: Key = { ...who, address }
  const mine = await claim(db, pair, PER_ADDRESS, now)
  if (!isClaim(mine)) return refusal(mine)
  const known = entering && mine.lastSuccessAt > now - KNOWN_ADDRESS_MS
  if (known) return (await spendOwnerBudget(db, pair, now)) ?? { mine, known }
  const all = await claim(db, { ...who, address: ANYWHERE }, PER_ACCOUNT, now)
  if (!isClaim(all)) return refusal(all)
  // Under the account's pressure this address's next try waits; its first one went ahead.
  await waitAtLeast(db, pair, delayAfter(UNDER_PRESSURE, all.failed), now)
  const spent = await claim(db, budgetKey(address), ADDRESS_BUDGET, now)
  if (!isClaim(spent)) return budgetRefusal(spent)
  return { mine, known }
}

export interface Attempt {
  kind: AccountKind
  /** The browser's device proof (server/http/device-proof.ts), when the route has one. */
  device?: string
  /** The company the name was looked up in (0 where names are global). */
  comId: number
  username: string
  address: string
  password: string
  now: number
}

/**
 * Checks `password` against the account found by name under both throttles and the address's
 * budget; returns the account on success, throws the refusal otherwise (wrong name or password,
 * wait, locked, 429). The password is checked only once counted, and a name no account has meets
 * the same counters, the same Argon2 work and the same words. `mayEnter`: whether the account may
 * sign in at all (an account awaiting approval may not); only then does a success make the address
 * and browser known to it (the owner's lane) and give the address's budget back.
 */
export async function verifyThrottled<A extends { id: number; password_hash: string }>(
  db: Db,
  attempt: Attempt,
  account: A | undefined,
  mayEnter: (account: A) => boolean = () => true,
): Promise<A> {
  const { address, now } = attempt
  await forgetOldNames(db, now)
  const who = counterOf(attempt.kind, attempt.comId, attempt.username, account?.id)
  // The device's counter is read for unknown names too (it never exists for them): same work, same time.
  const device = attempt.device ? onDevice(who, attempt.device) : null
  // Only an account that may sign in has addresses and browsers of its own (one signed up and
  // awaiting approval is anyone, wherever it signed in before).
  const entering = account !== undefined && mayEnter(account)
  const trusted = device !== null && (await knownAt(db, device, now)) && entering
  const pair: Key = trusted ? device : { ...who, address }
  // A flood beyond what the Argon2 queue takes is turned away before it writes anything: its
  // counters would cost the database what the owner's sign-in needs. Known addresses go on.
  const busy = argon2Work.full(address)
  if (busy !== null && !trusted && !(await knownAt(db, pair, now)))
    throw new ApiFailure(Code.tooManyRequests, 'signInBusy', { s: busy })
  // The counting is one transaction (on SQLite a savepoint of a shared one, server/db/group-commit.ts):
  // a flood of attempts shares its commits instead of queueing one fsync per counter before the owner.
  const counted = await inTransaction(db, (trx) =>
    trusted ? countOnDevice(trx, pair, now) : countAttempt(trx, who, address, now, entering),
  )
  if (counted instanceof ApiFailure) throw counted
  const { mine, known } = counted
  // The owner's lane is shared per account (at most two checks of one account in it at once).
  const lane = known ? 'owner' : 'anyone'
  const share = known ? `${who.kind}:${who.accountId}` : address
  if (await checkPassword(account?.password_hash ?? null, attempt.password, lane, share)) {
    // Not yet let in (awaiting approval): its failures clear, but nothing becomes known and the
    // address's budget is not given back, so a right password of such an account floods nothing.
    if (!entering) {
      await succeeded(db, pair, now, false)
      return account!
    }
    await inTransaction(db, async (trx) => {
      await succeeded(trx, pair, now)
      if (device && !trusted) await rememberDevice(trx, device, now)
      if (!known) await refundBudget(trx, address, now)
    })
    return account!
  }
  if (PER_ADDRESS.lockAt !== null && mine.failed >= PER_ADDRESS.lockAt)
    throw new ApiFailure(Code.unauthorized, 'locked', { m: Math.ceil(PER_ADDRESS.lockMs / 60_000) })
  const left = failuresLeft(mine.failed)
  if (left !== null) throw new ApiFailure(Code.unauthorized, 'badCredentialsLeft', { n: left })
  throw new ApiFailure(Code.unauthorized, 'badCredentials')
}

/** The company's account of that name, if this is its password (checked as `verifyThrottled` does). */
export async function userByPassword(
  db: Db,
  comId: number,
  username: string,
  password: string,
  address: string,
  now: number,
  device?: string,
) {
  const found = await db
    .selectFrom('users')
    .selectAll()
    .where('com_id', '=', comId)
    .where('username', '=', username)
    .executeTakeFirst()
  return verifyThrottled(
    db,
    { kind: 'user', comId, username, address, password, now, device },
    found,
    (user) => user.approved === 1,
  )
}

/** The admin's unlock: every counter of the account, from every address, its owner's-lane budget too. */
export async function clearAttempts(
  db: Db | Transaction<Database>,
  kind: AccountKind,
  accountId: number,
): Promise<number> {
  const result = await db
    .deleteFrom('login_attempts')
    .where('kind', 'in', [kind, ownerLane(kind)])
    .where('account_id', '=', accountId)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
