// /cost/costhome: output planned against confirmed by month, and cost planned against actual by subject.
import { useTranslation } from 'react-i18next'
import { useLanguage } from '../../i18n/use-language.ts'
import { formatFen } from '../../lib/money-format.ts'
import { inLanguage, type Text } from '../../resources/text.ts'
import { BarChart, StatTile } from '../../ui/bar-chart.tsx'
import { resourceByName } from '../registry.ts'
import { dashboardText } from './dashboard.text.ts'
import { DashboardFrame, wan } from './dashboard-frame.tsx'
import { costFigures } from './figures.ts'
import { useTables } from './use-tables.ts'

/** The cost subjects as the cost plans' declaration names them. */
function subjects(): Record<string, Text> {
  const field = resourceByName('costPlans')?.fields.subject
  return field?.kind === 'enum' ? field.options : {}
}

export function CostDashboardPage() {
  const { t } = useTranslation(dashboardText.ns)
  const lang = useLanguage()
  const names = subjects()
  const tables = useTables(['budgetOutputs', 'costPlans'] as const)
  const f = tables ? costFigures(tables) : null
  return (
    <DashboardFrame
      title="cost"
      ready={!!tables}
      hasData={!!f && (f.byMonth.length > 0 || f.bySubject.length > 0)}
    >
      {f && (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            <StatTile label={t('cost.plannedOutput')} value={formatFen(f.plannedOutput)} />
            <StatTile label={t('confirmedOutput')} value={formatFen(f.confirmedOutput)} />
            <StatTile label={t('cost.monthsToConfirm')} value={String(f.toConfirm)} />
          </dl>
          <div className="grid gap-4 lg:grid-cols-2">
            <BarChart
              title={t('cost.outputByMonth')}
              categories={f.byMonth.map((m) => m.month)}
              format={wan}
              series={[
                {
                  label: t('cost.planned'),
                  color: 'fill-slate-400',
                  values: f.byMonth.map((m) => m.planned),
                },
                {
                  label: t('cost.confirmed'),
                  color: 'fill-sky-500',
                  values: f.byMonth.map((m) => m.confirmed),
                },
              ]}
            />
            <BarChart
              title={t('cost.costBySubject')}
              categories={f.bySubject.map((s) =>
                names[s.subject] ? inLanguage(names[s.subject]!, lang) : s.subject,
              )}
              format={wan}
              series={[
                {
                  label: t('cost.plannedCost'),
                  color: 'fill-slate-400',
                  values: f.bySubject.map((s) => s.planned),
                },
                {
                  label: t('cost.actualCost'),
                  color: 'fill-rose-500',
                  values: f.bySubject.map((s) => s.actual),
                },
              ]}
            />
          </div>
        </>
      )}
    </DashboardFrame>
  )
}
