// F8 on the till: today's sales, newest first, or any sale by its receipt number; reprint one, or
// refund it (in part, back the way it was paid: refund-tenders.ts) through the outbox, offline too.
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { holdsRight } from '../../../auth/access-codes.ts'
import { useSession } from '../../../auth/use-session.ts'
import { InvalidPayload } from '../../../data/command-kit.ts'
import { useUserDb, useWriteCommand } from '../../../data/db-context.tsx'
import { newId } from '../../../data/enqueue.ts'
import type { Row } from '../../../data/user-db.ts'
import { wordFor } from '../../../i18n/keys.ts'
import { companyDateTime, companyDayBounds, formatCompanyTime } from '../../../lib/company-time.ts'
import { parseYuan } from '../../../lib/money-input.ts'
import { formatFen } from '../../../resources/field-text.ts'
import { Button } from '../../../ui/button.tsx'
import { Modal } from '../../../ui/modal.tsx'
import { moneyProblemText } from '../../../views/money-problem.ts'
import { type CartLine, lineTotal, type PaymentPart } from '../checkout.flow.ts'
import { REFUND_LIMIT_FEN, refund, refundable } from '../refund.command.ts'
import { parsedParts, partTo } from '../refund-tenders.ts'
import { type Grant, useManagerApproval } from './manager-approval.tsx'
import { PrintButton } from './print-button.tsx'
import { Receipt, type ReceiptData } from './receipt.tsx'
import { RefundTenders, tenderWord, useRefundTenders } from './refund-tenders-field.tsx'
import { useShiftReport } from './use-shift.ts'

const numberOf = (o: Row) => String(o.receipt_no || o.id)
const DAY_MS = 86_400_000

function asReceipt(o: Row): ReceiptData {
  return {
    id: String(o.id),
    receiptNo: numberOf(o),
    lines: JSON.parse(String(o.lines || '[]')) as CartLine[],
    total: Number(o.total),
    method: String(o.method),
    tendered: Number(o.tendered),
    change: Number(o.change),
    soldAt: String(o.sold_at),
    // A split sale reprints its parts, as its first print did.
    ...(parsedParts(o.payments).length > 0 ? { payments: parsedParts(o.payments) as PaymentPart[] } : {}),
    reprint: { refunded: Number(o.refunded ?? 0) },
  }
}

