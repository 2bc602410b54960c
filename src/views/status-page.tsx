import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSession } from '../auth/use-session.ts'
import { buttonClass } from '../ui/button.tsx'

/** The 401, 403 and 404 pages: public, so they render signed in or not. */
export function StatusPage({ status }: { status: '401' | '403' | '404' }) {
  const { t } = useTranslation()
  const { token } = useSession()
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 bg-slate-50 p-6 text-center">
      <h1 className="text-7xl font-bold text-primary">{t(`status.${status}.title`)}</h1>
      <p className="text-lg text-slate-600">{t(`status.${status}.text`)}</p>
      <Link to={token ? '/' : '/login'} className={buttonClass()}>
        {token ? t('status.home') : t('status.login')}
      </Link>
    </main>
  )
}
