// Shifts the server owns: every money command names a shift that exists, is open, belongs to the
// till sending it (the device it is adopted by) and is worked by the cashier sending it — or it is
// refused with the reason. A sale rung on the till before its shift closed (offline, or queued by the
// cashier who handed over) still lands in that shift, marked as a late arrival; the shop manager
// closes any shift of the shop.
import type { Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { holdsRight } from '../../src/auth/access-codes.ts'
import { formatCompanyTime } from '../../src/lib/company-time.ts'
import { cashierIdsOf, currentCashierId, handoversOf } from '../../src/modules/shop/shift.commands.ts'
import { shifts } from '../../src/modules/shop/shifts.resource.ts'
import { companyRows, findRow, type Row, updateRow } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import type { ServerRun } from '../http/command-store.ts'
import { ApiFailure } from '../http/envelope.ts'
import { tillOfCode, tillOfDevice } from './till-registry.ts'

/** What the command does to the shift: books money into it (late allowed), moves cash, or closes it. */
export type ShiftStep = 'money' | 'cashMove' | 'close'

type Run = Pick<ServerRun<unknown>, 'trx' | 'user' | 'by'>

export interface WorkedShift {
  shift: Row | undefined
  /** Rung before the shift closed, arriving after: booked into it and counted as late. */
  late: boolean
}

const openShiftOf = (trx: Transaction<Database>, till: string, comId: number) =>
  companyRows(trx, shifts, comId)
    .selectAll()
    .where('till', '=', till)
    .where('status', '=', 'open')
    .executeTakeFirst()

/** An open shift whose current cashier is this user, on any till. */
async function shiftWorkedBy(trx: Transaction<Database>, userId: number, comId: number) {
  const open = await companyRows(trx, shifts, comId)
    .selectAll()
    .where('status', '=', 'open')
    .where('cashier_ids', 'like', `%,${userId},%`)
    .execute()
  return open.find((s) => currentCashierId(s) === userId)
}

/**
 * Whether the sender works the shift: its current cashier, or one who handed it over and rang this
 * before the handover. A shift from before cashiers were recorded (no ids) is anyone's on its till.
 */
function worksIt(shift: Row, userId: number, at: string): boolean {
  const ids = cashierIdsOf(shift)
  if (ids.length === 0) return true
  // Cashier i held the shift until handover i gave it to the next one; the last holds it now.
  const handovers = handoversOf(shift)
  const turns = [ids[0], ...handovers.map((h) => h.to_id)]
  if (turns.at(-1) === userId) return true
  return turns.some((id, i) => id === userId && i < handovers.length && at <= handovers[i]!.at)
}

export async function workedShift(
  run: Run,
  shiftId: string | undefined,
  step: ShiftStep,
  /** The command's own time on the till (sold at, refunded at …). */
  at: string,
): Promise<WorkedShift> {
  const { trx, user, by } = run
  const device = by.device ?? ''
  const mine = await tillOfDevice(trx, by.comId, device)
  if (!shiftId) {
    // Sold outside a shift while this till's shift, or a shift the sender works, is open: the
    // drawer would not know of it.
    const open =
      (mine ? await openShiftOf(trx, String(mine.code), by.comId) : undefined) ??
      (await shiftWorkedBy(trx, user.id, by.comId))
    if (open) throw new ApiFailure(Code.unprocessable, 'shiftOnTillOpen', { cashier: String(open.cashier) })
    return { shift: undefined, late: false }
  }
  const shift = await findRow(trx, shifts, shiftId, by.comId, { forUpdate: true })
  if (!shift) throw new ApiFailure(Code.unprocessable, 'shiftMissing', { id: shiftId })
  const manager = holdsRight(user, 'priceOverride')
  // The shop manager closes any open shift of the shop, from the list of shifts.
  if (step === 'close' && manager && shift.status === 'open') return { shift, late: false }
  const till = await tillOfCode(trx, by.comId, String(shift.till))
  // A registered till's shift is worked only from the device it is adopted by.
  if (till && till.device !== device)
    throw new ApiFailure(Code.unprocessable, step === 'close' ? 'shiftCloseOtherTill' : 'shiftOtherTill', {
      till: String(till.name || till.code),
    })
  // The shop manager stands at the till to approve; a colleague must take the shift over first.
  if (!(manager && till) && !worksIt(shift, user.id, at))
    throw new ApiFailure(Code.unprocessable, 'shiftNotYours', { cashier: String(shift.cashier) })
  if (shift.status === 'open') return { shift, late: false }
  // Rung on this till before the close (the till's own clock for both): it belongs to that shift.
  if (step === 'money' && till && at <= String(shift.closed_at)) return { shift, late: true }
  throw new ApiFailure(Code.unprocessable, 'shiftClosedAt', {
    at: formatCompanyTime(Date.parse(String(shift.closed_at))),
  })
}

/** A late arrival is counted on its closed shift (the Z report shows it apart from the close's figures). */
export async function countLate(run: Run, worked: WorkedShift, amount: number): Promise<void> {
  if (!worked.late || !worked.shift) return
  const { trx, by } = run
  const shift = worked.shift
  await updateRow(
    trx,
    shifts,
    String(shift.id),
    {
      late_count: Number(shift.late_count ?? 0) + 1,
      late_total: Number(shift.late_total ?? 0) + amount,
    },
    by,
  )
}
