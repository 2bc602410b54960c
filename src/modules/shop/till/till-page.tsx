import dayjs from 'dayjs'
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { holdsRight } from '../../../auth/access-codes.ts'
import { useSession } from '../../../auth/use-session.ts'
import { InvalidPayload } from '../../../data/command-kit.ts'
import { useUserDb } from '../../../data/db-context.tsx'
import { writeCommand } from '../../../data/sync-client.ts'
import type { Row } from '../../../data/user-db.ts'
import { companyDateTime, companyDayBounds } from '../../../lib/company-time.ts'
import { parseYuan } from '../../../lib/money-input.ts'
import { formatFen } from '../../../views/field-display.ts'
import { moneyProblemText } from '../../../views/money-problem.ts'
import {
  cartTotal,
  isOverridden,
  offlineCapBreach,
  PAY_METHODS,
  type PayMethod,
  settle,
} from '../checkout.flow.ts'
import { cashCheckout, memberCheckout } from '../shop.commands.ts'
import { CartTable } from './cart-table.tsx'
import { FindSale } from './find-sale.tsx'
import { ItemPicker } from './item-picker.tsx'
import { type FoundMember, MemberLookup } from './member-lookup.tsx'
import { OverrideReason } from './override-reason.tsx'
import { Receipt, type ReceiptData } from './receipt.tsx'
import { useCart } from './use-cart.ts'
import { usePriceList } from './use-price-list.ts'

