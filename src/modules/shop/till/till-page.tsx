// The till: cash checkout (/dian/shouxian) or member checkout (/dian/huiyin), the same offline and
// online. This page only composes its parts: the status strip (receipt number, prices, today, the
// shift), the member, the item search and cart, payment, the receipt, and the keyboard (till-keys.ts).
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { holdsRight } from '../../../auth/access-codes.ts'
import { useSession } from '../../../auth/use-session.ts'
import { useUserDb } from '../../../data/db-context.tsx'
import type { Row } from '../../../data/user-db.ts'
import { useLanguage } from '../../../i18n/use-language.ts'
import { Button } from '../../../ui/button.tsx'
import { PageTitle } from '../../../views/page-title.tsx'
import { isOverridden, type PayMethod } from '../checkout.flow.ts'
import { CardSalePanel } from './card-sale-panel.tsx'
import { CartTable } from './cart-table.tsx'
import { FindSale } from './find-sale.tsx'
import { ItemPicker } from './item-picker.tsx'
import { type Grant, useManagerApproval } from './manager-approval.tsx'
import { type FoundMember, MemberLookup } from './member-lookup.tsx'
import { thisTill } from './next-receipt-number.ts'
import { type PaymentFocus, PaymentPanel } from './payment-panel.tsx'
import type { ReceiptData } from './receipt.tsx'
import { ReceiptPanel } from './receipt-panel.tsx'
import { useScanAfterReceipt } from './scan-after-receipt.ts'
import type { ShiftAsk } from './shift-controls.tsx'
import { keyHint, tillAction } from './till-keys.ts'
import { TillStatus } from './till-status.tsx'
import { useCart } from './use-cart.ts'
import { cartDiscountFen, type SplitAmounts, saleTotal, useCheckout } from './use-checkout.ts'
import { useDaySummary } from './use-day-summary.ts'
import { usePriceList } from './use-price-list.ts'
import { readOpenShift, useOpenShift } from './use-shift.ts'

