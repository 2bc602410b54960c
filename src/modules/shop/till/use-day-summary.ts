// The till's "today": the company day's sales less what was refunded today (whichever day the sale
// was), read live from the mirror.
import { useLiveQuery } from 'dexie-react-hooks'
import { useUserDb } from '../../../data/db-context.tsx'
import type { Row } from '../../../data/user-db.ts'
import { companyDateTime, companyDayBounds } from '../../../lib/company-time.ts'

export function useDaySummary(refreshOn: unknown[]): { count: number; total: number } {
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
      return { count: sales.length, total: sold - refunded }
    },
    [db, today, ...refreshOn],
    { count: 0, total: 0 },
  )
}
