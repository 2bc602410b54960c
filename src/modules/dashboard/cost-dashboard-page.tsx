// /cost/costhome: output planned against confirmed by month, and cost planned against actual by subject.
import { bilingual } from '../../resources/text.ts'
import { BarChart, StatTile } from '../../ui/bar-chart.tsx'
import { DashboardFrame, useText, wan, yuan } from './dashboard-frame.tsx'
import { costFigures } from './figures.ts'
import { useTables } from './use-tables.ts'

const SUBJECTS: Record<string, ReturnType<typeof bilingual>> = {
  labour: bilingual('人工费', 'Labour'),
  material: bilingual('材料费', 'Materials'),
  machinery: bilingual('机械费', 'Machinery'),
  subcontract: bilingual('分包费', 'Subcontracts'),
  overhead: bilingual('现场管理费', 'Site overhead'),
}

export function CostDashboardPage() {
  const say = useText()
  const tables = useTables(['budgetOutputs', 'costPlans'] as const)
  const f = tables ? costFigures(tables) : null
  return (
    <DashboardFrame
      title={bilingual('成本报表', 'Cost dashboard')}
      ready={!!tables}
      hasData={!!f && (f.byMonth.length > 0 || f.bySubject.length > 0)}
    >
      {f && (
        <>
          <dl className="grid gap-4 sm:grid-cols-3">
            <StatTile label={say(bilingual('计划产值', 'Planned output'))} value={yuan(f.plannedOutput)} />
            <StatTile
              label={say(bilingual('确认产值', 'Confirmed output'))}
              value={yuan(f.confirmedOutput)}
            />
            <StatTile label={say(bilingual('待确认月份', 'Months to confirm'))} value={String(f.toConfirm)} />
          </dl>
          <div className="grid gap-4 lg:grid-cols-2">
            <BarChart
              title={say(bilingual('月度产值（万元）', 'Output by month (10k yuan)'))}
              categories={f.byMonth.map((m) => m.month)}
              format={wan}
              series={[
                {
                  label: say(bilingual('计划', 'Planned')),
                  color: 'fill-slate-400',
                  values: f.byMonth.map((m) => m.planned),
                },
                {
                  label: say(bilingual('确认', 'Confirmed')),
                  color: 'fill-sky-500',
                  values: f.byMonth.map((m) => m.confirmed),
                },
              ]}
            />
            <BarChart
              title={say(bilingual('成本科目（万元）', 'Cost by subject (10k yuan)'))}
              categories={f.bySubject.map((s) =>
                SUBJECTS[s.subject] ? say(SUBJECTS[s.subject]!) : s.subject,
              )}
              format={wan}
              series={[
                {
                  label: say(bilingual('计划成本', 'Planned')),
                  color: 'fill-slate-400',
                  values: f.bySubject.map((s) => s.planned),
                },
                {
                  label: say(bilingual('实际成本', 'Actual')),
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
