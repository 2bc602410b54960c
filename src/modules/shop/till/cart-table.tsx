import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { formatFen } from '../../../lib/money-format.ts'
import { parseYuan } from '../../../lib/money-input.ts'
import { Button } from '../../../ui/button.tsx'
import { moneyProblemText } from '../../../views/money-problem.ts'
import { type CartLine, lineTotal } from '../checkout.flow.ts'
import { TechnicianPicker } from './technician-picker.tsx'
import { type Technician, useTechnicians } from './use-technicians.ts'

interface Props {
  lines: CartLine[]
  setQty: (itemId: string, qty: number) => void
  setDiscount: (itemId: string, fen: number) => void
  setPrice: (itemId: string, fen: number) => void
  /** Names who did the work on a line (absent: the receipt shown after a sale, nothing to change). */
  setStaff?: (itemId: string, who: Technician | null) => void
  /** The price-override right: without it the unit price and the line discount are the list's. */
  canOverride: boolean
}

/** The cart: quantity, and for holders of the override right a unit price and a line discount (typed in yuan, kept in fen). */
export function CartTable({ lines, setQty, setDiscount, setPrice, setStaff, canOverride }: Props) {
  const { t } = useTranslation()
  const [problem, setProblem] = useState('')
  const people = useTechnicians()
  // The technician column only where someone can be named (a device holding staff files) or was.
  const technicians = people.length > 0 || lines.some((l) => l.staff_id)
  /** Applies a typed amount, or puts the field back and says why: a bad amount never reaches the cart. */
  const amountTyped = (
    input: HTMLInputElement,
    was: number,
    maxFen: number | undefined,
    apply: (fen: number) => void,
  ) => {
    const parsed = parseYuan(input.value || '0', { maxFen })
    if (parsed.ok) {
      setProblem('')
      return apply(parsed.fen)
    }
    setProblem(
      parsed.problem === 'tooLarge' && maxFen !== undefined
        ? t('money.discountAbovePrice', { max: formatFen(maxFen) })
        : moneyProblemText(t, parsed.problem),
    )
    input.value = was ? (was / 100).toFixed(2) : ''
  }
  if (lines.length === 0) return <p className="p-6 text-center text-sm text-slate-500">{t('till.empty')}</p>
  const fieldClass =
    'w-24 rounded-pm3 border border-slate-300 px-2 py-1 read-only:bg-slate-50 read-only:text-slate-500'
  return (
    <>
      {problem && (
        <p role="alert" className="mb-2 rounded bg-red-50 px-2 py-1 text-sm text-red-700">
          {problem}
        </p>
      )}
      <table className="w-full text-sm">
        {/* What each field is (a phone's two-row lines name theirs by their labels and placeholder). */}
        <thead className="text-left text-xs font-normal text-slate-500 max-sm:hidden">
          <tr>
            <th className="py-1 font-normal">{t('till.lineItem')}</th>
            <th className="font-normal">{t('till.unitPrice')}</th>
            <th className="font-normal">{t('till.qty')}</th>
            <th className="font-normal">{t('till.lineDiscount')}</th>
            {technicians && <th className="font-normal">{t('technician.label')}</th>}
            <th className="text-right font-normal">{t('till.lineAmount')}</th>
            <th>
              <span className="sr-only">{t('till.remove')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((l) => (
            // On a phone a line is two rows: the name across, then price, quantity, discount, total.
            <tr
              key={l.item_id}
              className="border-b border-slate-100 max-sm:flex max-sm:flex-wrap max-sm:items-center max-sm:gap-1 max-sm:pb-2"
              data-testid="cart-line"
            >
              <td className="py-2 max-sm:w-full max-sm:pb-0">{l.name}</td>
              <td className="text-slate-500">
                <input
                  inputMode="decimal"
                  aria-label={`${t('till.unitPrice')} ${l.name}`}
                  title={canOverride ? undefined : t('till.overrideNeedsRight')}
                  readOnly={!canOverride}
                  defaultValue={(l.price / 100).toFixed(2)}
                  onBlur={(e) =>
                    canOverride &&
                    amountTyped(e.target, l.price, undefined, (fen) => setPrice(l.item_id, fen))
                  }
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
                  className="w-16 rounded-pm3 border border-slate-300 px-2 py-1 pointer-coarse:min-h-11"
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
                  onBlur={(e) =>
                    canOverride &&
                    amountTyped(e.target, l.discount, l.price * l.qty, (fen) => setDiscount(l.item_id, fen))
                  }
                  className={fieldClass}
                />
              </td>
              {technicians && (
                <td>
                  <TechnicianPicker
                    line={l}
                    people={people}
                    onPick={setStaff && ((who) => setStaff(l.item_id, who))}
                  />
                </td>
              )}
              <td className="text-right font-medium max-sm:ml-auto">{formatFen(lineTotal(l))}</td>
              <td className="pl-2">
                {/* 44 × 44 px at least (WCAG 2.5.5): a finger hits it on a phone or tablet. */}
                <Button
                  variant="danger-link"
                  className="inline-flex min-h-11 min-w-11 items-center justify-center text-lg"
                  aria-label={`${t('till.remove')} ${l.name}`}
                  onClick={() => setQty(l.item_id, 0)}
                >
                  ×
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
