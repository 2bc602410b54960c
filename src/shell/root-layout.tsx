import { useCallback, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, Outlet, useNavigate } from 'react-router'
import { loginPath } from '../auth/login-path.ts'
import { loadSiteInfo, refreshUserInfo } from '../auth/session-flows.ts'
import { session } from '../auth/session-store.ts'
import { useSession } from '../auth/use-session.ts'
import { UserDbProvider } from '../data/db-context.tsx'
import { LanguageSwitch } from '../ui/language-switch.tsx'
import { AppFooter } from './app-footer.tsx'
import { LogoutButton } from './logout-button.tsx'
import { SideMenu } from './side-menu.tsx'
import { SyncPanel } from './sync-panel.tsx'
import { UpdateBanner } from './update-banner.tsx'

/** The signed-in frame: header with the site title and user tools, menu, the page, the footer. */
export function RootLayout() {
  const { t } = useTranslation()
  const { site, user } = useSession()
  const navigate = useNavigate()

  // The sync worker found the session over: keep the queue (it lives in this user's database) and sign in again.
  const onSessionEnded = useCallback(() => {
    const here = window.location.pathname + window.location.search
    session.reset()
    window.location.replace(loginPath(here))
  }, [])

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
    <UserDbProvider onSessionEnded={onSessionEnded}>
      <div className="flex min-h-screen flex-col bg-slate-100">
        <UpdateBanner />
        <header className="flex h-14 items-center justify-between bg-[#282c34] px-4 text-white">
          <Link to="/" className="text-lg font-semibold">
            {site?.erp_title || t('app.name')}
          </Link>
          <div className="flex items-center gap-3">
            <SyncPanel />
            <LanguageSwitch className="text-white/90 hover:bg-white/10" />
            <Link
              to="/myuser"
              className="text-sm text-white/80 hover:text-white"
              title={t('layout.personal')}
            >
              {user?.nickname || user?.username}
            </Link>
            <LogoutButton />
          </div>
        </header>
        <div className="flex flex-1">
          <SideMenu />
          <main className="min-w-0 flex-1 p-4">
            <Outlet />
          </main>
        </div>
        <AppFooter />
      </div>
    </UserDbProvider>
  )
}
