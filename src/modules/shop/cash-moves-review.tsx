// Cash put into and taken out of the drawers, for the shop manager's review of the day (/dian/shenhe):
// who moved it, on which till, how much, why, and which manager let a cash-out past the shift's limit
// through. Read from the mirror like the rest of the page, so it reads offline too.
import { useLiveQuery } from 'dexie-react-hooks'
import { useTranslation } from 'react-i18next'
import { useUserDb } from '../../data/db-context.tsx'
import type { Row } from '../../data/user-db.ts'
import { useLanguage } from '../../i18n/use-language.ts'
import { formatCompanyInstant } from '../../lib/company-time.ts'
import { formatFen } from '../../lib/money-format.ts'
import { inLanguage } from '../../resources/text.ts'
import { QUEUED_BEFORE_LIMIT } from './refund-limits.ts'
import { cashMoves } from './shifts.resource.ts'
import { tillDeviceText } from './till/till-device.text.ts'

const SHOWN = 200

export function CashMovesReview() {
  const { t } = useTranslation(['translation', tillDeviceText.ns])
  const lang = useLanguage()
  const db = useUserDb()
  const rows = useLiveQuery(
    async () => {
      const moves = (await db.table('cashMoves').orderBy('at').reverse().limit(SHOWN).toArray()) as Row[]
      const ids = [...new Set(moves.map((m) => String(m.shift_id)))]
      const shifts = (await db.table('shifts').bulkGet(ids)) as (Row | undefined)[]
      const tillOf = new Map(ids.map((id, i) => [id, String(shifts[i]?.till ?? '')]))
      return moves.map((m): Row => ({ ...m, till: tillOf.get(String(m.shift_id)) ?? '' }))
    },
    [db],
    [] as Row[],
  )
  const direction = cashMoves.fields.direction.options
  return (
    <section className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
      <header>
        <h2 className="text-base font-semibold">{t('saleReview.cashMoves')}</h2>
        <p className="text-sm text-slate-500">{t('saleReview.cashMovesIntro')}</p>
      </header>
      {rows.length === 0 ? (
        <p className="p-6 text-center text-sm text-slate-500">{t('saleReview.cashMovesEmpty')}</p>
      ) : (
        <table className="w-full text-sm" data-testid="cash-moves-review">
          <thead className="text-left text-slate-500">
            <tr>
              <th className="py-2">{t('saleReview.movedAt')}</th>
              <th>{t('tillDevice:shifts.till')}</th>
              <th>{t('saleReview.cashier')}</th>
              <th>{t('saleReview.direction')}</th>
              <th className="text-right">{t('saleReview.amount')}</th>
              <th className="pl-4">{t('saleReview.reason')}</th>
              <th>{t('saleReview.approvedBy')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((m) => (
              <tr key={String(m.id)} className="border-t border-slate-100 align-top">
                <td className="py-2 whitespace-nowrap">{formatCompanyInstant(m.at)}</td>
                <td className="font-mono text-xs">{String(m.till)}</td>
                <td>{String(m.cashier ?? '')}</td>
                <td className={m.direction === 'out' ? 'text-amber-700' : ''}>
                  {m.direction === 'in' || m.direction === 'out'
                    ? inLanguage(direction[m.direction], lang)
                    : String(m.direction)}
                </td>
                <td className="text-right">{formatFen(Number(m.amount))}</td>
                <td className="pl-4">{String(m.reason ?? '')}</td>
                <td className={m.approved_by === QUEUED_BEFORE_LIMIT ? 'text-amber-700' : ''}>
                  {m.approved_by === QUEUED_BEFORE_LIMIT
                    ? t('saleReview.queuedBeforeLimit')
                    : String(m.approved_by || '')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
