import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useNavigate } from 'react-router'
import { loadSiteInfo, refreshUserInfo, signOut } from '../auth/session-flows.ts'
import { session } from '../auth/session-store.ts'
import { useSession } from '../auth/use-session.ts'
import { LanguageSwitch } from '../ui/language-switch.tsx'
import { AppFooter } from './app-footer.tsx'

/** The signed-in frame: header with the site title and user tools, the page, the footer. */
export function RootLayout() {
  const { t } = useTranslation()
  const { site, user } = useSession()
  const navigate = useNavigate()

  // Revalidate the cached session in the background: the page never waits on the network.
  useEffect(() => {
    void loadSiteInfo().then((state) => {
      if (state === 'forbidden') navigate('/401', { replace: true })
      if (state === 'unconfigured' && !session.siteInfo()) navigate('/login', { replace: true })
    })
    void refreshUserInfo()
      .then((result) => {
        if (result === 'malformed') {
          session.reset()
          navigate('/login', { replace: true })
        }
      })
      .catch(() => undefined)
  }, [navigate])

  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <header className="flex h-14 items-center justify-between bg-[#282c34] px-4 text-white">
        <Link to="/" className="text-lg font-semibold">
          {site?.erp_title || t('app.name')}
        </Link>
        <div className="flex items-center gap-3">
          <LanguageSwitch className="text-white/90 hover:bg-white/10" />
          <Link to="/myuser" className="text-sm text-white/80 hover:text-white" title={t('layout.personal')}>
            {user?.nickname || user?.username}
          </Link>
          <button
            type="button"
            onClick={() => void signOut()}
            className="rounded px-2 py-1 text-sm hover:bg-white/10"
          >
            {t('layout.logout')}
          </button>
        </div>
      </header>
      <div className="flex-1 p-4">
        <Outlet />
      </div>
      <AppFooter />
    </div>
  )
}
