// The refund slip (退款小票): what went back, of which sale, which lines and how many, by which
// methods, why, and who approved it — printed on the till's roll like a sale's receipt, 待同步 on
// screen until the server has the refund.
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../auth/use-session.ts'
import { useUserDb } from '../../../data/db-context.tsx'
import { formatCompanyTime } from '../../../lib/company-time.ts'
import { formatFen } from '../../../lib/money-format.ts'
import type { RefundLine } from '../refund-lines.ts'
import type { RefundPart } from '../refund-tenders.ts'
import { tenderWord } from './refund-tenders-field.tsx'

export interface RefundSlipData {
  id: string
  receiptNo: string
  at: string
  amount: number
  parts: RefundPart[]
  lines: RefundLine[]
  reason: string
  approvedBy?: string
}

export function RefundSlip({ slip }: { slip: RefundSlipData }) {
  const { t } = useTranslation()
  const { site } = useSession()
  const db = useUserDb()
  const pending = useLiveQuery(async () => Boolean(await db.outbox.get(slip.id)), [db, slip.id], true)
  return (
    <div
      className="receipt mx-auto bg-white p-3 font-mono text-xs text-black"
      style={{ width: '58mm' }}
      data-width="58mm"
      data-testid="refund-slip"
    >
      <p className="text-center text-sm font-bold">{site?.company}</p>
      <p className="text-center font-bold">{t('till.sales.refundReceipt')}</p>
      <p>
        {t('till.sales.slipSale')}: {slip.receiptNo}
      </p>
      <p>{formatCompanyTime(Date.parse(slip.at))}</p>
      <hr className="my-1 border-dashed border-black" />
      {slip.lines.map((l) => (
        <p key={`${l.line}-${l.item_id}`}>
          {l.name} ×{l.qty}
        </p>
      ))}
      {slip.lines.length > 0 && <hr className="my-1 border-dashed border-black" />}
      <div className="flex justify-between font-bold">
        <span>{t('till.sales.refund')}</span>
        <span data-testid="refund-slip-amount">{formatFen(slip.amount)}</span>
      </div>
      {slip.parts.map((p) => (
        <div key={p.method} className="flex justify-between">
          <span>{tenderWord(t, p.method)}</span>
          <span>{formatFen(p.amount)}</span>
        </div>
      ))}
      <p>
        {t('till.sales.slipReason')}: {slip.reason}
      </p>
      {slip.approvedBy && <p>{t('till.grant.by', { name: slip.approvedBy })}</p>}
      <p className="receipt-screen-only mt-2 text-center">{pending ? t('till.pending') : t('till.synced')}</p>
    </div>
  )
}
