// The till's "today": the company day's sales less what was refunded today (whichever day the sale
// was), read live from the mirror.
import { useLiveQuery } from 'dexie-react-hooks'
import { useUserDb } from '../../../data/db-context.tsx'
import type { Row, UserDb } from '../../../data/user-db.ts'
import { companyDateTime, companyDayBounds } from '../../../lib/company-time.ts'
import { thisTill } from './next-receipt-number.ts'

export interface DayFigures {
  count: number
  total: number
}

/**
 * Rows read before, by table and id. A sale's total and receipt number, and a refund's amount and
 * sale, never change once written (the till only adds them), so each live re-run after a sale reads
 * the day's keys (index only) and just the rows it has not seen: a till that queued days offline
 * holds some 1,400 sales a day, and a full re-read held up the next sale's write.
 */
const seen = new WeakMap<UserDb, Map<string, Map<string, Row>>>()

async function dayRows(db: UserDb, table: string, index: string, day: [string, string]): Promise<Row[]> {
  const tables = seen.get(db) ?? seen.set(db, new Map()).get(db)!
  const known = tables.get(table) ?? tables.set(table, new Map()).get(table)!
  const ids = (
    await db
      .table(table)
      .where(index)
      .between(...day, true, false)
      .primaryKeys()
  ).map(String)
  const missing = ids.filter((id) => !known.has(id))
  if (missing.length > 0) {
    const rows = (await db.table(table).bulkGet(missing)) as (Row | undefined)[]
    for (const [i, row] of rows.entries()) if (row) known.set(missing[i]!, row)
  }
  const today = ids.flatMap((id) => known.get(id) ?? [])
  // Only today's rows stay: a till left open for days keeps one day's, not every day's.
  tables.set(table, new Map(today.map((row) => [String(row.id), row])))
  return today
}

/**
 * The shop's day (every till's sales this device holds) and this till's own (its receipt numbers),
 * each named on the till: a fresh till shows 0 of its own beside the shop's 25.
 */
export function useDaySummary(refreshOn: unknown[]): DayFigures & { till: DayFigures } {
  const db = useUserDb()
  const [today] = companyDateTime(Date.now())
  return useLiveQuery(
    async () => {
      const day = companyDayBounds(Date.now())
      const sales = await dayRows(db, 'orders', 'sold_at', day)
      const refunds = await dayRows(db, 'refunds', 'at', day)
      const sold = sales.reduce((s, r) => s + Number(r.total), 0)
      const refunded = refunds.reduce((s, r) => s + Number(r.amount), 0)
      const prefix = `${thisTill()}-`
      const mine = sales.filter((r) => String(r.receipt_no ?? '').startsWith(prefix))
      const mineIds = new Set(mine.map((r) => String(r.id)))
      const mineBack = refunds.filter((r) => mineIds.has(String(r.order_id)))
      return {
        count: sales.length,
        total: sold - refunded,
        till: {
          count: mine.length,
          total:
            mine.reduce((s, r) => s + Number(r.total), 0) -
            mineBack.reduce((s, r) => s + Number(r.amount), 0),
        },
      }
    },
    [db, today, ...refreshOn],
    { count: 0, total: 0, till: { count: 0, total: 0 } },
  )
}
