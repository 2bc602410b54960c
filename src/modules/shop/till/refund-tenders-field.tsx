// Where a refund goes back, on the till: the one way the sale was paid, said; or, for a split sale,
// each method with what may still go back by it, filled with the sale's own split of the amount.
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { wordFor } from '../../../i18n/keys.ts'
import { formatFen } from '../../../views/field-display.ts'
import type { RefundPart, RefundTender } from '../refund-tenders.ts'

export const tenderWord = (t: TFunction, method: RefundTender): string =>
  method === 'balance' ? t('till.sales.toBalance') : wordFor(t, 'till.methods', method)

export function RefundTenders({
  tenders,
  shown,
  onType,
}: {
  /** What may still go back by each method of the sale (only those with something left). */
  tenders: readonly RefundPart[]
  shown: Record<string, string>
  onType: (method: RefundTender, value: string) => void
}) {
  const { t } = useTranslation()
  if (tenders.length === 0) return null
  if (tenders.length === 1)
    return (
      <p className="text-sm" data-testid="refund-to">
        {t('till.sales.to')}：{tenderWord(t, tenders[0]!.method)}
      </p>
    )
  return (
    <fieldset className="space-y-1 text-sm" aria-label={t('till.sales.to')} data-testid="refund-to">
      {tenders.map((p) => (
        <label key={p.method} className="flex items-center gap-2">
          <span className="w-32">{t('till.sales.toMethod', { method: tenderWord(t, p.method) })}</span>
          <input
            inputMode="decimal"
            value={shown[p.method] ?? ''}
            onChange={(e) => onType(p.method, e.target.value)}
            className="w-24 rounded-pm3 border border-slate-300 px-2 py-1"
          />
          <span className="text-slate-500">{t('till.sales.atMost', { left: formatFen(p.amount) })}</span>
        </label>
      ))}
    </fieldset>
  )
}
