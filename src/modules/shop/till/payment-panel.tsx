// The payment side of the till: the total, the method (Alt+1–4 picks it from anywhere), what the
// customer handed over and the change, the override reason when a price was changed, and 收款.
import { type RefObject, useImperativeHandle, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { formatFen } from '../../../lib/money-format.ts'
import { parseYuan } from '../../../lib/money-input.ts'
import { Button } from '../../../ui/button.tsx'
import { PAY_METHODS, type PayMethod } from '../checkout.flow.ts'
import { BalanceRest } from './balance-rest.tsx'
import { OverrideReason } from './override-reason.tsx'
import type { SplitAmounts } from './use-checkout.ts'

const NON_CASH = ['wechat', 'alipay', 'card'] as const

/** What a typed amount comes to while typing (a half-typed amount counts as nothing yet). */
const fenOf = (text: string) => {
  const typed = parseYuan(text || '0')
  return typed.ok ? typed.fen : 0
}

export interface PaymentFocus {
  /** Focus where the chosen method is paid: 实收 for cash, 收款 otherwise. */
  focusPay(method: PayMethod): void
}

export function PaymentPanel({
  ref,
  mode,
  total,
  method,
  onMethod,
  tendered,
  onTendered,
  overridden,
  overrideReason,
  onOverrideReason,
  error,
  disabled,
  onPay,
  split,
  onSplit,
  cartDiscount,
  onCartDiscount,
  memberBalance = null,
}: {
  ref: RefObject<PaymentFocus | null>
  mode: 'cash' | 'member'
  total: number
  method: PayMethod
  onMethod: (m: PayMethod) => void
  tendered: string
  onTendered: (text: string) => void
  overridden: boolean
  overrideReason: string
  onOverrideReason: (text: string) => void
  error: string
  disabled: boolean
  onPay: () => void
  /** Yuan off the whole sale; the field shows only to a holder of the price-override right. */
  cartDiscount: string
  onCartDiscount: ((text: string) => void) | null
  /** A split payment's non-cash amounts as typed, or null when paid one way. */
  split: SplitAmounts | null
  onSplit: (split: SplitAmounts | null) => void
  /** The member's balance on the member till: what it does not cover is paid another way. */
  memberBalance?: number | null
}) {
  const { t } = useTranslation()
  const tenderedInput = useRef<HTMLInputElement>(null)
  const payButton = useRef<HTMLButtonElement>(null)
  const firstSplit = useRef<HTMLInputElement>(null)
  useImperativeHandle(ref, () => ({
    focusPay: (m) =>
      (split ? firstSplit : mode === 'cash' && m === 'cash' ? tenderedInput : payButton).current?.focus(),
  }))
  const typed = parseYuan(tendered)
  const tenderedFen = typed.ok ? typed.fen : null
  // The cash part of a split: what the non-cash parts leave of the total.
  const splitCash = split ? total - NON_CASH.reduce((sum, m) => sum + fenOf(split[m]), 0) : 0
  const cashDue = split ? splitCash : total
  const showTendered = split ? splitCash > 0 : method === 'cash'
  return (
    <form
      className="space-y-3 rounded-lg bg-white p-4 shadow-sm"
      onSubmit={(e) => {
        e.preventDefault()
        onPay()
      }}
    >
      <p className="flex items-baseline justify-between">
        <span className="text-slate-500">{t('till.total')}</span>
        <span className="text-3xl font-bold text-slate-900" data-testid="till-total">
          {formatFen(total)}
        </span>
      </p>
      {onCartDiscount && (
        <label className="flex items-center justify-between gap-2 text-sm">
          {t('till.cartDiscount')}
          <input
            inputMode="decimal"
            value={cartDiscount}
            onChange={(e) => onCartDiscount(e.target.value)}
            className="w-32 rounded-pm3 border border-slate-300 px-2 py-1 text-right"
          />
        </label>
      )}
      {mode === 'cash' && (
        <>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={split !== null}
              onChange={(e) => onSplit(e.target.checked ? { wechat: '', alipay: '', card: '' } : null)}
            />
            {t('till.split')}
          </label>
          {split &&
            NON_CASH.map((m, i) => (
              <label key={m} className="flex items-center justify-between gap-2 text-sm">
                {t(`till.methods.${m}`)}
                <input
                  ref={i === 0 ? firstSplit : undefined}
                  inputMode="decimal"
                  value={split[m]}
                  onChange={(e) => onSplit({ ...split, [m]: e.target.value })}
                  className="w-32 rounded-pm3 border border-slate-300 px-2 py-1 text-right"
                />
              </label>
            ))}
          {split && (
            <p className="text-sm text-slate-600" data-testid="split-cash">
              {t('till.splitCash', { amount: formatFen(Math.max(0, splitCash)) })}
            </p>
          )}
          {!split && (
            <label className="block text-sm">
              {t('till.method')}
              <select
                value={method}
                onChange={(e) => onMethod(e.target.value as PayMethod)}
                className="mt-1 block w-full rounded-pm3 border border-slate-300 px-2 py-1.5"
              >
                {PAY_METHODS.map((m) => (
                  <option key={m} value={m}>
                    {t(`till.methods.${m}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {showTendered && (
            <label className="block text-sm">
              {t('till.tendered')}
              <input
                ref={tenderedInput}
                inputMode="decimal"
                value={tendered}
                onChange={(e) => onTendered(e.target.value)}
                className="mt-1 block w-full rounded-pm3 border border-slate-300 px-2 py-1.5 text-lg"
              />
            </label>
          )}
          {showTendered && tenderedFen !== null && tenderedFen >= cashDue && cashDue > 0 && (
            <p className="flex justify-between text-sm">
              <span>{t('till.change')}</span>
              <span data-testid="till-change">{formatFen(tenderedFen - cashDue)}</span>
            </p>
          )}
        </>
      )}
      {mode === 'member' && memberBalance !== null && memberBalance < total && (
        <BalanceRest
          balance={memberBalance}
          total={total}
          method={method}
          onMethod={onMethod}
          tendered={tendered}
          onTendered={onTendered}
          tenderedRef={tenderedInput}
        />
      )}
      {overridden && <OverrideReason value={overrideReason} onChange={onOverrideReason} />}
      {error && (
        <p role="alert" className="rounded bg-red-50 px-2 py-1 text-sm text-red-700">
          {error}
        </p>
      )}
      <Button size="lg" ref={payButton} type="submit" disabled={disabled} className="w-full">
        {t('till.pay')}
      </Button>
    </form>
  )
}
