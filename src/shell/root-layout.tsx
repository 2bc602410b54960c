import NProgress from 'nprogress'
import 'nprogress/nprogress.css'
import { lazy, Suspense, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useLocation } from 'react-router'
import { subjectOf } from '../auth/menu-access.ts'
import { leaveToLogin } from '../auth/session-store.ts'
import { useSession } from '../auth/use-session.ts'
import { UserDbProvider } from '../data/db-context.tsx'
import { catalogue } from '../modules/registry.ts'
import { inLanguage } from '../resources/text.ts'
import { warmHeadless } from '../ui/headless.tsx'
import { SkipLink } from './layouts/layout-parts.tsx'
import {
  ColumnLayout,
  CommonLayout,
  ComprehensiveLayout,
  FloatLayout,
  HorizontalLayout,
  VerticalLayout,
} from './layouts/layouts.tsx'
import { useLock } from './lock/lock-store.ts'
import { findRoute, mayOpen } from './route-meta.ts'
import { SealedQueueBanner } from './sealed-queue-banner.tsx'
import { SessionRevalidation } from './session-revalidation.tsx'
import { SiteInfoFollower } from './site-info-follower.tsx'
import { StorageLostBanner } from './storage-lost-banner.tsx'
import { LeaveSwitchedOffModule, modulesClosingPage } from './switched-off-module.tsx'
import { tabsStore, useTabs } from './tabs/tabs-store.ts'
import { useShell } from './theme/shell-store.ts'
import { ThemeDrawer } from './theme/theme-drawer.tsx'
import { UpdateBanner } from './update-banner.tsx'

// The lock screen's code (and its MD5) loads when the device is locked. Until it has arrived an
// opaque curtain stands in, so a page reopened locked never shows through.
const LockScreen = lazy(() => import('./lock/lock-screen.tsx').then((m) => ({ default: m.LockScreen })))
// Announces approvals outside the page (a system notification while it is hidden): its own chunk.
// A chunk that fails to load (a release replaced it) costs the notices, never the shell.
const ApprovalNotices = lazy(() =>
  import('../modules/approvals/approval-notices.tsx')
    .then((m) => ({ default: m.ApprovalNotices }))
    .catch(() => ({ default: () => null })),
)
const lockCurtain = <div className="fixed inset-0 z-[100] bg-slate-800" />

const LAYOUT_COMPONENTS = {
  vertical: VerticalLayout,
  horizontal: HorizontalLayout,
  column: ColumnLayout,
  comprehensive: ComprehensiveLayout,
  common: CommonLayout,
  float: FloatLayout,
} as const

NProgress.configure({
  easing: 'ease',
  speed: 500,
  trickleSpeed: 200,
  showSpinner: false,
  // nprogress's own markup says role="bar", which is no ARIA role (axe: critical); the bar only
  // decorates a navigation, so assistive technology is not told about it at all.
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
})

/** The progress bar of spec §2/§9 on every navigation, when the theme shows it. */
function useProgressBar(enabled: boolean) {
  const { key } = useLocation()
  useEffect(() => {
    if (!enabled || !key) return
    NProgress.start()
    const frame = requestAnimationFrame(() => NProgress.done())
    return () => cancelAnimationFrame(frame)
  }, [key, enabled])
}

/** Spec §9: a reload of the view (refresh, or the tab's 刷新) shows the bar and ends it after 200 ms. */
export const RELOAD_PROGRESS_MS = 200

function useReloadProgress(enabled: boolean) {
  const { refresh } = useTabs()
  const first = useRef(refresh)
  useEffect(() => {
    if (!enabled || refresh === first.current) return
    NProgress.start()
    const timer = setTimeout(() => NProgress.done(), RELOAD_PROGRESS_MS)
    return () => clearTimeout(timer)
  }, [refresh, enabled])
}

/** Records each visited route as a tab (spec §4). */
function useTabVisits() {
  const location = useLocation()
  const { i18n } = useTranslation()
  useEffect(() => {
    const found = findRoute(location.pathname)
    if (!found) return
    tabsStore.visit({
      path: location.pathname,
      search: location.search,
      title: inLanguage(found.node.title, i18n.language === 'en' ? 'en' : 'zh'),
      icon: found.node.icon,
      noClosable: found.node.noClosable,
      dynamicNewTab: found.node.dynamicNewTab,
    })
  }, [location.pathname, location.search, i18n.language])
}

/** The signed-in frame: the chosen layout around the kept-alive pages, the lock over everything. */
export function RootLayout() {
  const { site, user } = useSession()
  const { layout, theme } = useShell()
  const location = useLocation()
  const { locked } = useLock()
  useTabVisits()
  // Menus and dialogs must open offline even before the service worker has installed.
  useEffect(warmHeadless, [])
  useProgressBar(theme.showProgressBar)
  useReloadProgress(theme.showProgressBar)
  // The site info the current page was last open under: a change that closes it is told apart from a
  // page the user may never open (switched-off-module.tsx).
  const openedUnder = useRef(site)
  useEffect(() => {
    if (site && mayOpen(location.pathname, site, subjectOf(user))) openedUnder.current = site
  })

  // Route filtering (spec §6): a page the user's menu does not offer is forbidden. Without site info
  // yet (it is being fetched) nothing is judged, so nobody lands on 403 by mistake.
  const subject = subjectOf(user)
  if (site && !mayOpen(location.pathname, site, subject)) {
    const closedBy = modulesClosingPage(location.pathname, openedUnder.current, site, subject)
    if (closedBy.length) return <LeaveSwitchedOffModule modules={closedBy} site={site} subject={subject} />
    return <Navigate to="/403" replace />
  }
  const Layout = LAYOUT_COMPONENTS[layout]
  // When the sync worker finds the session over, the queue stays in this user's database: sign in again.
  return (
    <UserDbProvider catalogue={catalogue} onSessionEnded={leaveToLogin}>
      <div data-layout={layout} className="min-h-screen bg-slate-100">
        <SkipLink />
        <UpdateBanner />
        <StorageLostBanner />
        <SealedQueueBanner />
        <Layout />
        <ThemeDrawer />
        {locked && (
          <Suspense fallback={lockCurtain}>
            <LockScreen />
          </Suspense>
        )}
      </div>
      <SessionRevalidation />
      <SiteInfoFollower />
      <Suspense fallback={null}>
        <ApprovalNotices />
      </Suspense>
    </UserDbProvider>
  )
}
