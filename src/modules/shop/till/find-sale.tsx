// F8 on the till: today's sales, newest first, or any sale by its receipt number; reprint one, or
// refund it (by line or in part, back the way it was paid: refund-lines.ts, refund-tenders.ts) through
// the outbox, offline too — confirmed before it is queued, and a refund slip to print after.
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
import { formatFen } from '../../../lib/money-format.ts'
import { parseYuan } from '../../../lib/money-input.ts'
import { Button } from '../../../ui/button.tsx'
import { Modal } from '../../../ui/modal.tsx'
import { moneyProblemText } from '../../../views/money-problem.ts'
import type { CartLine, PaymentPart } from '../checkout.flow.ts'
import { refund, refundable } from '../refund.command.ts'
import { lineProblem, linesLeft, linesValue, type RefundLine } from '../refund-lines.ts'
import { parsedParts, partTo, type RefundPart } from '../refund-tenders.ts'
import { type Grant, useManagerApproval } from './manager-approval.tsx'
import { PrintButton } from './print-button.tsx'
import { Receipt, type ReceiptData } from './receipt.tsx'
import { type PickedLines, RefundLinesField } from './refund-lines-field.tsx'
import { RefundSlip, type RefundSlipData } from './refund-slip.tsx'
import { RefundTenders, tenderWord, useRefundTenders } from './refund-tenders-field.tsx'
import { managerReasonText, useRefundNeeds } from './use-refund-needs.ts'
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
  // Read only while the finder is open: closed, it would read the day's sales again after every sale.
  const today = useLiveQuery(
    async () =>
      open
        ? ((await db
            .table('orders')
            .where('sold_at')
            .between(...companyDayBounds(dayStart), true, false)
            .reverse()
            .sortBy('sold_at')) as Row[])
        : [],
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

/** A refund checked and waiting for the cashier's confirmation (and the manager's, where needed). */
interface PendingRefund {
  amount: number
  parts: RefundPart[]
  lines: RefundLine[]
  reason: string
  /** Why the shop manager is needed, in the cashier's words; '' when not. */
  needs: string
}

function SaleDetail({ order, onBack, shiftId }: { order: Row; onBack: () => void; shiftId?: string }) {
  const { t } = useTranslation()
  const { user, site } = useSession()
  const write = useWriteCommand()
  const left = refundable(order)
  const drawer = useShiftReport(shiftId ?? null)
  const [amount, setAmount] = useState('')
  // An empty amount refunds nothing: the split shown is only what the whole would be.
  const typedAmount = amount.trim() ? parseYuan(amount) : null
  const preview = typedAmount ? typedAmount : parseYuan((left / 100).toFixed(2))
  const back = useRefundTenders(order, preview.ok ? preview.fen : null, setAmount)
  const needs = useRefundNeeds(order, shiftId, back.earlier)
  const [reason, setReason] = useState('')
  const [error, setError] = useState('')
  const [done, setDone] = useState('')
  const [pending, setPending] = useState<PendingRefund | null>(null)
  const [slip, setSlip] = useState<RefundSlipData | null>(null)
  // The refund's id is made once per form, so a manager's grant asked for it still fits when sent.
  const [refundId, setRefundId] = useState(newId)
  const approval = useManagerApproval('refundOverLimit', refundId, (grant) => void send(grant))
  // By line: what is left of each line (any till's refunds counted); the lines ticked give the amount.
  const lines = linesLeft(order, back.earlier)
  const [picked, setPicked] = useState<PickedLines>({})
  const wanted = (p: PickedLines): RefundLine[] =>
    lines
      .filter((l) => (p[l.line] ?? 0) > 0)
      .map((l) => ({ line: l.line, item_id: l.item_id, name: l.name, qty: p[l.line]! }))
  const pick = (line: number, qty: number) => {
    const next = { ...picked, [line]: qty }
    setPicked(next)
    const chosen = wanted(next)
    const fen = Math.min(left, linesValue(lines, chosen))
    setAmount(chosen.length ? (fen / 100).toFixed(2) : '')
    back.reset()
  }

  /** Everything the till can check, then the confirmation: nothing is queued before it. */
  const check = () => {
    setError('')
    const chosen = wanted(picked)
    if (!typedAmount) return setError(t('till.sales.amountMissing'))
    if (!typedAmount.ok) return setError(moneyProblemText(t, typedAmount.problem))
    const fen = typedAmount.fen
    if (fen <= 0 || fen > left) return setError(t('till.sales.tooMuch', { left: formatFen(left) }))
    const problem = lineProblem(lines, chosen)
    if (problem?.kind === 'tooMany')
      return setError(t('till.sales.lineTooMany', { n: problem.n, name: problem.name, left: problem.left }))
    const worth = linesValue(lines, chosen)
    if (chosen.length && fen > worth)
      return setError(t('till.sales.overLines', { amount: formatFen(fen), value: formatFen(worth) }))
    const parts = back.parts(fen) ?? t('till.sales.tooMuch', { left: formatFen(left) })
    if (typeof parts === 'string') return setError(parts)
    // The drawer gives back no more cash than it holds, by this device's records of its shift.
    const holds = drawer?.report.expectedCash
    if (holds !== undefined && partTo(parts, 'cash') > holds)
      return setError(t('till.sales.cashOverDrawer', { cash: formatFen(holds) }))
    if (!reason.trim()) return setError(t('till.sales.reasonMissing'))
    // Money going back out of the drawer on a device that cannot check the sale: its own cap.
    const cap = site?.offline_refund_cap
    if (!navigator.onLine && cap !== undefined && fen > cap)
      return setError(t('till.sales.offlineCap', { cap: formatFen(cap) }))
    // Said up front, offline too; the server decides again when the refund arrives.
    const why = holdsRight(user, 'priceOverride') ? null : needs(fen)
    setPending({
      amount: fen,
      parts,
      lines: chosen,
      reason: reason.trim(),
      needs: why ? managerReasonText(t, why, fen) : '',
    })
  }

  /** Confirmed: the shop manager lets it through on this till where needed, then it is queued. */
  const send = async (grant?: Grant) => {
    if (!pending) return
    if (pending.needs && !grant) return approval.ask()
    const id = refundId
    const at = new Date().toISOString()
    // Who let it through, as the server will record it (it fills this in itself).
    const approvedBy = grant?.manager ?? (needs(pending.amount) ? user?.nickname || user?.username : '')
    try {
      await write(
        refund,
        {
          id,
          order_id: String(order.id),
          amount: pending.amount,
          to: pending.parts[0]!.method,
          ...(pending.parts.length > 1 ? { payments: pending.parts } : {}),
          reason: pending.reason,
          at,
          ...(shiftId ? { shift_id: shiftId } : {}),
          ...(grant ? { grant: grant.grant } : {}),
          ...(approvedBy ? { approved_by: approvedBy } : {}),
          ...(pending.lines.length ? { lines: pending.lines } : {}),
        },
        { id },
      )
    } catch (e) {
      setPending(null)
      if (e instanceof InvalidPayload) return setError(e.messages.join('；'))
      throw e
    }
    const to =
      pending.parts.length === 1
        ? tenderWord(t, pending.parts[0]!.method)
        : pending.parts
            .map((p) => `${tenderWord(t, p.method)} ${formatFen(p.amount)}`)
            .join(t('till.sales.partsSep'))
    setDone(t('till.sales.done', { amount: formatFen(pending.amount), to }))
    setSlip({
      id,
      receiptNo: numberOf(order),
      at,
      amount: pending.amount,
      parts: pending.parts,
      lines: pending.lines,
      reason: pending.reason,
      ...(approvedBy ? { approvedBy } : {}),
    })
    setPending(null)
    setAmount('')
    back.reset()
    setReason('')
    setPicked({})
    setRefundId(newId())
  }

  return (
    <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
      <div className="space-y-2">
        {/* While a refund slip is on screen, it is what prints. */}
        <div data-print={slip ? 'off' : undefined}>
          <Receipt data={asReceipt(order)} width="58mm" />
        </div>
        <div className="flex gap-2">
          <PrintButton label={t('till.sales.reprint')} />
          <Button variant="quiet" size="sm" onClick={onBack}>
            {t('till.sales.back')}
          </Button>
        </div>
      </div>
      {slip ? (
        <div className="space-y-2">
          <RefundSlip slip={slip} />
          <div className="flex justify-center gap-2">
            <PrintButton />
            {left > 0 && (
              <Button variant="quiet" size="sm" onClick={() => setSlip(null)}>
                {t('till.sales.another')}
              </Button>
            )}
          </div>
        </div>
      ) : pending ? (
        <RefundConfirm pending={pending} onConfirm={() => void send()} onEdit={() => setPending(null)} />
      ) : (
        left > 0 && (
          <form
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault()
              check()
            }}
          >
            <p className="font-semibold">{t('till.sales.refund')}</p>
            <RefundLinesField lines={lines} picked={picked} onPick={pick} />
            <label className="block text-sm">
              {t('till.sales.amount')}
              <input
                inputMode="decimal"
                value={amount}
                placeholder={t('till.sales.atMost', { left: formatFen(left) })}
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
        )
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

/** What the refund gives back, shown before anything is queued: lines and quantities, amount, methods. */
function RefundConfirm({
  pending,
  onConfirm,
  onEdit,
}: {
  pending: PendingRefund
  onConfirm: () => void
  onEdit: () => void
}) {
  const { t } = useTranslation()
  return (
    <section
      className="space-y-3 text-sm"
      aria-label={t('till.sales.confirmTitle')}
      data-testid="refund-confirm"
    >
      <p className="font-semibold">{t('till.sales.confirmTitle')}</p>
      {pending.lines.length ? (
        <ul>
          {pending.lines.map((l) => (
            <li key={l.line}>
              {l.name} ×{l.qty}
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('till.sales.byAmount')}</p>
      )}
      <p className="text-base font-bold" data-testid="refund-confirm-amount">
        {t('till.sales.refund')} {formatFen(pending.amount)}
      </p>
      <p>
        {t('till.sales.to')}：
        {pending.parts
          .map((p) => `${tenderWord(t, p.method)} ${formatFen(p.amount)}`)
          .join(t('till.sales.partsSep'))}
      </p>
      <p>
        {t('till.sales.slipReason')}：{pending.reason}
      </p>
      {pending.needs && <p className="rounded bg-amber-50 px-2 py-1 text-amber-800">{pending.needs}</p>}
      <div className="flex gap-2">
        {/* Focused, so a keyboard till confirms with a second Enter. */}
        <Button autoFocus className="flex-1" onClick={onConfirm}>
          {t('till.sales.confirm')}
        </Button>
        <Button variant="outline" onClick={onEdit}>
          {t('till.sales.edit')}
        </Button>
      </div>
    </section>
  )
}
