// This till's open shift and the Z report of a shift, read live from the device's mirror (offline
// too). The server reckons again when the close arrives; its figure is what the mirror then shows.
import { useLiveQuery } from 'dexie-react-hooks'
import { useUserDb } from '../../../data/db-context.tsx'
import type { Row, UserDb } from '../../../data/user-db.ts'
import { type ZReport, zReport } from '../z-report.ts'
import { thisTill } from './next-receipt-number.ts'
import { useThisTill } from './use-till.ts'

const ofShift = (db: UserDb, table: string, shiftId: string) =>
  db.table(table).where('shift_id').equals(shiftId).toArray() as Promise<Row[]>

export async function shiftReportOf(db: UserDb, shift: Row): Promise<ZReport> {
  const id = String(shift.id)
  const [orders, refunds, ledger, moves] = await Promise.all([
    ofShift(db, 'orders', id),
    ofShift(db, 'refunds', id),
    ofShift(db, 'memberLedger', id),
    ofShift(db, 'cashMoves', id),
  ])
  return zReport({
    float: Number(shift.float),
    orders,
    refunds,
    topUps: ledger.filter((l) => l.kind === 'topup'),
    moves,
  })
}

/** The shift open on the till of that code, if any, as the device's mirror has it. */
export async function readOpenShift(db: UserDb, till: string): Promise<Row | null> {
  return (
    ((await db
      .table('shifts')
      .where('till')
      .equals(till)
      .filter((s: Row) => s.status === 'open')
      .first()) as Row | undefined) ?? null
  )
}

/**
 * The shift open on this device's till, if any (undefined while loading), whoever opened it: a
 * colleague's shift on this till is shown to whoever signs in, to take over.
 */
export function useOpenShift(): Row | null | undefined {
  const db = useUserDb()
  const registered = useThisTill()
  const till = registered ? String(registered.code) : thisTill()
  const open = useLiveQuery(async () => ({ till, shift: await readOpenShift(db, till) }) as const, [db, till])
  // Not known while the till's own row loads, nor while the answer is still the previous till's.
  return registered === undefined || open?.till !== till ? undefined : open.shift
}

/** A shift and its Z report, kept live while its rows change (sales, refunds, the server's close). */
export function useShiftReport(shiftId: string | null): { shift: Row; report: ZReport } | undefined {
  const db = useUserDb()
  return useLiveQuery(async () => {
    if (!shiftId) return undefined
    const shift = (await db.table('shifts').get(shiftId)) as Row | undefined
    return shift ? { shift, report: await shiftReportOf(db, shift) } : undefined
  }, [db, shiftId])
}