export function TillPage({ mode }: { mode: 'cash' | 'member' }) {
  const { t } = useTranslation()
  const lang = useLanguage()
  const db = useUserDb()
  const { user } = useSession()
  const cart = useCart()
  const checkout = useCheckout()
  const priceList = usePriceList(db)
  const shift = useOpenShift()
  const [method, setMethod] = useState<PayMethod>('cash')
  const [tendered, setTendered] = useState('')
  const [overrideReason, setOverrideReason] = useState('')
  const [split, setSplit] = useState<SplitAmounts | null>(null)
  const [cartDiscount, setCartDiscount] = useState('')
  // A cashier's sale whose prices the shop manager unlocked on this till, with their password.
  const [overrideGrant, setOverrideGrant] = useState<Grant | null>(null)
  const priceApproval = useManagerApproval('priceOverride', cart.id, setOverrideGrant)
  const [error, setError] = useState('')
  const [receipt, setReceipt] = useState<ReceiptData | null>(null)
  const [member, setMember] = useState<FoundMember | null>(null)
  const [findOpen, setFindOpen] = useState(false)
  const [shiftAsk, setShiftAsk] = useState<ShiftAsk>()
  const today = useDaySummary([receipt, findOpen])
  const search = useRef<HTMLInputElement>(null)
  const payment = useRef<PaymentFocus>(null)
  const nextButton = useRef<HTMLButtonElement>(null)

  const balance = useLiveQuery(
    async () =>
      member ? Number(((await db.table('members').get(member.id)) as Row | undefined)?.balance ?? 0) : null,
    [db, member?.id],
    null,
  )
  const total = saleTotal({ mode, cart, member, cartDiscount })
  const ownRight = holdsRight(user, 'priceOverride')
  const canOverride = ownRight || overrideGrant !== null

  // Focus moves in the same commit as the screen, so a keystroke right after a sale is never lost.
  useLayoutEffect(() => {
    if (receipt) nextButton.current?.focus()
    else search.current?.focus()
  }, [receipt])

  // A method picked by key moves focus once the panel shows that method's field.
  const focusAfterMethod = useRef(false)
  useLayoutEffect(() => {
    if (!focusAfterMethod.current) return
    focusAfterMethod.current = false
    payment.current?.focusPay(method)
  })
  useEffect(() => {
    if (receipt) return
    const onKey = (e: KeyboardEvent) => {
      const action = tillAction(e)
      if (!action) return
      if (action === 'findSale') {
        e.preventDefault()
        return setFindOpen(true)
      }
      if (action === 'shift' || action === 'cashMove') {
        e.preventDefault()
        return setShiftAsk((a) => ({ step: action, n: (a?.n ?? 0) + 1 }))
      }
      if (action === 'split') {
        if (mode !== 'cash') return
        e.preventDefault()
        focusAfterMethod.current = true
        return setSplit((s) => s ?? { wechat: '', alipay: '', card: '' })
      }
      if (typeof action === 'object' && mode === 'cash') {
        e.preventDefault()
        if (action.method === method) return payment.current?.focusPay(method)
        focusAfterMethod.current = true
        setMethod(action.method)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [receipt, mode, method])

  const shiftIdNow = async () => {
    const open = shift !== undefined ? shift : await readOpenShift(db, thisTill())
    return open ? String(open.id) : undefined
  }

  // A second Enter on 收款 while the first is being queued is the same press, not a second sale.
  const paying = useRef(false)
  const pay = async () => {
    if (paying.current) return
    paying.current = true
    try {
      await payOnce()
    } finally {
      paying.current = false
    }
  }
  const payOnce = async () => {
    setError('')
    setScanProblem('')
    if (cart.lines.length === 0) return
    const outcome = await checkout({
      mode,
      cart,
      method,
      tendered,
      member,
      overrideReason,
      split: mode === 'cash' ? split : null,
      cartDiscount,
      ...(overrideGrant ? { grant: overrideGrant } : {}),
      priceVersion: priceList.version,
      // Paid in the first moment of a start, before the live read of the shift answered: read it
      // now, so the sale names the open shift (the server refuses one that does not).
      shiftId: await shiftIdNow(),
    })
    if ('error' in outcome) setError(outcome.error)
    else setReceipt(outcome.receipt)
  }

  // A scan while the receipt shows: the next sale, with that item (or the unknown code said).
  const [scanProblem, setScanProblem] = useState('')
  useScanAfterReceipt(receipt !== null, (code) => {
    void (async () => {
      const table = db.table('serviceItems')
      const item = ((await table.where('barcode').equals(code).first()) ??
        (await table.where('code').equals(code).first())) as Row | undefined
      nextSale()
      if (item && item.status === 'active')
        cart.add({ id: String(item.id), name: String(item.name), price: Number(item.price) })
      else setScanProblem(t('till.unknownBarcode', { code }))
    })()
  })

  const nextSale = () => {
    setScanProblem('')
    setReceipt(null)
    setTendered('')
    setOverrideReason('')
    setSplit(null)
    setCartDiscount('')
    setOverrideGrant(null)
    setMethod('cash')
    // A member attached to a cash-till sale was that customer's; the member till keeps its member.
    if (mode === 'cash') setMember(null)
    cart.next()
  }

  return (
    // From a tablet up the payment sits beside the cart and stays in view as the cart grows (below
    // it, four lines pushed 收款 under the fold).
    // On a phone the payment sticks to the bottom of the screen (a flex column, so it may leave its
    // own row): 收款 stays in view however long the cart grows.
    <section className="flex flex-col gap-4 md:grid md:grid-cols-[1fr_300px] lg:grid-cols-[1fr_360px]">
      <PageTitle />
      <FindSale
        open={findOpen}
        onClose={() => setFindOpen(false)}
        shiftId={shift ? String(shift.id) : undefined}
      />
      <div className="space-y-3">
        <TillStatus
          cart={cart}
          priceList={priceList}
          today={today}
          shift={shift}
          onFindSale={receipt ? undefined : () => setFindOpen(true)}
          onShiftDone={() => search.current?.focus()}
          shiftAsk={shiftAsk}
        />
        {mode === 'member' && (
          <MemberLookup member={member} onFound={setMember} balance={balance} shiftId={shift?.id as string} />
        )}
        {mode === 'member' && !receipt && (
          <CardSalePanel
            member={member}
            cart={cart}
            shiftId={shift ? String(shift.id) : undefined}
            onSold={setReceipt}
          />
        )}
        {/* A member may be attached to any sale: the card's discount and points, whatever the tender. */}
        {mode === 'cash' && !receipt && (
          <details className="rounded-lg bg-white px-4 py-2 shadow-sm" open={member !== null}>
            <summary className="min-h-11 cursor-pointer py-2 text-sm">{t('tillSales.attachMember')}</summary>
            <MemberLookup
              member={member}
              onFound={setMember}
              balance={balance}
              shiftId={shift?.id as string}
            />
          </details>
        )}
        <div className="rounded-lg bg-white p-4 shadow-sm">
          {!receipt && (
            <ItemPicker ref={search} onAdd={cart.add} onCheckout={() => payment.current?.focusPay(method)} />
          )}
          {scanProblem && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {scanProblem}
            </p>
          )}
          <div className="mt-3">
            <CartTable
              lines={receipt ? receipt.lines : cart.lines}
              setQty={cart.setQty}
              setDiscount={cart.setDiscount}
              setPrice={cart.setPrice}
              {...(receipt ? {} : { setStaff: cart.setStaff })}
              canOverride={canOverride && !receipt}
            />
          </div>
          {!receipt && !ownRight && (
            <p className="mt-2 text-sm">
              {overrideGrant ? (
                <span className="text-green-700">{t('till.grant.by', { name: overrideGrant.manager })}</span>
              ) : (
                <Button variant="outline" size="sm" onClick={priceApproval.ask}>
                  {t('till.grant.ask')}
                </Button>
              )}
            </p>
          )}
          {priceApproval.dialog}
          <p className="mt-2 text-xs text-slate-500">{keyHint(lang)}</p>
        </div>
      </div>
      <aside className="sticky bottom-0 z-10 space-y-3 md:top-2 md:bottom-auto md:self-start">
        {receipt ? (
          <ReceiptPanel ref={nextButton} receipt={receipt} onNext={nextSale} />
        ) : (
          <PaymentPanel
            ref={payment}
            mode={mode}
            total={total}
            method={method}
            onMethod={setMethod}
            tendered={tendered}
            onTendered={setTendered}
            overridden={cartDiscountFen(cartDiscount) > 0 || cart.lines.some(isOverridden)}
            overrideReason={overrideReason}
            onOverrideReason={setOverrideReason}
            error={error}
            disabled={cart.lines.length === 0}
            onPay={() => void pay()}
            split={split}
            onSplit={setSplit}
            cartDiscount={cartDiscount}
            onCartDiscount={canOverride ? setCartDiscount : null}
            memberBalance={mode === 'member' && member ? balance : null}
          />
        )}
      </aside>
    </section>
  )
}
