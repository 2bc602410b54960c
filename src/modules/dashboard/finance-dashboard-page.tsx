// /fina/finahome: money in and out, open receivables and payables, each bank account's balance and
// the monthly flow.
import { useTranslation } from 'react-i18next'
import { formatFen } from '../../lib/money-format.ts'
import { BarChart, StatTile } from '../../ui/bar-chart.tsx'
import { dashboardText } from './dashboard.text.ts'
import { DashboardFrame, wan } from './dashboard-frame.tsx'
import { financeFigures } from './figures.ts'
import { useTables } from './use-tables.ts'

const TABLES = [
  'contractIncome',
  'directExpenses',
  'managementExpenses',
  'sundryEntries',
  'otherReceivables',
  'otherPayables',
  'bankAccounts',
] as const

export function FinanceDashboardPage() {
  const { t } = useTranslation(dashboardText.ns)
  const tables = useTables(TABLES)
  const f = tables ? financeFigures(tables) : null
  return (
    <DashboardFrame
      title="finance"
      ready={!!tables}
      hasData={!!f && (f.balances.length > 0 || f.months.length > 0)}
    >
      {f && (
        <>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatTile label={t('finance.contractReceipts')} value={formatFen(f.received)} />
            <StatTile label={t('finance.invoiced')} value={formatFen(f.invoiced)} />
            <StatTile label={t('finance.directExpense')} value={formatFen(f.directPaid)} />
            <StatTile label={t('finance.managementExpense')} value={formatFen(f.management)} />
            <StatTile label={t('finance.openReceivables')} value={formatFen(f.receivablesOpen)} />
            <StatTile label={t('finance.openPayables')} value={formatFen(f.payablesOpen)} />
            <StatTile
              label={t('finance.sundry')}
              value={formatFen(f.sundryIn - f.sundryOut)}
              hint={`+${formatFen(f.sundryIn)} / ${formatFen(-f.sundryOut)}`}
            />
            <StatTile label={t('finance.netCashFlow')} value={formatFen(f.net)} />
          </dl>
          <BarChart
            title={t('finance.monthlyFlow')}
            categories={f.months.map((m) => m.month)}
            format={wan}
            series={[
              {
                label: t('finance.in'),
                color: 'fill-emerald-500',
                values: f.months.map((m) => m.income),
              },
              {
                label: t('finance.out'),
                color: 'fill-rose-500',
                values: f.months.map((m) => m.expense),
              },
            ]}
          />
          <div className="rounded-lg bg-white shadow-sm">
            <h2 className="px-4 pt-3 text-sm font-medium text-slate-700">{t('finance.bankBalances')}</h2>
            <table className="w-full text-sm">
              <tbody>
                {f.balances.map((b) => (
                  <tr key={b.id} className="border-t border-slate-100" data-balance={b.name}>
                    <td className="px-4 py-2">{b.name}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{formatFen(b.balance)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </DashboardFrame>
  )
}
