import { useTranslation } from 'react-i18next'
import { formatFen } from '../../../views/field-display.ts'
import { type CartLine, lineTotal } from '../checkout.flow.ts'

interface Props {
  lines: CartLine[]
  setQty: (itemId: string, qty: number) => void
  setDiscount: (itemId: string, fen: number) => void
}

/** The cart: quantity and a line discount (typed in yuan, kept in fen). */
export function CartTable({ lines, setQty, setDiscount }: Props) {
  const { t } = useTranslation()
  if (lines.length === 0) return <p className="p-6 text-center text-sm text-slate-400">{t('till.empty')}</p>
  return (
    <table className="w-full text-sm">
      <tbody>
        {lines.map((l) => (
          <tr key={l.item_id} className="border-b border-slate-100" data-testid="cart-line">
            <td className="py-2">{l.name}</td>
            <td className="text-slate-500">{formatFen(l.price)}</td>
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
                defaultValue={l.discount ? (l.discount / 100).toFixed(2) : ''}
                onBlur={(e) => setDiscount(l.item_id, Math.round(Number(e.target.value || 0) * 100))}
                className="w-24 rounded-pm3 border border-slate-300 px-2 py-1"
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
