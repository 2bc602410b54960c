// The sale's lines on the refund form: each with what was sold and what is already given back (by
// any till: refund-lines.ts); ticking a line gives back what is left of it, a quantity field takes
// fewer. A line given back in full cannot be ticked again.
import { useTranslation } from 'react-i18next'
import { formatFen } from '../../../lib/money-format.ts'
import type { LineLeft } from '../refund-lines.ts'

/** Quantity given back per line position (absent or 0: not given back). */
export type PickedLines = Record<number, number>

export function RefundLinesField({
  lines,
  picked,
  onPick,
}: {
  lines: readonly LineLeft[]
  picked: PickedLines
  onPick: (line: number, qty: number) => void
}) {
  const { t } = useTranslation()
  // A sale stored without its lines can only be refunded by amount.
  if (lines.length === 0) return null
  return (
    <fieldset className="space-y-1 text-sm" aria-label={t('till.sales.byLine')} data-testid="refund-lines">
      {lines.map((l) => {
        const qty = picked[l.line] ?? 0
        return (
          <div key={l.line} className="flex min-h-11 items-center gap-2">
            <label className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                className="h-5 w-5"
                disabled={l.left === 0}
                checked={qty > 0}
                onChange={() => onPick(l.line, qty > 0 ? 0 : l.left)}
              />
              <span>
                {l.name} ×{l.sold}
              </span>
            </label>
            {qty > 0 && l.left > 1 && (
              <input
                type="number"
                min={1}
                max={l.left}
                value={qty}
                aria-label={t('till.sales.lineQty', { name: l.name })}
                onChange={(e) =>
                  onPick(l.line, Math.max(0, Math.min(l.left, Math.trunc(Number(e.target.value)))))
                }
                className="w-16 rounded-pm3 border border-slate-300 px-2 py-1"
              />
            )}
            {l.refunded > 0 && (
              <span className="text-amber-700">
                {l.left === 0 ? t('till.sales.lineDone') : t('till.sales.lineRefunded', { qty: l.refunded })}
              </span>
            )}
            <span className="ml-auto">{formatFen(l.paid)}</span>
          </div>
        )
      })}
    </fieldset>
  )
}
