// Whether a cash-out on this till needs the shop manager, said before it is queued, from the device's
// own records of the shift's cash moves: the same judgement the server makes again when it arrives
// (refund-limits.ts, server/shop/cash-out-limit.ts).
import { useLiveQuery } from 'dexie-react-hooks'
import { useSession } from '../../../auth/use-session.ts'
import { useUserDb } from '../../../data/db-context.tsx'
import type { Row } from '../../../data/user-db.ts'
import { formatFen } from '../../../lib/money-format.ts'
import { cashOutLimitOf, cashOutNeedsManager, takenOutAlone } from '../refund-limits.ts'

/** For an amount (fen): null when the cashier may take it out alone, else what was taken and the limit, in ¥. */
export function useCashOutNeeds(shiftId: string) {
  const db = useUserDb()
  const { site } = useSession()
  const done = useLiveQuery(
    async () =>
      takenOutAlone((await db.table('cashMoves').where('shift_id').equals(shiftId).toArray()) as Row[]),
    [db, shiftId],
    0,
  )
  return (amount: number): { done: string; limit: string } | null => {
    const needs = cashOutNeedsManager(amount, done, cashOutLimitOf(site))
    return needs && { done: formatFen(needs.done), limit: formatFen(needs.limit) }
  }
}
