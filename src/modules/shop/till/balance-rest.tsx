// The member till's split: the balance pays what it holds, and the rest is taken by the method the
// cashier picks (with what was handed over and the change, for cash).
import { useTranslation } from 'react-i18next'
import { formatFen } from '../../../lib/money-format.ts'
import { parseYuan } from '../../../lib/money-input.ts'
import { PAY_METHODS, type PayMethod } from '../checkout.flow.ts'

export function BalanceRest({
  balance,
  total,
  method,
  onMethod,
  tendered,
  onTendered,
  tenderedRef,
}: {
  balance: number
  total: number
  method: PayMethod
  onMethod: (m: PayMethod) => void
  tendered: string
  onTendered: (text: string) => void
  tenderedRef: React.Ref<HTMLInputElement>
}) {
  const { t } = useTranslation()
  const fromBalance = Math.max(0, Math.min(balance, total))
  const rest = total - fromBalance
  const typed = parseYuan(tendered)
  const handed = typed.ok ? typed.fen : null
  return (
    <div className="space-y-2" data-testid="balance-rest">
      <p className="text-sm text-slate-700">
        {t('tillSales.balancePart', { balance: formatFen(fromBalance), rest: formatFen(rest) })}
      </p>
      <select
        aria-label={t('till.method')}
        value={method}
        onChange={(e) => onMethod(e.target.value as PayMethod)}
        className="block min-h-11 w-full rounded-pm3 border border-slate-300 px-2 py-1.5"
      >
        {PAY_METHODS.map((m) => (
          <option key={m} value={m}>
            {t(`till.methods.${m}`)}
          </option>
        ))}
      </select>
      {method === 'cash' && (
        <label className="block text-sm">
          {t('till.tendered')}
          <input
            ref={tenderedRef}
            inputMode="decimal"
            value={tendered}
            onChange={(e) => onTendered(e.target.value)}
            className="mt-1 block min-h-11 w-full rounded-pm3 border border-slate-300 px-2 py-1.5 text-lg"
          />
        </label>
      )}
      {method === 'cash' && handed !== null && handed >= rest && (
        <p className="flex justify-between text-sm">
          <span>{t('till.change')}</span>
          <span data-testid="till-change">{formatFen(handed - rest)}</span>
        </p>
      )}
    </div>
  )
}
