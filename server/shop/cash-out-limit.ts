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
import { cashMoves } from '../../src/modules/shop/shifts.resource.ts'
import { CASH_OUT_LIMIT_SINCE } from '../db/migrations/0016-cash-out-limit.ts'
import { companyRows } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import { companySettings } from '../db/site-info.ts'
import type { UserRow } from '../db/user-row.ts'
import { ApiFailure } from '../http/envelope.ts'
import { authorisedBy } from './manager-grants.ts'

/** The offline window (docs: releases): how long after the upgrade a till may still send what it queued before. */
const UPGRADE_WINDOW_MS = 30 * 86_400_000

/** When this server first ran with the limit (migration 0016 wrote it). */
async function limitSince(trx: Transaction<Database>): Promise<number> {
  const row = await trx
    .selectFrom('sequences')
    .select('value')
    .where('name', '=', CASH_OUT_LIMIT_SINCE)
    .executeTakeFirst()
  return Number(row?.value ?? 0)
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
  const since = await limitSince(trx)
  if (Date.parse(p.at) < since && now - since < UPGRADE_WINDOW_MS) return QUEUED_BEFORE_LIMIT
  const granted = await authorisedBy(trx, user, p.grant, 'cashOut', p.id, now)
  if (granted !== null) return granted || user.nickname || user.username
  throw new ApiFailure(Code.forbidden, 'cashOutShiftLimit', {
    done: formatFen(needs.done),
    amount: formatFen(p.amount),
    limit: formatFen(needs.limit),
  })
}
