// /dian/shifts: the shop's shifts on every till, open ones first — till, cashiers and handovers,
// opened and closed at, the count — read from the mirror like every page. The shop manager closes
// any open shift from here with the counted cash (a till left with a shift open, a cashier gone home).
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { holdsRight } from '../../auth/access-codes.ts'
import { useSession } from '../../auth/use-session.ts'
import { useUserDb } from '../../data/db-context.tsx'
import type { Row } from '../../data/user-db.ts'
import { formatCompanyInstant } from '../../lib/company-time.ts'
import { formatFen } from '../../lib/money-format.ts'
import { Button } from '../../ui/button.tsx'
import { handoverLines } from './till/handover-lines.ts'
import { CloseShift } from './till/shift-controls.tsx'
import { tillDeviceText } from './till/till-device.text.ts'
import { useTills } from './till/use-till.ts'

const SHOWN = 300

export function ShiftsPage() {
  const { t } = useTranslation(tillDeviceText.ns)
  const db = useUserDb()
  const { user } = useSession()
  const manager = holdsRight(user, 'priceOverride')
  const tills = useTills()
  const [closing, setClosing] = useState<Row | null>(null)
  const rows = useLiveQuery(
    async () => {
      const recent = (await db.table('shifts').orderBy('opened_at').reverse().limit(SHOWN).toArray()) as Row[]
      return [...recent.filter((s) => s.status === 'open'), ...recent.filter((s) => s.status !== 'open')]
    },
    [db],
    [] as Row[],
  )
  const tillName = (code: unknown) => {
    const till = tills.find((x) => x.code === code)
    return till ? `${String(till.name)}（${String(code)}）` : String(code)
  }
  return (
    <section className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
      <header>
        <h1 className="text-lg font-semibold">{t('shifts.title')}</h1>
        <p className="text-sm text-slate-500">{t('shifts.intro')}</p>
      </header>
      {rows.length === 0 ? (
        <p className="p-6 text-center text-sm text-slate-500">{t('shifts.empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" data-testid="shift-list">
            <thead className="text-left text-slate-500">
              <tr>
                <th className="py-2">{t('shifts.till')}</th>
                <th>{t('shifts.status')}</th>
                <th>{t('shifts.cashiers')}</th>
                <th>{t('shifts.openedAt')}</th>
                <th>{t('shifts.closedAt')}</th>
                <th className="text-right">{t('shifts.expected')}</th>
                <th className="text-right">{t('shifts.counted')}</th>
                <th className="text-right">{t('shifts.difference')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => {
                const open = s.status === 'open'
                return (
                  <tr key={String(s.id)} className="border-t border-slate-100 align-top">
                    <td className="py-2">{tillName(s.till)}</td>
                    <td className={open ? 'text-green-700' : 'text-slate-500'}>
                      {t(open ? 'shifts.open' : 'shifts.closed')}
                    </td>
                    <td>
                      <p>{String(s.cashiers || s.cashier)}</p>
                      {handoverLines(t, s).map((line) => (
                        <p key={line} className="text-xs text-slate-500">
                          {line}
                        </p>
                      ))}
                    </td>
                    <td className="whitespace-nowrap">{formatCompanyInstant(s.opened_at)}</td>
                    <td className="whitespace-nowrap">
                      {open ? '' : formatCompanyInstant(s.closed_at)}
                      {!open && s.closed_by ? (
                        <p className="text-xs text-slate-500">
                          {t('shifts.closedBy', { name: String(s.closed_by) })}
                        </p>
                      ) : null}
                    </td>
                    <td className="text-right">{open ? '' : formatFen(Number(s.expected))}</td>
                    <td className="text-right">{open ? '' : formatFen(Number(s.counted))}</td>
                    <td className="text-right">{open ? '' : formatFen(Number(s.difference))}</td>
                    <td className="text-right">
                      {open && manager && (
                        <Button variant="outline" size="sm" onClick={() => setClosing(s)}>
                          {t('shifts.close')}
                        </Button>
                      )}
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
      )}
      {closing && (
        <CloseShift open shift={closing} onClose={() => setClosing(null)} onClosed={() => setClosing(null)} />
      )}
    </section>
  )
}
