// Cash a cashier takes out of the drawer alone is counted per shift (refund-limits.ts): past the
// limit it is the shop manager's — their own right or their grant for this cash-out, taken here in
// the cash-out's transaction, which holds the shift's row locked (cashOnHand), so two cash-outs of
// one shift are judged one after the other.
import type { Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { formatFen } from '../../src/lib/money-format.ts'
import {
  cashOutLimitOf,
  cashOutNeedsManager,
  QUEUED_BEFORE_LIMIT,
  takenOutAlone,
} from '../../src/modules/shop/refund-limits.ts'
import { cashMoves, shifts } from '../../src/modules/shop/shifts.resource.ts'
import { CASH_OUT_LIMIT_SINCE, UPGRADED_NOT_JUDGED } from '../db/migrations/0016-cash-out-limit.ts'
import { companyRows } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import { companySettings } from '../db/site-info.ts'
import type { UserRow } from '../db/user-row.ts'
import { ApiFailure } from '../http/envelope.ts'
import { authorisedBy } from './manager-grants.ts'

/** The till's offline promise (14 days): how long before the upgrade a queued cash-out can have been made, and after it sent. */
const OFFLINE_WINDOW_MS = 14 * 86_400_000

/** When this server first judged a cash-out under the limit after an upgrade (0: a new database). */
async function limitSince(trx: Transaction<Database>, now: number): Promise<number> {
  const row = await trx
    .selectFrom('sequences')
    .select('value')
    .where('name', '=', CASH_OUT_LIMIT_SINCE)
    .executeTakeFirst()
  const since = Number(row?.value ?? 0)
  if (since !== UPGRADED_NOT_JUDGED) return since
  await trx.updateTable('sequences').set({ value: now }).where('name', '=', CASH_OUT_LIMIT_SINCE).execute()
  return now
}

/**
 * Whether this cash-out, and the shift it was taken in, were made before the limit came in (the
 * till's own times, within its 14-day offline promise) and arrive within 14 days after it. The
 * times are the till's word: a cashier who sets them back gets the cash-out through in those 14
 * days on an upgraded server only, marked for the manager's review on 销售复核.
 */
async function queuedBeforeLimit(
  trx: Transaction<Database>,
  comId: number,
  p: { shift_id: string; at: string },
  now: number,
): Promise<boolean> {
  const since = await limitSince(trx, now)
  if (since === 0 || now - since > OFFLINE_WINDOW_MS) return false
  const before = (at: unknown) => {
    const ms = Date.parse(String(at))
    return ms < since && ms >= since - OFFLINE_WINDOW_MS
  }
  const shift = await companyRows(trx, shifts, comId)
    .select('opened_at')
    .where('id', '=', p.shift_id)
    .executeTakeFirst()
  return before(p.at) && before(shift?.opened_at)
}

/**
 * Who let a cash-out past the shift's limit through ('' when the cashier may take it out alone).
 * A cash-out made before the limit came in (a till offline through the upgrade, whose release never
 * asked for a grant) is taken inside the offline window after it — refusing it would strand the
 * shift's close behind it — and marked for the manager's review; after the window it meets the limit.
 */
export async function cashOutApprovedBy(
  trx: Transaction<Database>,
  user: UserRow,
  p: { id: string; shift_id: string; amount: number; at: string; grant?: string | undefined },
  now: number,
): Promise<string> {
  const moves = await companyRows(trx, cashMoves, user.com_id)
    .selectAll()
    .where('shift_id', '=', p.shift_id)
    .execute()
  const limit = cashOutLimitOf(await companySettings(trx, user.com_id))
  const needs = cashOutNeedsManager(p.amount, takenOutAlone(moves), limit)
  if (!needs) return ''
  if (await queuedBeforeLimit(trx, user.com_id, p, now)) return QUEUED_BEFORE_LIMIT
  const granted = await authorisedBy(trx, user, p.grant, 'cashOut', p.id, now)
  if (granted !== null) return granted || user.nickname || user.username
  throw new ApiFailure(Code.forbidden, 'cashOutShiftLimit', {
    done: formatFen(needs.done),
    amount: formatFen(p.amount),
    limit: formatFen(needs.limit),
  })
}
