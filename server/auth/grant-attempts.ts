// A manager's password typed on a cashier's till (issue 38): the guesser is the requesting account
// on its device, so that is what is throttled and locked; the manager's own sign-in counters are
// never touched (a cashier could otherwise lock the manager out, repeatably). Guesses at one manager
// by requesters who have failed are slowed, never locked; a clean requester is never held up by
// someone else's guesses, and a grant given clears the requester's counts. The manager is told who
// failed how often.
import { Code } from '../../src/api/codes.ts'
import { holdsRight } from '../../src/auth/access-codes.ts'
import { formatCompanyTime } from '../../src/lib/company-time.ts'
import type { Db } from '../db/connection.ts'
import { inTransaction } from '../db/group-commit.ts'
import type { UserRow } from '../db/user-row.ts'
import { ApiFailure } from '../http/envelope.ts'
import { type Lang, message } from '../http/messages.ts'
import { Argon2Busy } from './argon2-gate.ts'
import {
  checkPassword,
  claim,
  counterOf,
  giveBackOne,
  isClaim,
  type Key,
  succeeded,
} from './attempt-counter.ts'
import {
  type Gate,
  GRANT_NOTICE,
  GRANT_PER_DEVICE,
  GRANT_PER_MANAGER,
  GRANT_PER_REQUESTER,
} from './login-throttle.ts'
import { argon2Work } from './passwords.ts'
import { withRolesOf } from './role-access.ts'
import { normaliseUsername } from './username-lookalike.ts'

const GRANT = 'grant'
const GRANT_FOR = 'grant-for'
const BY = 'by:'

function grantRefusal(g: Gate): ApiFailure {
  if (!g.open && g.reason === 'locked')
    return new ApiFailure(Code.unauthorized, 'grantLocked', { m: g.minutes })
  return new ApiFailure(Code.unauthorized, 'grantThrottled', { s: g.open ? 1 : g.seconds })
}

export interface GrantAttempt {
  requester: UserRow
  /** The till's X-Device, or its network address when it sends none. */
  device: string
  username: string
  password: string
  now: number
}

/** The requester's counters an approval attempt moves: on its till, and on all its tills. */
interface RequesterKeys {
  device: Key
  account: Key
}

/** The Argon2 gate's share one requesting account takes (its anonymous lane, never the owner's). */
const shareOf = (requester: UserRow) => `grant:${requester.id}`

/**
 * Counts one approval attempt of `requester` on its till (and, once it has failed before, at
 * `target`, the manager named), in one transaction as a sign-in's counting is (attempt-counter.ts):
 * a refusal is thrown after giving back what it counted, for what it refused was no guess.
 */
export async function countGrantAttempt(
  db: Db,
  requester: UserRow,
  till: string,
  now: number,
  target?: Key,
): Promise<RequesterKeys & { managerCounted: boolean }> {
  // Beyond the requester's share of the Argon2 queue: come back, before anything is counted.
  const busy = argon2Work.full(shareOf(requester))
  if (busy !== null) throw new ApiFailure(Code.tooManyRequests, 'signInBusy', { s: busy })
  const device: Key = { kind: GRANT, accountId: requester.id, address: `device:${till}` }
  const account: Key = { kind: GRANT, accountId: requester.id, address: '*' }
  const counted = await inTransaction(db, async (trx) => {
    const onDevice = await claim(trx, device, GRANT_PER_DEVICE, now)
    if (!isClaim(onDevice)) return grantRefusal(onDevice)
    const byAccount = await claim(trx, account, GRANT_PER_REQUESTER, now)
    if (!isClaim(byAccount)) {
      await giveBackOne(trx, device, now)
      return grantRefusal(byAccount)
    }
    // The slow-down of guesses at one manager falls only on requesters who have failed themselves:
    // applied to everyone, one cashier's guesses kept every till from its manager's approval.
    if (!target || byAccount.failed <= 1) return { managerCounted: false }
    const atManager = await claim(trx, target, GRANT_PER_MANAGER, now)
    if (!isClaim(atManager)) {
      await giveBackOne(trx, device, now)
      await giveBackOne(trx, account, now)
      return grantRefusal(atManager)
    }
    return { managerCounted: true }
  })
  if (counted instanceof ApiFailure) throw counted
  return { device, account, ...counted }
}

/** A grant given is no failure: the till and the requester start again from nought. */
export async function grantGiven(db: Db, keys: RequesterKeys, now: number): Promise<void> {
  await succeeded(db, keys.device, now)
  await succeeded(db, keys.account, now)
}

