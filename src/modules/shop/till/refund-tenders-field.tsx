// Where a refund goes back, on the till: the one way the sale was paid, said; or, for a split sale,
// each method with what may still go back by it, filled with the sale's own split of the amount.
import { useLiveQuery } from 'dexie-react-hooks'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUserDb } from '../../../data/db-context.tsx'
import type { Row } from '../../../data/user-db.ts'
import { wordFor } from '../../../i18n/keys.ts'
import { formatFen } from '../../../lib/money-format.ts'
import { parseYuan } from '../../../lib/money-input.ts'
import { moneyProblemText } from '../../../views/money-problem.ts'
import {
  defaultSplit,
  type RefundPart,
  type RefundTender,
  tenderBreach,
  tendersLeft,
} from '../refund-tenders.ts'

export const tenderWord = (t: TFunction, method: RefundTender): string =>
  method === 'balance' ? t('till.sales.toBalance') : wordFor(t, 'till.methods', method)

const yuanText = (fen: number) => (fen / 100).toFixed(2)

/**
 * A refund's methods on the till: what may still go back by each (from the sale and the refunds the
 * device holds), the parts shown (the sale's own split of `amount` until the cashier types one; typing
 * a part makes the amount their sum), `parts`, the refund's parts or why they cannot go
 * (null: the amount is more than the methods can take), and the sale's earlier refunds it reckoned from.
 */
export function useRefundTenders(order: Row, amount: number | null, setAmount: (yuan: string) => void) {
  const { t } = useTranslation()
  const db = useUserDb()
  const earlier = useLiveQuery(
    async () => (await db.table('refunds').where('order_id').equals(String(order.id)).toArray()) as Row[],
    [db, order.id],
    [] as Row[],
  )
  const tenders = tendersLeft(order, earlier).filter((p) => p.amount > 0)
  // The parts the cashier typed; null: the sale's own split of the amount.
  const [typed, setTyped] = useState<Record<string, string> | null>(null)
  const split = amount === null ? null : defaultSplit(amount, tenders)
  const shown =
    typed ??
    Object.fromEntries(
      tenders.map((p) => [p.method, yuanText(split?.find((s) => s.method === p.method)?.amount ?? 0)]),
    )
  const type = (method: RefundTender, value: string) => {
    const next = { ...shown, [method]: value }
    setTyped(next)
    setAmount(yuanText(Object.values(next).reduce((s, v) => s + partFen(v), 0)))
  }
  const parts = (fen: number): RefundPart[] | string | null => {
    if (tenders.length === 1) return [{ method: tenders[0]!.method, amount: fen }]
    if (!typed) return split
    const chosen: RefundPart[] = []
    for (const p of tenders) {
      const part = parseYuan(typed[p.method] || '0')
      if (!part.ok) return moneyProblemText(t, part.problem)
      if (part.fen > 0) chosen.push({ method: p.method, amount: part.fen })
    }
    const breach = tenderBreach(chosen, tenders)
    if (breach)
      return t('till.sales.tenderTooMuch', {
        method: tenderWord(t, breach.method),
        left: formatFen(breach.left),
      })
    return chosen
  }
  return { tenders, shown, type, parts, reset: () => setTyped(null), earlier }
}

function partFen(yuan: string): number {
  const part = parseYuan(yuan || '0')
  return part.ok ? part.fen : 0
}

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
