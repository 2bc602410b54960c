// A manager's password typed on a cashier's till (issue 38): the guesser is the requesting account
// on its device, so that is what is throttled and locked; the manager's own sign-in counters are
// never touched (a cashier could otherwise lock the manager out, repeatably). Guesses at one manager
// by requesters who have failed are slowed, never locked; a clean requester is never held up by
// someone else's guesses, and a grant given clears the requester's counts. The manager is told who
// failed how often.
import { Code } from '../../src/api/codes.ts'
import { formatCompanyTime } from '../../src/lib/company-time.ts'
import type { Db } from '../db/connection.ts'
import { inTransaction } from '../db/group-commit.ts'
import type { UserRow } from '../db/user-row.ts'
import { ApiFailure } from '../http/envelope.ts'
import { type Lang, message } from '../http/messages.ts'
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

/** The manager of that name in the requester's company if this is their password; throws otherwise. */
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
  const device: Key = { kind: GRANT, accountId: requester.id, address: `device:${attempt.device}` }
  const account: Key = { kind: GRANT, accountId: requester.id, address: '*' }
  // One transaction, as a sign-in's counting is (attempt-counter.ts): a refusal is returned, not
  // thrown, and what it refused was no guess, so the requester's counts taken before it go back.
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
    if (byAccount.failed <= 1) return { managerCounted: false }
    const atManager = await claim(trx, target, GRANT_PER_MANAGER, now)
    if (!isClaim(atManager)) {
      await giveBackOne(trx, device, now)
      await giveBackOne(trx, account, now)
      return grantRefusal(atManager)
    }
    return { managerCounted: true }
  })
  if (counted instanceof ApiFailure) throw counted
  if (await checkPassword(manager?.password_hash ?? null, attempt.password, 'owner')) {
    // A grant given is no failure: the till and the cashier start again from nought, and the guess
    // it was counted as at the manager goes back.
    await inTransaction(db, async (trx) => {
      await succeeded(trx, device, now)
      await succeeded(trx, account, now)
      if (counted.managerCounted) await giveBackOne(trx, target, now)
    })
    return manager!
  }
  if (manager)
    await claim(
      db,
      { kind: GRANT_FOR, accountId: manager.id, address: `${BY}${requester.id}` },
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
