// What only the server can judge of a refund, from its own records across every device: the lines
// given back were sold and not given back already (refund-lines.ts), and whether the cashier may
// give it back alone — per sale, per shift, on the till the sale was rung on (refund-limits.ts).
// The caller holds the sale's row locked, so two refunds of one sale are judged one after the other.
import type { Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { companyDateTime, companyInstant } from '../../src/lib/company-time.ts'
import { formatFen } from '../../src/lib/money-format.ts'
import { givenAlone, managerNeeded, refundLimitsOf } from '../../src/modules/shop/refund-limits.ts'
import { lineProblem, linesLeft, linesValue, type RefundLine } from '../../src/modules/shop/refund-lines.ts'
import { refunds } from '../../src/modules/shop/refunds.resource.ts'
import { shifts } from '../../src/modules/shop/shifts.resource.ts'
import { companyRows, findRow, type Row } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import { companySettings } from '../db/site-info.ts'
import type { UserRow } from '../db/user-row.ts'
import { ApiFailure } from '../http/envelope.ts'
import { authorisedBy } from './manager-grants.ts'

type Trx = Transaction<Database>

/** The lines a refund gives back: each was sold and is not given back yet; the amount is no more than they cost. */
export function checkRefundLines(
  order: Row,
  earlier: readonly Row[],
  p: { amount: number; lines?: RefundLine[] | undefined },
): void {
  if (!p.lines?.length) return
  const left = linesLeft(order, earlier)
  const problem = lineProblem(left, p.lines)
  if (problem?.kind === 'unknown')
    throw new ApiFailure(Code.unprocessable, 'refundLineUnknown', { n: problem.n, name: problem.name })
  if (problem)
    throw new ApiFailure(Code.unprocessable, problem.left === 0 ? 'refundLineDone' : 'refundLineTooMuch', {
      n: problem.n,
      name: problem.name,
      left: problem.left,
      sold: problem.sold,
    })
  const value = linesValue(left, p.lines)
  if (p.amount > value)
    throw new ApiFailure(Code.unprocessable, 'refundOverLines', {
      amount: formatFen(p.amount),
      value: formatFen(value),
    })
}

const tillOf = async (trx: Trx, shiftId: unknown, comId: number) =>
  shiftId ? String((await findRow(trx, shifts, String(shiftId), comId))?.till ?? '') : ''

/**
 * The refunds a cashier's shift allowance counts: the shift's; outside a shift, the cashier's own
 * refunds outside any shift on this company day, as if it were one.
 */
async function shiftRefunds(trx: Trx, shiftId: string | undefined, user: UserRow, now: number) {
  const q = companyRows(trx, refunds, user.com_id).selectAll()
  if (shiftId) return q.where('shift_id', '=', shiftId).execute()
  const dayStart = companyInstant(companyDateTime(now)[0], '00:00')
  return q
    .where('shift_id', '=', '')
    .where('updated_by', '=', user.id)
    .where('created_at', '>=', dayStart)
    .execute()
}

/**
 * Who lets the refund through: '' when the cashier may give it back alone; else the manager whose
 * grant (taken here) or own right does — named, so later refunds do not count it as given alone.
 */
export async function refundApprovedBy(
  trx: Trx,
  run: { user: UserRow; now: number },
  order: Row,
  earlierOfSale: readonly Row[],
  p: { id: string; amount: number; shift_id?: string | undefined; grant?: string | undefined },
): Promise<string> {
  const { user, now } = run
  const reason = managerNeeded({
    amount: p.amount,
    saleDone: givenAlone(earlierOfSale),
    shiftDone: givenAlone(await shiftRefunds(trx, p.shift_id, user, now)),
    saleTill: await tillOf(trx, order.shift_id, user.com_id),
    refundTill: await tillOf(trx, p.shift_id, user.com_id),
    limits: refundLimitsOf(await companySettings(trx, user.com_id)),
  })
  if (!reason) return ''
  const granted = await authorisedBy(trx, user, p.grant, 'refundOverLimit', p.id, now)
  if (granted !== null) return granted || user.nickname || user.username
  const amount = formatFen(p.amount)
  switch (reason.rule) {
    case 'single':
      throw new ApiFailure(Code.forbidden, 'refundNeedsRight', { limit: formatFen(reason.limit) })
    case 'sale':
    case 'shift':
      throw new ApiFailure(Code.forbidden, reason.rule === 'sale' ? 'refundSaleLimit' : 'refundShiftLimit', {
        amount,
        done: formatFen(reason.done),
        limit: formatFen(reason.limit),
      })
    case 'otherTill':
      throw new ApiFailure(Code.forbidden, 'refundOtherTill', { till: reason.till })
  }
}
