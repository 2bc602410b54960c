import { useTranslation } from 'react-i18next'
import { useSession } from '../../auth/use-session.ts'
import { greetingAt } from '../../lib/greeting.ts'
import { ModuleFigures } from './module-figures.tsx'

/** The platform dashboard (/): who is signed in, for which company, with which access. */
export function DashboardPage() {
  const { t } = useTranslation()
  const { site, user } = useSession()
  const greeting = t(`greeting.${greetingAt(Date.now())}`)
  return (
    <section className="space-y-4">
      <div className="rounded-lg bg-white p-6 shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">
          {t('dashboard.welcome', {
            greeting,
            name: user?.nickname || user?.username || '',
            site: site?.erp_title || t('app.name'),
          })}
        </h1>
      </div>
      <dl className="grid gap-4 sm:grid-cols-3">
        <Fact label={t('dashboard.company')} value={site?.company ?? ''} />
        <Fact label={t('dashboard.account')} value={user?.username ?? ''} />
        <Fact
          label={t('dashboard.access')}
          value={user?.admin ? t('dashboard.allAccess') : user?.acce || '—'}
        />
      </dl>
      <ModuleFigures />
    </section>
  )
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-white p-4 shadow-sm">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-1 break-words text-base font-medium text-slate-900">{value}</dd>
    </div>
  )
}