/** The till: cash checkout (/dian/shouxian) or member checkout (/dian/huiyin); the same offline and online. */
export function TillPage({ mode }: { mode: 'cash' | 'member' }) {
  const { t } = useTranslation()
  const db = useUserDb()
  const { site, user } = useSession()
  const canOverride = holdsRight(user, 'priceOverride')
  const cart = useCart()
  const [overrideReason, setOverrideReason] = useState('')
  const [method, setMethod] = useState<PayMethod>('cash')
  const [tendered, setTendered] = useState('')
  const [error, setError] = useState('')
  const [receipt, setReceipt] = useState<ReceiptData | null>(null)
  const [member, setMember] = useState<FoundMember | null>(null)
  const [width, setWidth] = useState<'58mm' | '80mm'>('58mm')
  const [findOpen, setFindOpen] = useState(false)
  const search = useRef<HTMLInputElement>(null)
  const tenderedInput = useRef<HTMLInputElement>(null)
  const payButton = useRef<HTMLButtonElement>(null)
  const nextButton = useRef<HTMLButtonElement>(null)

  const balance = useLiveQuery(
    async () =>
      member ? Number(((await db.table('members').get(member.id)) as Row | undefined)?.balance ?? 0) : null,
    [db, member?.id],
    null,
  )
  const priceList = usePriceList(db)
  const [today] = companyDateTime(Date.now())
  const summary = useLiveQuery(
    async () => {
      const rows = (await db
        .table('orders')
        .where('sold_at')
        .between(...companyDayBounds(Date.now()), true, false)
        .toArray()) as Row[]
      const byMethod: Record<string, number> = {}
      for (const r of rows) byMethod[String(r.method)] = (byMethod[String(r.method)] ?? 0) + Number(r.total)
      // Refunded today, whichever day the sale was: the day's takings are sales less refunds.
      const refunded = (
        (await db
          .table('refunds')
          .where('at')
          .between(...companyDayBounds(Date.now()), true, false)
          .toArray()) as Row[]
      ).reduce((s, r) => s + Number(r.amount), 0)
      return { count: rows.length, total: rows.reduce((s, r) => s + Number(r.total), 0) - refunded, byMethod }
    },
    [db, today, receipt, findOpen],
    { count: 0, total: 0, byMethod: {} as Record<string, number> },
  )
  const typedTender = parseYuan(tendered)
  const tenderedFen = typedTender.ok ? typedTender.fen : null
  const total = cartTotal(cart.lines, mode === 'member' ? (member?.discount ?? 100) : 100)
  const overridden = cart.lines.some(isOverridden)
  /** What every sale carries for the server's pricing. */
  const pricing = () => ({
    price_version: priceList.version,
    ...(overridden ? { override_reason: overrideReason.trim() } : {}),
  })

  // Focus moves in the same commit as the screen, so a keystroke right after a sale is never lost.
  useLayoutEffect(() => {
    if (receipt) nextButton.current?.focus()
    else search.current?.focus()
  }, [receipt])

  const goPay = () =>
    mode === 'cash' && method === 'cash' ? tenderedInput.current?.focus() : payButton.current?.focus()

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'F8' || receipt) return
      e.preventDefault()
      setFindOpen(true)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [receipt])

  // Alt+1–4 picks the payment method from anywhere on the till (plain digits stay amounts in 实收),
  // then focus goes where that method is paid: 实收 for cash, 收款 otherwise.
  const focusAfterMethod = useRef(false)
  useEffect(() => {
    if (mode !== 'cash' || receipt) return
    const onKey = (e: KeyboardEvent) => {
      const picked =
        e.altKey && !e.ctrlKey && !e.metaKey
          ? PAY_METHODS[Number(e.code.replace('Digit', '')) - 1]
          : undefined
      if (!picked) return
      e.preventDefault()
      if (picked === method) return goPay()
      focusAfterMethod.current = true
      setMethod(picked)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })
  useLayoutEffect(() => {
    if (!focusAfterMethod.current) return
    focusAfterMethod.current = false
    goPay()
  })

  // A write refused on the device (storage full, a sale that does not add up) is shown, never
  // confirmed: no receipt appears.
  const pay = () =>
    payNow().catch((e: unknown) => {
      if (!(e instanceof InvalidPayload)) throw e
      setError(e.messages.join('；'))
    })

  const payNow = async () => {
    setError('')
    if (cart.lines.length === 0) return
    if (overridden && !overrideReason.trim()) return setError(t('till.overrideReasonMissing'))
    const soldAt = new Date().toISOString()
    if (mode === 'member') {
      if (!member || balance === null) return setError(t('till.noMember'))
      if (balance < total) return setError(t('till.insufficient'))
      const queued = await db.outbox.where('state').equals('pending').toArray()
      const provisional = !navigator.onLine || queued.length > 0
      if (provisional) {
        const queuedMember = queued
          .filter((e) => e.kind === 'shop.memberCheckout')
          .reduce((sum, e) => sum + Number(e.payload.total), 0)
        const breach = offlineCapBreach(total, queuedMember, {
          sale: site?.offline_sale_cap,
          all: site?.offline_total_cap,
        })
        if (breach)
          return setError(
            t(breach.rule === 'sale' ? 'till.capSale' : 'till.capAll', { cap: formatFen(breach.cap) }),
          )
      }
      const receiptNo = await cart.receiptNumber()
      await writeCommand(
        memberCheckout,
        {
          id: cart.id,
          receipt_no: receiptNo,
          member_id: member.id,
          discount: member.discount,
          lines: cart.lines,
          total,
          sold_at: soldAt,
          ...pricing(),
        },
        { id: cart.id },
      )
      setReceipt({
        id: cart.id,
        receiptNo,
        lines: cart.lines,
        total,
        method: 'member',
        tendered: total,
        change: 0,
        soldAt,
        member: { name: member.name, balanceAfter: balance - total, provisional },
      })
      return
    }
    const typed = method === 'cash' ? parseYuan(tendered || '0') : ({ ok: true, fen: 0 } as const)
    if (!typed.ok) return setError(moneyProblemText(t, typed.problem))
    const paid = settle(method, total, typed.fen)
    if (!paid) return setError(t('till.notEnough'))
    const receiptNo = await cart.receiptNumber()
    const sale = {
      id: cart.id,
      receipt_no: receiptNo,
      method,
      lines: cart.lines,
      total,
      ...paid,
      sold_at: soldAt,
    }
    await writeCommand(cashCheckout, { ...sale, ...pricing() }, { id: cart.id })
    setReceipt({ id: cart.id, receiptNo, lines: cart.lines, total, method, ...paid, soldAt })
  }

  const nextSale = () => {
    setReceipt(null)
    setTendered('')
    setOverrideReason('')
    setMethod('cash')
    cart.next()
  }

  return (
    <section className="grid gap-4 lg:grid-cols-[1fr_360px]">
      <FindSale open={findOpen} onClose={() => setFindOpen(false)} />
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-500">
          <span>
            {t('till.receiptNo')}:{' '}
            <span className="font-mono text-slate-800" data-testid="sale-receipt-no" data-key={cart.id}>
              {cart.receiptNo}
            </span>
          </span>
          <span>
            {priceList.lastPullAt
              ? t('till.priceAge', { time: dayjs(priceList.lastPullAt).format('MM-DD HH:mm') })
              : t('till.priceNever')}
            <span data-testid="price-version">{t('till.priceVersion', { version: priceList.version })}</span>
          </span>
          <span data-testid="today-summary">
            {t('till.todaySales', { count: summary.count, total: formatFen(summary.total) })}
          </span>
          {!receipt && (
            <button
              type="button"
              onClick={() => setFindOpen(true)}
              className="rounded-pm3 border border-slate-300 px-2 py-1 text-slate-700"
            >
              {t('till.sales.open')}
            </button>
          )}
        </div>
        {mode === 'member' && <MemberLookup member={member} onFound={setMember} balance={balance} />}
        <div className="rounded-lg bg-white p-4 shadow-sm">
          {!receipt && <ItemPicker ref={search} onAdd={cart.add} onCheckout={goPay} />}
          <div className="mt-3">
            <CartTable
              lines={receipt ? receipt.lines : cart.lines}
              setQty={cart.setQty}
              setDiscount={cart.setDiscount}
              setPrice={cart.setPrice}
              canOverride={canOverride && !receipt}
            />
          </div>
          <p className="mt-2 text-xs text-slate-400">{t('till.keys')}</p>
        </div>
      </div>
      <aside className="space-y-3">
        {receipt ? (
          <div className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
            <p className="text-center text-lg font-semibold text-green-600">{t('till.paid')}</p>
            <Receipt data={receipt} width={width} />
            <div className="flex items-center gap-2">
              <select
                aria-label="width"
                value={width}
                onChange={(e) => setWidth(e.target.value as '58mm' | '80mm')}
                className="rounded-pm3 border border-slate-300 px-2 py-1 text-sm"
              >
                <option value="58mm">58 mm</option>
                <option value="80mm">80 mm</option>
              </select>
              <button
                type="button"
                onClick={() => window.print()}
                className="rounded-pm3 border border-slate-300 px-3 py-1.5 text-sm"
              >
                {t('till.print')}
              </button>
              <button
                ref={nextButton}
                type="button"
                onClick={nextSale}
                className="ml-auto rounded-pm3 bg-primary px-4 py-1.5 text-sm text-white"
              >
                {t('till.next')}
              </button>
            </div>
          </div>
        ) : (
          <form
            className="space-y-3 rounded-lg bg-white p-4 shadow-sm"
            onSubmit={(e) => {
              e.preventDefault()
              void pay()
            }}
          >
            <p className="flex items-baseline justify-between">
              <span className="text-slate-500">{t('till.total')}</span>
              <span className="text-3xl font-bold text-slate-900" data-testid="till-total">
                {formatFen(total)}
              </span>
            </p>
            {mode === 'cash' && (
              <>
                <label className="block text-sm">
                  {t('till.method')}
                  <select
                    value={method}
                    onChange={(e) => setMethod(e.target.value as PayMethod)}
                    className="mt-1 block w-full rounded-pm3 border border-slate-300 px-2 py-1.5"
                  >
                    {PAY_METHODS.map((m) => (
                      <option key={m} value={m}>
                        {t(`till.methods.${m}`)}
                      </option>
                    ))}
                  </select>
                </label>
                {method === 'cash' && (
                  <label className="block text-sm">
                    {t('till.tendered')}
                    <input
                      ref={tenderedInput}
                      inputMode="decimal"
                      value={tendered}
                      onChange={(e) => setTendered(e.target.value)}
                      className="mt-1 block w-full rounded-pm3 border border-slate-300 px-2 py-1.5 text-lg"
                    />
                  </label>
                )}
                {method === 'cash' && tenderedFen !== null && tenderedFen >= total && total > 0 && (
                  <p className="flex justify-between text-sm">
                    <span>{t('till.change')}</span>
                    <span>{formatFen(tenderedFen - total)}</span>
                  </p>
                )}
              </>
            )}
            {overridden && <OverrideReason value={overrideReason} onChange={setOverrideReason} />}
            {error && (
              <p role="alert" className="rounded bg-red-50 px-2 py-1 text-sm text-red-700">
                {error}
              </p>
            )}
            <button
              ref={payButton}
              type="submit"
              disabled={cart.lines.length === 0}
              className="w-full rounded-pm3 bg-primary py-3 text-lg text-white disabled:opacity-50"
            >
              {t('till.pay')}
            </button>
          </form>
        )}
      </aside>
    </section>
  )
}
