// /dian/ticheng: each technician's lines in a period of company calendar days, their work amount and
// commission (commission.ts), read from the device's mirror of sales, refunds and service items, so it
// answers offline within the sync window; printed, or exported as CSV, as the manager sees it.
import { useLiveQuery } from 'dexie-react-hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useUserDb } from '../../data/db-context.tsx'
import { download } from '../../data/sheet-client.ts'
import { inertCell } from '../../data/sheet-table.ts'
import type { Row } from '../../data/user-db.ts'
import { companyDateTime, formatCompanyInstant } from '../../lib/company-time.ts'
import { fenPlain, formatFen } from '../../lib/money-format.ts'
import { Button } from '../../ui/button.tsx'
import { periodBounds, reckonCommission, type StaffCommission } from './commission.ts'

const today = () => companyDateTime(Date.now())[0]

export function CommissionPage() {
  const { t } = useTranslation()
  const db = useUserDb()
  const [from, setFrom] = useState(() => `${today().slice(0, 8)}01`)
  const [to, setTo] = useState(today)
  const report = useLiveQuery(
    async () => {
      const [start, end] = periodBounds(from, to)
      if (!(start < end)) return []
      const orders = (await db
        .table('orders')
        .where('sold_at')
        .between(new Date(start).toISOString(), new Date(end).toISOString(), true, false)
        .toArray()) as Row[]
      const ids = orders.map((o) => String(o.id))
      const refunds = ids.length
        ? ((await db.table('refunds').where('order_id').anyOf(ids).toArray()) as Row[])
        : []
      const items = (await db.table('serviceItems').toArray()) as Row[]
      const rates = new Map(items.map((i) => [String(i.id), Number(i.commission_rate) || 0]))
      return reckonCommission(orders, refunds, rates, [start, end])
    },
    [db, from, to],
    [] as StaffCommission[],
  )
  const header = [
    t('technician.staff'),
    t('technician.soldAt'),
    t('technician.receipt'),
    t('technician.item'),
    t('technician.qty'),
    t('technician.amount'),
    t('technician.rate'),
    t('technician.commission'),
  ]
  const exportCsv = async () => {
    const XLSX = await import('@e965/xlsx')
    const rows = report.flatMap((s) =>
      s.lines.map((l) => [
        s.staff_name,
        formatCompanyInstant(l.sold_at),
        l.receipt_no,
        l.name,
        l.qty - l.refunded_qty,
        fenPlain(l.amount),
        `${l.rate}%`,
        fenPlain(l.commission),
      ]),
    )
    const csv = XLSX.utils.sheet_to_csv(
      XLSX.utils.aoa_to_sheet([header, ...rows].map((r) => r.map(inertCell))),
    )
    const bytes = new TextEncoder().encode(`\ufeff${csv}\n`)
    download(
      bytes.buffer as ArrayBuffer,
      'text/csv;charset=utf-8',
      `${t('technician.reportTitle')}-${from}-${to}.csv`,
    )
  }
  const dateField = 'rounded-pm3 border border-slate-300 px-2 py-1 pointer-coarse:min-h-11'
  return (
    <section className="space-y-3 rounded-lg bg-white p-4 shadow-sm">
      <header className="space-y-2">
        <h1 className="text-lg font-semibold">{t('technician.reportTitle')}</h1>
        <div className="flex flex-wrap items-center gap-2 text-sm print:hidden">
          <label className="flex items-center gap-1">
            {t('technician.from')}
            <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} className={dateField} />
          </label>
          <label className="flex items-center gap-1">
            {t('technician.to')}
            <input type="date" value={to} onChange={(e) => setTo(e.target.value)} className={dateField} />
          </label>
          <Button variant="outline" size="sm" onClick={() => window.print()}>
            {t('technician.print')}
          </Button>
          <Button variant="outline" size="sm" onClick={() => void exportCsv()} disabled={report.length === 0}>
            {t('technician.export')}
          </Button>
        </div>
        <p className="text-xs text-slate-500">{t('technician.basis')}</p>
        <p className="hidden print:block">
          {from} — {to}
        </p>
      </header>
      {report.length === 0 ? (
        <p className="p-6 text-center text-sm text-slate-500">{t('technician.empty')}</p>
      ) : (
        report.map((s) => (
          <table key={s.staff_id} className="w-full text-sm" data-testid="commission-staff">
            <caption className="py-1 text-left font-medium">
              {s.staff_name || t('technician.unknown')}
            </caption>
            <thead className="text-left text-slate-500">
              <tr>
                {header.slice(1).map((h, i) => (
                  <th key={h} className={i >= 3 ? 'text-right font-normal' : 'font-normal'}>
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {s.lines.map((l) => (
                <tr key={`${l.order_id}-${l.item_id}-${l.sold_at}`} className="border-t border-slate-100">
                  <td className="py-1 whitespace-nowrap">{formatCompanyInstant(l.sold_at)}</td>
                  <td className="font-mono text-xs">{l.receipt_no}</td>
                  <td>{l.name}</td>
                  <td className="text-right">
                    {l.qty}
                    {l.refunded_qty > 0 && (
                      <span className="ml-1 text-amber-700">
                        {t('technician.refunded', { qty: l.refunded_qty })}
                      </span>
                    )}
                  </td>
                  <td className="text-right">{formatFen(l.amount)}</td>
                  <td className="text-right">{l.rate}%</td>
                  <td className="text-right">{formatFen(l.commission)}</td>
                </tr>
              ))}
              <tr className="border-t border-slate-300 font-medium" data-testid="commission-total">
                <td colSpan={4} className="py-1">
                  {t('technician.total')}
                </td>
                <td className="text-right">{formatFen(s.amount)}</td>
                <td />
                <td className="text-right">{formatFen(s.commission)}</td>
              </tr>
            </tbody>
          </table>
        ))
      )}
    </section>
  )
}
