import { useTranslation } from 'react-i18next'
import { formatFen } from '../../../views/field-display.ts'
import { type CartLine, lineTotal } from '../checkout.flow.ts'

interface Props {
  lines: CartLine[]
  setQty: (itemId: string, qty: number) => void
  setDiscount: (itemId: string, fen: number) => void
  setPrice: (itemId: string, fen: number) => void
  /** The price-override right: without it the unit price and the line discount are the list's. */
  canOverride: boolean
}

const yuanToFen = (v: string) => Math.round(Number(v || 0) * 100)

/** The cart: quantity, and for holders of the override right a unit price and a line discount (typed in yuan, kept in fen). */
export function CartTable({ lines, setQty, setDiscount, setPrice, canOverride }: Props) {
  const { t } = useTranslation()
  if (lines.length === 0) return <p className="p-6 text-center text-sm text-slate-400">{t('till.empty')}</p>
  const fieldClass =
    'w-24 rounded-pm3 border border-slate-300 px-2 py-1 read-only:bg-slate-50 read-only:text-slate-500'
  return (
    <table className="w-full text-sm">
      <tbody>
        {lines.map((l) => (
          <tr key={l.item_id} className="border-b border-slate-100" data-testid="cart-line">
            <td className="py-2">{l.name}</td>
            <td className="text-slate-500">
              <input
                inputMode="decimal"
                aria-label={`${t('till.unitPrice')} ${l.name}`}
                title={canOverride ? undefined : t('till.overrideNeedsRight')}
                readOnly={!canOverride}
                defaultValue={(l.price / 100).toFixed(2)}
                onBlur={(e) => canOverride && setPrice(l.item_id, yuanToFen(e.target.value))}
                className={fieldClass}
              />
            </td>
            <td>
              <input
                type="number"
                min={0}
                aria-label={`${t('till.qty')} ${l.name}`}
                value={l.qty}
                onChange={(e) => setQty(l.item_id, Number(e.target.value))}
                className="w-16 rounded-pm3 border border-slate-300 px-2 py-1"
              />
            </td>
            <td>
              <input
                inputMode="decimal"
                aria-label={`${t('till.lineDiscount')} ${l.name}`}
                placeholder={t('till.lineDiscount')}
                title={canOverride ? undefined : t('till.overrideNeedsRight')}
                readOnly={!canOverride}
                defaultValue={l.discount ? (l.discount / 100).toFixed(2) : ''}
                onBlur={(e) => canOverride && setDiscount(l.item_id, yuanToFen(e.target.value))}
                className={fieldClass}
              />
            </td>
            <td className="text-right font-medium">{formatFen(lineTotal(l))}</td>
            <td className="pl-2">
              <button
                type="button"
                aria-label={`${t('till.remove')} ${l.name}`}
                onClick={() => setQty(l.item_id, 0)}
                className="text-red-600"
              >
                ×
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
