// /fina/finahome: money in and out, open receivables and payables, each bank account's balance and
// the monthly flow.
import { useTranslation } from 'react-i18next'
import { BarChart, StatTile } from '../../ui/bar-chart.tsx'
import { dashboardText } from './dashboard.text.ts'
import { DashboardFrame, wan, yuan } from './dashboard-frame.tsx'
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
            <StatTile label={t('finance.contractReceipts')} value={yuan(f.received)} />
            <StatTile label={t('finance.invoiced')} value={yuan(f.invoiced)} />
            <StatTile label={t('finance.directExpense')} value={yuan(f.directPaid)} />
            <StatTile label={t('finance.managementExpense')} value={yuan(f.management)} />
            <StatTile label={t('finance.openReceivables')} value={yuan(f.receivablesOpen)} />
            <StatTile label={t('finance.openPayables')} value={yuan(f.payablesOpen)} />
            <StatTile
              label={t('finance.sundry')}
              value={yuan(f.sundryIn - f.sundryOut)}
              hint={`+${yuan(f.sundryIn)} / −${yuan(f.sundryOut)}`}
            />
            <StatTile label={t('finance.netCashFlow')} value={yuan(f.net)} />
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
                    <td className="px-4 py-2 text-right tabular-nums">{yuan(b.balance)}</td>
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
