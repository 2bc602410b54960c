// What every dashboard shares: a titled page, a loading state while the mirror is read, the 万元 figure.
import { useTranslation } from 'react-i18next'
import { dashboardText } from './dashboard.text.ts'

/**
 * Ten-thousands of yuan, as Chinese finance staff read large figures. The unit is in the chart's
 * title (万元 / 10k yuan), so the figure carries none: a 万 after it read as noise in English.
 */
export const wan = (fen: number) => (fen / 100 / 10_000).toFixed(2)

export function DashboardFrame({
  title,
  ready,
  hasData,
  children,
}: {
  title: keyof typeof dashboardText.pairs.titles
  ready: boolean
  hasData: boolean
  children: React.ReactNode
}) {
  const { t } = useTranslation(dashboardText.ns)
  return (
    <section className="space-y-4" data-dashboard={title}>
      <h1 className="text-lg font-semibold text-slate-900">{t(`titles.${title}`)}</h1>
      {!ready ? (
        <p className="text-sm text-slate-500">{t('loading')}</p>
      ) : !hasData ? (
        <p className="rounded-lg bg-white p-6 text-sm text-slate-500 shadow-sm">{t('empty')}</p>
      ) : (
        children
      )}
    </section>
  )
}
