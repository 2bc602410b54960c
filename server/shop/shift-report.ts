// A shift as the server's own tables record it: the shift row (locked until commit, so a sale or a
// cash move of the shift cannot slip in between the count and the close) and its Z report.
import type { Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { memberLedger, orders } from '../../src/modules/shop/orders.resource.ts'
import { refunds } from '../../src/modules/shop/refunds.resource.ts'
import { cashMoves, shifts } from '../../src/modules/shop/shifts.resource.ts'
import { type ZReport, zReport } from '../../src/modules/shop/z-report.ts'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { companyRows, findRow, type Row } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import { ApiFailure } from '../http/envelope.ts'

export async function openShiftRow(trx: Transaction<Database>, id: string, comId: number): Promise<Row> {
  const shift = await findRow(trx, shifts, id, comId, { forUpdate: true })
  if (shift?.status === 'open') return shift
  throw new ApiFailure(Code.unprocessable, 'shiftNotOpen')
}

export async function tillHasOpenShift(trx: Transaction<Database>, till: string, comId: number) {
  const open = await companyRows(trx, shifts, comId)
    .select('id')
    .where('till', '=', till)
    .where('status', '=', 'open')
    .executeTakeFirst()
  return Boolean(open)
}

const rowsOf = (trx: Transaction<Database>, r: AnyResource, shiftId: string, comId: number) =>
  companyRows(trx, r, comId).selectAll().where('shift_id', '=', shiftId).execute()

export async function shiftReport(trx: Transaction<Database>, shift: Row, comId: number): Promise<ZReport> {
  const id = String(shift.id)
  const [sold, refunded, ledger, moves] = await Promise.all([
    rowsOf(trx, orders, id, comId),
    rowsOf(trx, refunds, id, comId),
    rowsOf(trx, memberLedger, id, comId),
    rowsOf(trx, cashMoves, id, comId),
  ])
  return zReport({
    float: Number(shift.float),
    orders: sold,
    refunds: refunded,
    topUps: ledger.filter((l) => l.kind === 'topup'),
    moves,
  })
}
