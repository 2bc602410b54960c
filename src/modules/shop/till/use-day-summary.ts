// The till's "today": the company day's sales less what was refunded today (whichever day the sale
// was), read live from the mirror.
import { useLiveQuery } from 'dexie-react-hooks'
import { useUserDb } from '../../../data/db-context.tsx'
import type { Row } from '../../../data/user-db.ts'
import { companyDateTime, companyDayBounds } from '../../../lib/company-time.ts'
import { thisTill } from './next-receipt-number.ts'

export interface DayFigures {
  count: number
  total: number
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
      const sales = (await db
        .table('orders')
        .where('sold_at')
        .between(...day, true, false)
        .toArray()) as Row[]
      const refunds = (await db
        .table('refunds')
        .where('at')
        .between(...day, true, false)
        .toArray()) as Row[]
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
