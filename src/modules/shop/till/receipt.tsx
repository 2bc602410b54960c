import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../auth/use-session.ts'
import { useUserDb } from '../../../data/db-context.tsx'
import { wordFor } from '../../../i18n/keys.ts'
import { formatCompanyTime } from '../../../lib/company-time.ts'
import { formatFen } from '../../../lib/money-format.ts'
import { type CartLine, cartTotal, lineTotal, type PaymentPart } from '../checkout.flow.ts'
import { useReceiptShop } from './use-receipt-shop.ts'

export interface ReceiptData {
  /** The sale's id: its Idempotency-Key and outbox entry. */
  id: string
  /** What people read out and search for. */
  receiptNo: string
  lines: CartLine[]
  total: number
  method: string
  tendered: number
  change: number
  /** A split payment's parts (the cash part first). */
  payments?: PaymentPart[]
  soldAt: string
  member?: { name: string; balanceAfter: number; provisional: boolean }
  /** The shop manager who approved its prices on a cashier's till. */
  approvedBy?: string
  /** Who rang it up. */
  cashier?: string
  /** The member's card discount (percent) the sale was priced at; 100 or absent for none. */
  discountPercent?: number
  /** Fen off the whole sale, printed as its own line. */
  cartDiscount?: number
  /** The points the member earned with it. */
  points?: number
  /** A copy printed again later: marked so, with what has been refunded since. */
  reprint?: { refunded: number }
}

/** The printed and on-screen receipt; on screen 待同步 until the server has confirmed the sale. */
export function Receipt({ data, width }: { data: ReceiptData; width: '58mm' | '80mm' }) {
  const { t } = useTranslation()
  const { site } = useSession()
  const db = useUserDb()
  const pending = useLiveQuery(async () => Boolean(await db.outbox.get(data.id)), [db, data.id], true)
  const shop = useReceiptShop()
  const gross = data.lines.reduce((sum, l) => sum + lineTotal(l), 0)
  const cardOff = gross - cartTotal(data.lines, data.discountPercent ?? 100)
  return (
    <div
      className="receipt mx-auto bg-white p-3 font-mono text-xs text-black"
      style={{ width }}
      data-width={width}
    >
      <p className="text-center text-sm font-bold">{site?.company}</p>
      {shop && (
        <p className="text-center" data-testid="receipt-shop">
          {shop.name}
          {shop.address ? ` · ${shop.address}` : ''}
        </p>
      )}
      {data.reprint && (
        <p className="text-center font-bold" data-testid="receipt-reprint">
          {t('till.sales.reprintMark')}
        </p>
      )}
      <p className="mt-1">
        {t('till.receiptNo')}:{' '}
        <span data-testid="receipt-no" data-key={data.id}>
          {data.receiptNo}
        </span>
      </p>
      {/* The shop's clock, as the number's date: a till whose browser runs on UTC printed yesterday. */}
      <p data-testid="receipt-time">{formatCompanyTime(Date.parse(data.soldAt))}</p>
      <hr className="my-1 border-dashed border-black" />
      {data.lines.map((l) => (
        <div key={l.item_id} data-testid="receipt-line">
          <div className="flex justify-between">
            <span>
              {l.name} ×{l.qty}
            </span>
            <span>{formatFen(lineTotal(l))}</span>
          </div>
          {/* What the customer saved is on the paper: the list price beside a changed one, the line's discount. */}
          {l.list_price !== undefined && l.list_price !== l.price && (
            <div className="flex justify-between pl-2">
              <span>{t('tillSales.listPrice')}</span>
              <span>{formatFen(l.list_price)}</span>
            </div>
          )}
          {l.discount > 0 && (
            <div className="flex justify-between pl-2">
              <span>{t('tillSales.lineDiscount')}</span>
              <span>-{formatFen(l.discount)}</span>
            </div>
          )}
          {l.staff_id && (
            <div className="pl-2" data-testid="receipt-technician">
              {t('technician.onReceipt', { name: l.staff_name || t('technician.unknown') })}
            </div>
          )}
        </div>
      ))}
      <hr className="my-1 border-dashed border-black" />
      {cardOff > 0 && (
        <div className="flex justify-between" data-testid="receipt-card-discount">
          <span>{t('tillSales.cardDiscount', { percent: data.discountPercent ?? 100 })}</span>
          <span>-{formatFen(cardOff)}</span>
        </div>
      )}
      {(data.cartDiscount ?? 0) > 0 && (
        <div className="flex justify-between" data-testid="receipt-cart-discount">
          <span>{t('tillSales.cartDiscount')}</span>
          <span>-{formatFen(data.cartDiscount ?? 0)}</span>
        </div>
      )}
      <div className="flex justify-between font-bold">
        <span>{t('till.total')}</span>
        <span data-testid="receipt-total">{formatFen(data.total)}</span>
      </div>
      {/* A one-method sale paid its total by that method; what was handed over is total + change. */}
      {(data.payments ?? [{ method: data.method, amount: data.total }]).map((part, i) => (
        <div key={part.method} className="flex justify-between" data-testid="receipt-payment">
          <span>{wordFor(t, 'till.methods', part.method)}</span>
          {/* The cash part prints what was handed over; the change follows. */}
          <span>
            {formatFen(i === 0 && part.method === 'cash' ? part.amount + data.change : part.amount)}
          </span>
        </div>
      ))}
      {data.change > 0 && (
        <div className="flex justify-between">
          <span>{t('till.change')}</span>
          <span>{formatFen(data.change)}</span>
        </div>
      )}
      {data.member && (
        <>
          <div className="flex justify-between">
            <span>
              {t('till.member')} {data.member.name} · {t('till.balance')}
            </span>
            <span>{formatFen(data.member.balanceAfter)}</span>
          </div>
          {data.member.provisional && <p className="mt-1">{t('till.provisional')}</p>}
        </>
      )}
      {data.points !== undefined && data.points > 0 && (
        <p data-testid="receipt-points">{t('tillSales.pointsEarned', { points: data.points })}</p>
      )}
      {data.cashier && <p data-testid="receipt-cashier">{t('tillSales.cashier', { name: data.cashier })}</p>}
      {data.approvedBy && (
        <p data-testid="receipt-approved">{t('till.grant.by', { name: data.approvedBy })}</p>
      )}
      {data.reprint && data.reprint.refunded > 0 && (
        <div className="flex justify-between" data-testid="receipt-refunded">
          <span>{t('till.sales.refunded', { amount: '' }).trim()}</span>
          <span>{formatFen(data.reprint.refunded)}</span>
        </div>
      )}
      {/* The sync state is for the cashier's screen; the customer's paper copy does not carry it. */}
      <p
        className="receipt-screen-only mt-2 text-center"
        data-testid="receipt-state"
        data-pending={pending || undefined}
      >
        {pending ? t('till.pending') : t('till.synced')}
      </p>
    </div>
  )
}
