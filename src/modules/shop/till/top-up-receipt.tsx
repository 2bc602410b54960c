// The slip a member takes home after a top-up: amount, how it was paid, the balance after (provisional
// until the server has the top-up), printed on the till's roll like a sale's receipt. Shown in place,
// under the top-up field: the member's own record is already a dialog, and a dialog over it would
// hide that record from assistive technology while the slip is open.
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../auth/use-session.ts'
import { useUserDb } from '../../../data/db-context.tsx'
import { wordFor } from '../../../i18n/keys.ts'
import { formatCompanyTime } from '../../../lib/company-time.ts'
import { formatFen } from '../../../resources/field-text.ts'
import { Button } from '../../../ui/button.tsx'
import { PrintButton } from './print-button.tsx'

export interface TopUpSlip {
  id: string
  member: string
  cardNo: string
  amount: number
  method: string
  at: string
  balanceAfter: number
}

export function TopUpReceipt({ slip, onClose }: { slip: TopUpSlip | null; onClose: () => void }) {
  const { t } = useTranslation()
  const { site } = useSession()
  const db = useUserDb()
  const pending = useLiveQuery(
    async () => (slip ? Boolean(await db.outbox.get(slip.id)) : false),
    [db, slip?.id],
  )
  return (
    slip && (
      <div className="space-y-3 border-t border-slate-100 pt-3">
        <div
          className="receipt mx-auto bg-white p-3 font-mono text-xs text-black"
          style={{ width: '58mm' }}
          data-width="58mm"
          data-testid="top-up-receipt"
        >
          <p className="text-center text-sm font-bold">{site?.company}</p>
          <p className="text-center font-bold">{t('till.topUpReceipt')}</p>
          <p>{formatCompanyTime(Date.parse(slip.at))}</p>
          <p>
            {slip.member} · {slip.cardNo}
          </p>
          <hr className="my-1 border-dashed border-black" />
          <div className="flex justify-between font-bold">
            <span>{wordFor(t, 'till.methods', slip.method)}</span>
            <span>{formatFen(slip.amount)}</span>
          </div>
          <div className="flex justify-between">
            <span>{t('till.balance')}</span>
            <span>{formatFen(slip.balanceAfter)}</span>
          </div>
          {pending && <p className="mt-1">{t('till.provisional')}</p>}
        </div>
        <div className="flex justify-center gap-2">
          <PrintButton />
          <Button variant="quiet" size="sm" onClick={onClose}>
            {t('form.cancel')}
          </Button>
        </div>
      </div>
    )
  )
}