export function FindSale({
  open,
  onClose,
  shiftId,
}: {
  open: boolean
  onClose: () => void
  /** The till's open shift, which a cash refund is paid out of. */
  shiftId?: string
}) {
  const { t } = useTranslation()
  const db = useUserDb()
  const [typed, setTyped] = useState('')
  const [missing, setMissing] = useState('')
  const [chosen, setChosen] = useState<string | null>(null)
  // Any day's sales, a day at a time, in the company's calendar: today when the finder opens.
  const [daysBack, setDaysBack] = useState(0)
  const dayStart = Date.now() - daysBack * DAY_MS
  const [day] = companyDateTime(dayStart)
  const today = useLiveQuery(
    async () =>
      (await db
        .table('orders')
        .where('sold_at')
        .between(...companyDayBounds(dayStart), true, false)
        .reverse()
        .sortBy('sold_at')) as Row[],
    [db, open, day],
    [] as Row[],
  )
  const order = useLiveQuery(
    async () => (chosen ? ((await db.table('orders').get(chosen)) as Row | undefined) : undefined),
    [db, chosen],
  )

  const find = async () => {
    const no = typed.trim().toUpperCase()
    if (!no) return
    const found = ((await db.table('orders').where('receipt_no').equals(no).first()) ??
      (await db.table('orders').get(no))) as Row | undefined
    setMissing(found ? '' : t('till.sales.notFound', { no }))
    if (found) setChosen(String(found.id))
  }
  const close = () => {
    setDaysBack(0)
    setChosen(null)
    setTyped('')
    setMissing('')
    onClose()
  }

  return (
    <Modal open={open} onClose={close} title={t('till.sales.title')} size="max-w-3xl">
      {order ? (
        <SaleDetail order={order} onBack={() => setChosen(null)} shiftId={shiftId} />
      ) : (
        <div className="space-y-3">
          <input
            aria-label={t('till.sales.find')}
            placeholder={t('till.sales.find')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') void find()
            }}
            className="block w-full rounded-pm3 border border-slate-300 px-2 py-1.5 font-mono"
          />
          <div className="flex items-center gap-2 text-sm" data-testid="sales-day">
            <Button
              variant="outline"
              size="sm"
              aria-label={t('till.sales.dayBefore')}
              onClick={() => setDaysBack((d) => d + 1)}
            >
              ‹
            </Button>
            <span>{daysBack === 0 ? t('till.sales.today', { day }) : day}</span>
            <Button
              variant="outline"
              size="sm"
              aria-label={t('till.sales.dayAfter')}
              disabled={daysBack === 0}
              onClick={() => setDaysBack((d) => Math.max(0, d - 1))}
            >
              ›
            </Button>
          </div>
          {missing && (
            <p role="alert" className="text-sm text-red-700">
              {missing}
            </p>
          )}
          {today.length === 0 ? (
            <p className="text-sm text-slate-500">{t('till.sales.none')}</p>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm" data-testid="today-sales">
              {today.map((o) => (
                <li key={String(o.id)}>
                  <button
                    type="button"
                    onClick={() => setChosen(String(o.id))}
                    className="flex w-full justify-between gap-3 px-1 py-1.5 text-left hover:bg-slate-50"
                  >
                    <span className="font-mono">{numberOf(o)}</span>
                    <span className="text-slate-500">{formatCompanyTime(Date.parse(String(o.sold_at)))}</span>
                    <span>{wordFor(t, 'till.methods', String(o.method))}</span>
                    <span className="ml-auto">{formatFen(Number(o.total))}</span>
                    {Number(o.refunded ?? 0) > 0 && (
                      <span className="text-amber-700">
                        {t('till.sales.refunded', { amount: formatFen(Number(o.refunded)) })}
                      </span>
                    )}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Modal>
  )
}

function SaleDetail({ order, onBack, shiftId }: { order: Row; onBack: () => void; shiftId?: string }) {
  const { t } = useTranslation()
  const { user, site } = useSession()
  const write = useWriteCommand()
  const left = refundable(order)
  const drawer = useShiftReport(shiftId ?? null)
  const [amount, setAmount] = useState('')
  const typedAmount = parseYuan(amount || (left / 100).toFixed(2))
  const back = useRefundTenders(order, typedAmount.ok ? typedAmount.fen : null, setAmount)
  const [reason, setReason] = useState('')
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  // The refund's id is made once per form, so a manager's grant asked for it still fits when sent.
  const [refundId, setRefundId] = useState(newId)
  const approval = useManagerApproval('refundOverLimit', refundId, (grant) => void submit(grant))
  // By line: the lines ticked give the amount, their share of what the customer paid for the sale.
  const saleLines = JSON.parse(String(order.lines || '[]')) as CartLine[]
  const [picked, setPicked] = useState<Set<number>>(new Set())
  const gross = saleLines.reduce((s, l) => s + lineTotal(l), 0)
  const pick = (i: number) => {
    const next = new Set(picked)
    if (!next.delete(i)) next.add(i)
    setPicked(next)
    const share = [...next].reduce((s, k) => s + lineTotal(saleLines[k]!), 0)
    const fen = gross > 0 ? Math.min(left, Math.round((share * Number(order.total)) / gross)) : 0
    setAmount(next.size ? (fen / 100).toFixed(2) : '')
    back.reset()
  }
  const submit = async (grant?: Grant) => {
    setError('')
    const typed = typedAmount
    if (!typed.ok) return setError(moneyProblemText(t, typed.problem))
    if (typed.fen <= 0 || typed.fen > left)
      return setError(t('till.sales.tooMuch', { left: formatFen(left) }))
    const parts = back.parts(typed.fen) ?? t('till.sales.tooMuch', { left: formatFen(left) })
    if (typeof parts === 'string') return setError(parts)
    // The drawer gives back no more cash than it holds, by this device's records of its shift.
    const holds = drawer?.report.expectedCash
    if (holds !== undefined && partTo(parts, 'cash') > holds)
      return setError(t('till.sales.cashOverDrawer', { cash: formatFen(holds) }))
    if (!reason.trim()) return setError(t('till.sales.reasonMissing'))
    // Money going back out of the drawer on a device that cannot check the sale: its own cap.
    const cap = site?.offline_refund_cap
    if (!navigator.onLine && cap !== undefined && typed.fen > cap)
      return setError(t('till.sales.offlineCap', { cap: formatFen(cap) }))
    // Said up front, offline too; the server decides again when the refund arrives. The shop manager
    // lets it through on this till with their password.
    if (typed.fen > REFUND_LIMIT_FEN && !holdsRight(user, 'priceOverride') && !grant) {
      setError(t('till.sales.needsRight', { limit: formatFen(REFUND_LIMIT_FEN) }))
      return approval.ask()
    }
    const id = refundId
    try {
      await write(
        refund,
        {
          id,
          order_id: String(order.id),
          amount: typed.fen,
          to: parts[0]!.method,
          ...(parts.length > 1 ? { payments: parts } : {}),
          reason: reason.trim(),
          at: new Date().toISOString(),
          ...(shiftId ? { shift_id: shiftId } : {}),
          ...(grant ? { grant: grant.grant } : {}),
          ...(picked.size
            ? {
                lines: [...picked].map((k) => ({
                  item_id: saleLines[k]!.item_id,
                  name: saleLines[k]!.name,
                  qty: saleLines[k]!.qty,
                })),
              }
            : {}),
        },
        { id },
      )
    } catch (e) {
      if (e instanceof InvalidPayload) return setError(e.messages.join('；'))
      throw e
    }
    setDone(
      t('till.sales.done', {
        amount: formatFen(typed.fen),
        to:
          parts.length === 1
            ? tenderWord(t, parts[0]!.method)
            : parts
                .map((p) => `${tenderWord(t, p.method)} ${formatFen(p.amount)}`)
                .join(t('till.sales.partsSep')),
      }),
    )
    setAmount('')
    back.reset()
    setReason('')
    setPicked(new Set())
    setRefundId(newId())
  }

  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
      <div className="space-y-2">
        <Receipt data={asReceipt(order)} width="58mm" />
        <div className="flex gap-2">
          <PrintButton label={t('till.sales.reprint')} />
          <Button variant="quiet" size="sm" onClick={onBack}>
            {t('till.sales.back')}
          </Button>
        </div>
      </div>
      {left > 0 && (
        <form
          className="space-y-3"
          onSubmit={(e) => {
            e.preventDefault()
            void submit()
          }}
        >
          <p className="font-semibold">{t('till.sales.refund')}</p>
          {saleLines.length > 1 && (
            <fieldset className="space-y-1 text-sm" aria-label={t('till.sales.byLine')}>
              {saleLines.map((l, i) => (
                <label key={l.item_id} className="flex items-center gap-2">
                  <input type="checkbox" checked={picked.has(i)} onChange={() => pick(i)} />
                  <span>
                    {l.name} ×{l.qty}
                  </span>
                  <span className="ml-auto">{formatFen(lineTotal(l))}</span>
                </label>
              ))}
            </fieldset>
          )}
          <label className="block text-sm">
            {t('till.sales.amount')}
            <input
              inputMode="decimal"
              value={amount}
              placeholder={(left / 100).toFixed(2)}
              onChange={(e) => {
                setAmount(e.target.value)
                back.reset()
              }}
              className="mt-1 block w-full rounded-pm3 border border-slate-300 px-2 py-1.5"
            />
          </label>
          <RefundTenders tenders={back.tenders} shown={back.shown} onType={back.type} />
          <label className="block text-sm">
            {t('till.sales.reason')}
            <input
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              className="mt-1 block w-full rounded-pm3 border border-slate-300 px-2 py-1.5"
            />
          </label>
          {error && (
            <p role="alert" className="rounded bg-red-50 px-2 py-1 text-sm text-red-700">
              {error}
            </p>
          )}
          <Button type="submit" className="w-full">
            {t('till.sales.refund')}
          </Button>
        </form>
      )}
      {approval.dialog}
      {done && (
        <p role="status" className="text-sm text-green-700 sm:col-span-2">
          {done}
        </p>
      )}
    </div>
  )
}
