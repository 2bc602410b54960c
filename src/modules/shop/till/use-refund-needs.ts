// Whether a refund on this till needs the shop manager, said before it is queued, from the device's
// own records (the sale's and the shift's refunds, the shifts' tills): the same judgement the server
// makes again when the refund arrives (refund-limits.ts).
import { useLiveQuery } from 'dexie-react-hooks'
import type { TFunction } from 'i18next'
import { useSession } from '../../../auth/use-session.ts'
import { useUserDb } from '../../../data/db-context.tsx'
import type { Row } from '../../../data/user-db.ts'
import { formatFen } from '../../../lib/money-format.ts'
import { givenAlone, type ManagerReason, managerNeeded, refundLimitsOf } from '../refund-limits.ts'

export function useRefundNeeds(order: Row, shiftId: string | undefined, earlier: readonly Row[]) {
  const db = useUserDb()
  const { site } = useSession()
  const known = useLiveQuery(
    async () => {
      const tillOf = async (id: unknown) =>
        id ? String(((await db.table('shifts').get(String(id))) as Row | undefined)?.till ?? '') : ''
      const inShift = shiftId
        ? ((await db.table('refunds').where('shift_id').equals(shiftId).toArray()) as Row[])
        : []
      return {
        saleTill: await tillOf(order.shift_id),
        refundTill: await tillOf(shiftId),
        shiftDone: givenAlone(inShift),
      }
    },
    [db, order.shift_id, shiftId],
    { saleTill: '', refundTill: '', shiftDone: 0 },
  )
  return (amount: number): ManagerReason | null =>
    managerNeeded({
      amount,
      saleDone: givenAlone(earlier),
      ...known,
      limits: refundLimitsOf(site),
    })
}

/** The reason in the cashier's words. */
export function managerReasonText(t: TFunction, reason: ManagerReason, amount: number): string {
  switch (reason.rule) {
    case 'single':
      return t('till.sales.needsRight', { limit: formatFen(reason.limit) })
    case 'sale':
    case 'shift':
      return t(reason.rule === 'sale' ? 'till.sales.saleLimit' : 'till.sales.shiftLimit', {
        done: formatFen(reason.done),
        amount: formatFen(amount),
        limit: formatFen(reason.limit),
      })
    case 'otherTill':
      return t('till.sales.otherTill', { till: reason.till })
  }
}
