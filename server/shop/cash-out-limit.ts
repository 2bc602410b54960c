// Cash a cashier takes out of the drawer alone is counted per shift (refund-limits.ts): past the
// limit it is the shop manager's — their own right or their grant for this cash-out, taken here in
// the cash-out's transaction, which holds the shift's row locked (cashOnHand), so two cash-outs of
// one shift are judged one after the other.
import type { Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { formatFen } from '../../src/lib/money-format.ts'
import { cashOutLimitOf, cashOutNeedsManager, takenOutAlone } from '../../src/modules/shop/refund-limits.ts'
import { cashMoves } from '../../src/modules/shop/shifts.resource.ts'
import { companyRows } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import { companySettings } from '../db/site-info.ts'
import type { UserRow } from '../http/context.ts'
import { ApiFailure } from '../http/envelope.ts'
import { authorisedBy } from './manager-grants.ts'

/** Who let a cash-out past the shift's limit through ('' when the cashier may take it out alone). */
export async function cashOutApprovedBy(
  trx: Transaction<Database>,
  user: UserRow,
  p: { id: string; shift_id: string; amount: number; grant?: string | undefined },
  now: number,
): Promise<string> {
  const moves = await companyRows(trx, cashMoves, user.com_id)
    .selectAll()
    .where('shift_id', '=', p.shift_id)
    .execute()
  const limit = cashOutLimitOf(await companySettings(trx, user.com_id))
  const needs = cashOutNeedsManager(p.amount, takenOutAlone(moves), limit)
  if (!needs) return ''
  const granted = await authorisedBy(trx, user, p.grant, 'cashOut', p.id, now)
  if (granted !== null) return granted || user.nickname || user.username
  throw new ApiFailure(Code.forbidden, 'cashOutShiftLimit', {
    done: formatFen(needs.done),
    amount: formatFen(p.amount),
    limit: formatFen(needs.limit),
  })
}
