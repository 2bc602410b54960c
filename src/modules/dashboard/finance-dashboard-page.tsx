// /fina/finahome: money in and out, open receivables and payables, each bank account's balance and
// the monthly flow.
import { bilingual } from '../../resources/text.ts'
import { BarChart, StatTile } from '../../ui/bar-chart.tsx'
import { DashboardFrame, useText, wan, yuan } from './dashboard-frame.tsx'
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
  const say = useText()
  const tables = useTables(TABLES)
  const f = tables ? financeFigures(tables) : null
  return (
    <DashboardFrame
      title={bilingual('财务报表', 'Finance dashboard')}
      ready={!!tables}
      hasData={!!f && (f.balances.length > 0 || f.months.length > 0)}
    >
      {f && (
        <>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatTile label={say(bilingual('合同收款', 'Contract receipts'))} value={yuan(f.received)} />
            <StatTile label={say(bilingual('已开票', 'Invoiced'))} value={yuan(f.invoiced)} />
            <StatTile label={say(bilingual('项目直接费用', 'Direct expense'))} value={yuan(f.directPaid)} />
            <StatTile label={say(bilingual('管理费用', 'Management expense'))} value={yuan(f.management)} />
            <StatTile
              label={say(bilingual('其他应收未结', 'Open receivables'))}
              value={yuan(f.receivablesOpen)}
            />
            <StatTile label={say(bilingual('其他应付未结', 'Open payables'))} value={yuan(f.payablesOpen)} />
            <StatTile
              label={say(bilingual('零星收支', 'Sundry'))}
              value={yuan(f.sundryIn - f.sundryOut)}
              hint={`+${yuan(f.sundryIn)} / −${yuan(f.sundryOut)}`}
            />
            <StatTile label={say(bilingual('净现金流', 'Net cash flow'))} value={yuan(f.net)} />
          </dl>
          <BarChart
            title={say(bilingual('月度收支（万元）', 'Monthly flow (10k yuan)'))}
            categories={f.months.map((m) => m.month)}
            format={wan}
            series={[
              {
                label: say(bilingual('收入', 'In')),
                color: 'fill-emerald-500',
                values: f.months.map((m) => m.income),
              },
              {
                label: say(bilingual('支出', 'Out')),
                color: 'fill-rose-500',
                values: f.months.map((m) => m.expense),
              },
            ]}
          />
          <div className="rounded-lg bg-white shadow-sm">
            <h2 className="px-4 pt-3 text-sm font-medium text-slate-700">
              {say(bilingual('银行账户余额', 'Bank balances'))}
            </h2>
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
