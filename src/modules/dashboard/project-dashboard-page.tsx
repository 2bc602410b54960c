// /proj/projhome: each project's contract value against confirmed output, money received and paid.
import { bilingual } from '../../resources/text.ts'
import { BarChart, StatTile } from '../../ui/bar-chart.tsx'
import { DashboardFrame, useText, wan, yuan } from './dashboard-frame.tsx'
import { projectFigures, sumOf } from './figures.ts'
import { useTables } from './use-tables.ts'

const TABLES = ['projects', 'budgetOutputs', 'contractIncome', 'directExpenses', 'costPlans'] as const

export function ProjectDashboardPage() {
  const say = useText()
  const tables = useTables(TABLES)
  const figures = tables ? projectFigures(tables) : []
  const total = (k: 'contractValue' | 'received' | 'paid' | 'confirmedOutput') =>
    sumOf(figures as unknown as Record<string, unknown>[], k)
  return (
    <DashboardFrame
      title={bilingual('项目报表', 'Project dashboard')}
      ready={!!tables}
      hasData={figures.length > 0}
    >
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <StatTile label={say(bilingual('项目数', 'Projects'))} value={String(figures.length)} />
        <StatTile label={say(bilingual('合同总额', 'Contract value'))} value={yuan(total('contractValue'))} />
        <StatTile
          label={say(bilingual('确认产值', 'Confirmed output'))}
          value={yuan(total('confirmedOutput'))}
        />
        <StatTile label={say(bilingual('累计收款', 'Received'))} value={yuan(total('received'))} />
        <StatTile label={say(bilingual('累计付款', 'Paid'))} value={yuan(total('paid'))} />
      </dl>
      <BarChart
        title={say(bilingual('各项目资金情况（万元）', 'Money by project (10k yuan)'))}
        categories={figures.map((f) => f.name)}
        format={wan}
        series={[
          {
            label: say(bilingual('合同额', 'Contract')),
            color: 'fill-slate-400',
            values: figures.map((f) => f.contractValue),
          },
          {
            label: say(bilingual('确认产值', 'Output')),
            color: 'fill-sky-500',
            values: figures.map((f) => f.confirmedOutput),
          },
          {
            label: say(bilingual('收款', 'Received')),
            color: 'fill-emerald-500',
            values: figures.map((f) => f.received),
          },
          {
            label: say(bilingual('付款', 'Paid')),
            color: 'fill-amber-500',
            values: figures.map((f) => f.paid),
          },
        ]}
      />
      <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left text-slate-500">
            <tr>
              {[
                bilingual('项目', 'Project'),
                bilingual('合同额', 'Contract'),
                bilingual('确认产值', 'Output'),
                bilingual('开票', 'Invoiced'),
                bilingual('收款', 'Received'),
                bilingual('付款', 'Paid'),
                bilingual('计划成本', 'Planned cost'),
                bilingual('实际成本', 'Actual cost'),
              ].map((h) => (
                <th key={h.en} className="px-3 py-2 font-medium">
                  {say(h)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figures.map((f) => (
              <tr key={f.id} className="border-t border-slate-100" data-project={f.name}>
                <td className="px-3 py-2">{f.name}</td>
                {[
                  f.contractValue,
                  f.confirmedOutput,
                  f.invoiced,
                  f.received,
                  f.paid,
                  f.plannedCost,
                  f.actualCost,
                ].map((v, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
                  <td key={i} className="px-3 py-2 tabular-nums">
                    {yuan(v)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DashboardFrame>
  )
}
