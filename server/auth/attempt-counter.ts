// Sign-in attempts, counted atomically BEFORE the password is checked: each attempt claims its
// number in one conditional UPDATE (the gate and the count in the same statement), so parallel
// guesses are each counted and each meet the delay or lock their predecessors set. A success
// clears its (account, address) counter; the per-account one only ages out.
import { type Expression, type SqlBool, sql, type Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import type { Db } from '../db/connection.ts'
import type { Database } from '../db/schema.ts'
import { ApiFailure } from '../http/envelope.ts'
import {
  failuresLeft,
  gate,
  KNOWN_ADDRESS_MS,
  PER_ACCOUNT,
  PER_ADDRESS,
  type ThrottlePolicy,
} from './login-throttle.ts'
import { verifyPassword } from './passwords.ts'

export type AccountKind = 'user' | 'yun'
const ANYWHERE = '*'

interface Key {
  kind: AccountKind
  accountId: number
  address: string
}

// A millisecond time as a bigint parameter: PostgreSQL would otherwise type a CASE branch int4.
const at = (ms: number) => sql<number>`cast(${ms} as bigint)`

interface Claim {
  failed: number
  lastSuccessAt: number
}

/** This attempt's number under `policy`, or the gate that refused it (counted or not). */
async function claim(db: Db, key: Key, policy: ThrottlePolicy, now: number): Promise<Claim | ApiFailure> {
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
  if (!g.open && g.reason === 'locked') return new ApiFailure(Code.unauthorized, 'locked', { m: g.minutes })
  return new ApiFailure(Code.unauthorized, 'throttled', { s: g.open ? 1 : g.seconds })
}

async function succeeded(db: Db, key: Key, now: number): Promise<void> {
  await db
    .updateTable('login_attempts')
    .set({ failed: 0, next_attempt_at: 0, locked_until: 0, last_success_at: now })
    .where('kind', '=', key.kind)
    .where('account_id', '=', key.accountId)
    .where('address', '=', key.address)
    .execute()
}

/**
 * Checks `password` against the account found by name under both throttles; returns the account on
 * success, throws the refusal otherwise (no such account, wrong password, wait, locked). The
 * password is checked only once counted.
 */
export async function verifyThrottled<A extends { id: number; password_hash: string }>(
  db: Db,
  kind: AccountKind,
  account: A | undefined,
  address: string,
  password: string,
  now: number,
): Promise<A> {
  if (!account) {
    // Spends the same time as a real check, so a wrong name and a wrong password look alike.
    await verifyPassword(null, password)
    throw new ApiFailure(Code.unauthorized, 'badCredentials')
  }
  const pair: Key = { kind, accountId: account.id, address }
  const mine = await claim(db, pair, PER_ADDRESS, now)
  if (mine instanceof ApiFailure) throw mine
  const known = mine.lastSuccessAt > now - KNOWN_ADDRESS_MS
  if (!known) {
    const all = await claim(db, { ...pair, address: ANYWHERE }, PER_ACCOUNT, now)
    if (all instanceof ApiFailure) throw all
  }
  if (await verifyPassword(account.password_hash, password)) {
    await succeeded(db, pair, now)
    return account
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
) {
  const found = await db
    .selectFrom('users')
    .selectAll()
    .where('com_id', '=', comId)
    .where('username', '=', username)
    .executeTakeFirst()
  return verifyThrottled(db, 'user', found, address, password, now)
}

/** The admin's unlock: every counter of the account, from every address. */
export async function clearAttempts(
  db: Db | Transaction<Database>,
  kind: AccountKind,
  accountId: number,
): Promise<number> {
  const result = await db
    .deleteFrom('login_attempts')
    .where('kind', '=', kind)
    .where('account_id', '=', accountId)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