/** Other work checking one of the requester's approvals (an offline code's PBKDF2), in its share of the gate. */
export const grantCheck = <T>(requester: UserRow, work: () => Promise<T>): Promise<T> =>
  argon2Work.run('anyone', work, shareOf(requester)).catch((e: unknown) => {
    if (e instanceof Argon2Busy) throw new ApiFailure(Code.tooManyRequests, 'signInBusy', { s: e.seconds })
    throw e
  })

/** Whether `user` is a shop manager who may approve: approved and holding the right. */
async function mayApprove(db: Db, user: UserRow | undefined): Promise<boolean> {
  return user !== undefined && user.approved === 1 && holdsRight(await withRolesOf(db, user), 'priceOverride')
}

/**
 * The manager of that name in the requester's company if this is their password; throws otherwise.
 * A name that is no manager (the requester's own included) is refused before any Argon2 work, and
 * counted as the requester's failure: the password of someone who may not approve unlocks nothing,
 * so checking it would only be work on demand for whoever knows their own password.
 */
export async function managerByPassword(db: Db, attempt: GrantAttempt): Promise<UserRow> {
  const { requester, now } = attempt
  const manager = (await db
    .selectFrom('users')
    .selectAll()
    .where('com_id', '=', requester.com_id)
    .where('username', '=', normaliseUsername(attempt.username))
    .executeTakeFirst()) as UserRow | undefined
  // A name no account has is counted under its hash (counterOf): what is typed there may be a password.
  const target: Key = {
    ...counterOf(GRANT_FOR, requester.com_id, attempt.username, manager?.id),
    address: '*',
  }
  const counted = await countGrantAttempt(db, requester, attempt.device, now, target)
  if (!(await mayApprove(db, manager)))
    throw new ApiFailure(Code.forbidden, 'grantNotManager', { username: attempt.username })
  if (await checkPassword(manager!.password_hash, attempt.password, 'anyone', shareOf(requester))) {
    // The guess it was counted as at the manager goes back.
    await inTransaction(db, async (trx) => {
      await grantGiven(trx, counted, now)
      if (counted.managerCounted) await giveBackOne(trx, target, now)
    })
    return manager!
  }
  await claim(
    db,
    { kind: GRANT_FOR, accountId: manager!.id, address: `${BY}${requester.id}` },
    GRANT_NOTICE,
    now,
  )
  throw new ApiFailure(Code.unauthorized, 'badCredentials')
}

export interface GrantFailures {
  requesterId: number
  failed: number
  lastAt: number
}

/** Failed approvals in `managerId`'s name within the last day, per requesting account. */
export async function grantFailuresFor(db: Db, managerId: number, now: number): Promise<GrantFailures[]> {
  const rows = await db
    .selectFrom('login_attempts')
    .select(['address', 'failed', 'last_failure_at'])
    .where('kind', '=', GRANT_FOR)
    .where('account_id', '=', managerId)
    .where('address', 'like', `${BY}%`)
    .where('failed', '>', 0)
    .where('last_failure_at', '>', now - GRANT_NOTICE.windowMs)
    .orderBy('last_failure_at', 'desc')
    .execute()
  return rows.map((r) => ({
    requesterId: Number(r.address.slice(BY.length)),
    failed: Number(r.failed),
    lastAt: Number(r.last_failure_at),
  }))
}

/** The manager's notices of failed approvals in their name (shown in the bell, spec §3 notice shape). */
export async function grantFailureNotices(db: Db, manager: UserRow, now: number, lang: Lang) {
  const failures = await grantFailuresFor(db, manager.id, now)
  if (failures.length === 0) return []
  const names = new Map(
    (
      await db
        .selectFrom('users')
        .select(['id', 'username', 'nickname'])
        .where(
          'id',
          'in',
          failures.map((f) => f.requesterId),
        )
        .execute()
    ).map((u) => [u.id, u.nickname || u.username]),
  )
  return failures.map((f) => ({
    soptemplate: 'grant-failures',
    rcode: '',
    sop_id: '',
    rid: `grant-failures:${f.requesterId}:${f.lastAt}`,
    sop_name: message(lang, 'grantFailedNotice', {
      who: names.get(f.requesterId) ?? `#${f.requesterId}`,
      n: f.failed,
      at: formatCompanyTime(f.lastAt),
    }),
    link: '/dian/shenhe',
  }))
}
