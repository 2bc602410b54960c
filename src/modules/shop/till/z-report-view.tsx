// The Z report on screen and on paper: 58 or 80 mm on the receipt printer (the .receipt print rules),
// or A4 through the office print sheet.
import { useLiveQuery } from 'dexie-react-hooks'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../auth/use-session.ts'
import { useUserDb } from '../../../data/db-context.tsx'
import type { Row } from '../../../data/user-db.ts'
import { wordFor } from '../../../i18n/keys.ts'
import { formatCompanyTime } from '../../../lib/company-time.ts'
import { formatFen } from '../../../lib/money-format.ts'
import { Button } from '../../../ui/button.tsx'
import { type PrintContent, PrintSheet } from '../../../views/print-sheet.tsx'
import { PAY_METHODS } from '../checkout.flow.ts'
import { REFUND_TENDERS } from '../refund-tenders.ts'
import type { ZReport } from '../z-report.ts'
import { handoverLines } from './handover-lines.ts'
import { printReceipt } from './print-receipt.ts'
import { tenderWord } from './refund-tenders-field.tsx'
import { tillDeviceText } from './till-device.text.ts'

type Paper = '58mm' | '80mm' | 'A4'
type Line = { label: string; count?: number; amount: number; strong?: boolean; testId?: string }

function reportLines(t: TFunction, r: ZReport, shift: Row): Line[] {
  const method = (m: string) => wordFor(t, 'till.methods', m)
  const closed = shift.status === 'closed'
  return [
    { label: t('till.shift.floatShort'), amount: r.float },
    ...[...PAY_METHODS, 'member' as const].map((m) => ({
      label: `${t('till.shift.sales')} · ${method(m)}`,
      count: r.sales[m].count,
      amount: r.sales[m].total,
      testId: `z-sales-${m}`,
    })),
    {
      label: t('till.shift.salesTotal'),
      count: r.salesTotal.count,
      amount: r.salesTotal.total,
      strong: true,
    },
    // By the method the money went back by: only the cash ones left the drawer.
    ...REFUND_TENDERS.map((to) => ({
      label: `${t('till.shift.refunds')} · ${tenderWord(t, to)}`,
      count: r.refunds[to].count,
      amount: -r.refunds[to].total,
      testId: `z-refunds-${to}`,
    })),
    {
      label: t('tillSales.refundsTotal'),
      count: r.refundsTotal.count,
      amount: -r.refundsTotal.total,
      testId: 'z-refunds-total',
    },
    { label: t('tillSales.netTakings'), amount: r.netTakings, strong: true, testId: 'z-net' },
    { label: t('tillSales.discountsGiven'), amount: r.discountsGiven, testId: 'z-discounts' },
    ...PAY_METHODS.map((m) => ({
      label: `${t('till.shift.topUps')} · ${method(m)}`,
      count: r.topUps[m].count,
      amount: r.topUps[m].total,
    })),
    { label: t('till.shift.cashIn'), amount: r.cashIn },
    { label: t('till.shift.cashOut'), amount: -r.cashOut },
    // Once closed, the server's reckoning (stored on the shift) is the one printed.
    {
      label: t('till.shift.expected'),
      amount: closed ? Number(shift.expected) : r.expectedCash,
      strong: true,
      testId: 'z-expected',
    },
    ...(closed
      ? [
          { label: t('till.shift.countedShort'), amount: Number(shift.counted), testId: 'z-counted' },
          {
            label: t('till.shift.differenceShort'),
            amount: Number(shift.difference),
            strong: true,
            testId: 'z-difference',
          },
        ]
      : []),
  ]
}

export function ZReportView({ shift, report }: { shift: Row; report: ZReport }) {
  const { t } = useTranslation()
  const { t: td } = useTranslation(tillDeviceText.ns)
  const { site } = useSession()
  const db = useUserDb()
  const [paper, setPaper] = useState<Paper>('80mm')
  const [printingA4, setPrintingA4] = useState(false)
  // Until the close has reached the server, the expected cash is the till's own reckoning.
  const pending = useLiveQuery(
    async () =>
      (await db.outbox
        .where('targets')
        .equals(`shifts:${String(shift.id)}`)
        .count()) > 0,
    [db, shift.id],
  )
  const lines = reportLines(t, report, shift)
  const when = (at: unknown) => (at ? formatCompanyTime(Date.parse(String(at))) : '—')
  const heading = [
    `${t('till.shift.opened')} ${when(shift.opened_at)}`,
    `${t('till.shift.closed')} ${when(shift.closed_at)}`,
    `${t('till.shift.cashier')} ${String(shift.cashiers || shift.cashier)} · ${String(shift.till)}`,
    ...handoverLines(td, shift),
    ...(shift.approved_by ? [t('till.grant.by', { name: String(shift.approved_by) })] : []),
  ]
  const a4: PrintContent = {
    title: `${site?.company ?? ''} ${t('till.shift.report')}`,
    caption: heading.join(' · '),
    header: ['', '', ''],
    rows: lines.map((l) => [l.label, l.count === undefined ? '' : String(l.count), formatFen(l.amount)]),
    numeric: [1, 2],
  }
  const print = () => (paper === 'A4' ? setPrintingA4(true) : printReceipt())

  return (
    <div className="space-y-3">
      <div
        className="receipt mx-auto bg-white p-3 font-mono text-xs text-black"
        style={{ width: paper === 'A4' ? '80mm' : paper }}
        data-width={paper}
        data-testid="z-report"
      >
        <p className="text-center text-sm font-bold">{site?.company}</p>
        <p className="text-center font-bold">{t('till.shift.report')}</p>
        {heading.map((h) => (
          <p key={h}>{h}</p>
        ))}
        <hr className="my-1 border-dashed border-black" />
        {lines.map((l) => (
          <div
            key={l.label}
            className={`flex justify-between gap-2 ${l.strong ? 'font-bold' : ''}`}
            data-testid={l.testId}
          >
            <span>
              {l.label}
              {l.count ? ` ×${l.count}` : ''}
            </span>
            <span data-amount={l.amount}>{formatFen(l.amount)}</span>
          </div>
        ))}
        {shift.close_note ? (
          <p className="mt-1" data-testid="z-note">
            {t('tillSales.closeNote', { note: String(shift.close_note) })}
          </p>
        ) : null}
        {pending && <p className="receipt-screen-only mt-2 text-center">{t('till.shift.pendingSync')}</p>}
      </div>
      <div className="flex items-center justify-center gap-2 text-sm">
        <label className="flex items-center gap-1">
          {t('till.shift.paper')}
          <select
            value={paper}
            onChange={(e) => setPaper(e.target.value as Paper)}
            className="rounded-pm3 border border-slate-300 px-2 py-1"
          >
            <option value="58mm">58 mm</option>
            <option value="80mm">80 mm</option>
            <option value="A4">A4</option>
          </select>
        </label>
        <Button variant="outline" size="sm" onClick={print}>
          {t('till.shift.print')}
        </Button>
      </div>
      {printingA4 && <PrintSheet content={a4} onDone={() => setPrintingA4(false)} />}
    </div>
  )
}
