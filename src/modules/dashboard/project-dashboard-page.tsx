// /proj/projhome: each project's contract value against confirmed output, money received and paid.
import { useTranslation } from 'react-i18next'
import { formatFen } from '../../lib/money-format.ts'
import { BarChart, StatTile } from '../../ui/bar-chart.tsx'
import { dashboardText } from './dashboard.text.ts'
import { DashboardFrame, wan } from './dashboard-frame.tsx'
import { projectFigures, sumOf } from './figures.ts'
import { useTables } from './use-tables.ts'

const COLUMNS = Object.keys(
  dashboardText.pairs.project.columns,
) as (keyof typeof dashboardText.pairs.project.columns)[]
const TABLES = ['projects', 'budgetOutputs', 'contractIncome', 'directExpenses', 'costPlans'] as const

export function ProjectDashboardPage() {
  const { t } = useTranslation([dashboardText.ns, 'translation'])
  const tables = useTables(TABLES)
  const figures = tables ? projectFigures(tables) : []
  const total = (k: 'contractValue' | 'received' | 'paid' | 'confirmedOutput') =>
    sumOf(figures as unknown as Record<string, unknown>[], k)
  return (
    <DashboardFrame title="project" ready={!!tables} hasData={figures.length > 0}>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <StatTile label={t('project.projects')} value={String(figures.length)} />
        <StatTile label={t('project.contractValue')} value={formatFen(total('contractValue'))} />
        <StatTile label={t('confirmedOutput')} value={formatFen(total('confirmedOutput'))} />
        <StatTile label={t('project.received')} value={formatFen(total('received'))} />
        <StatTile label={t('project.paid')} value={formatFen(total('paid'))} />
      </dl>
      <BarChart
        title={t('project.moneyByProject')}
        categories={figures.map((f) => f.name)}
        format={wan}
        series={[
          {
            label: t('project.columns.contract'),
            color: 'fill-slate-400',
            values: figures.map((f) => f.contractValue),
          },
          {
            label: t('project.columns.output'),
            color: 'fill-sky-500',
            values: figures.map((f) => f.confirmedOutput),
          },
          {
            label: t('project.columns.received'),
            color: 'fill-emerald-500',
            values: figures.map((f) => f.received),
          },
          {
            label: t('project.columns.paid'),
            color: 'fill-amber-500',
            values: figures.map((f) => f.paid),
          },
        ]}
      />
      <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
        <table className="w-full text-sm">
          <thead className="bg-slate-50 text-left text-slate-500">
            <tr>
              <th className="px-3 py-2 font-medium">{t('translation:sop.project')}</th>
              {COLUMNS.map((c) => (
                <th key={c} className="px-3 py-2 font-medium">
                  {t(`project.columns.${c}`)}
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
                    {formatFen(v)}
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
