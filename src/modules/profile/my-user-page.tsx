import { useTranslation } from 'react-i18next'
import { useSession } from '../../auth/use-session.ts'

/** Personal centre (/myuser): the signed-in user's own record. */
export function MyUserPage() {
  const { t } = useTranslation()
  const { user } = useSession()
  if (!user) return null
  const rows: [string, string][] = [
    [t('profile.username'), user.username],
    [t('profile.nickname'), user.nickname],
    [t('profile.staff'), user.staff],
    [t('profile.role'), user.admin ? t('profile.admin') : t('profile.member')],
    [t('profile.access'), user.acce || '—'],
  ]
  return (
    <section className="max-w-2xl rounded-lg bg-white p-6 shadow-sm">
      <h1 className="mb-4 text-lg font-semibold text-slate-900">{t('profile.title')}</h1>
      <dl className="divide-y divide-slate-100">
        {rows.map(([label, value]) => (
          <div key={label} className="grid grid-cols-3 gap-4 py-2">
            <dt className="text-sm text-slate-500">{label}</dt>
            <dd className="col-span-2 break-words text-sm text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
