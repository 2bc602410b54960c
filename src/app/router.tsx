// The router: every signed-in route, its screen, the group and old-path redirects derive from the
// module manifests (src/modules/manifests.ts); the visitor pages and the status pages are fixed.
import {
  BrowserRouter,
  HashRouter,
  matchRoutes,
  Navigate,
  type RouteObject,
  useParams,
  useRoutes,
} from 'react-router'
import { PUBLIC_PAGE_PATHS, PUBLIC_PAGE_TITLES } from '../auth/public-paths.ts'
import { derived } from '../modules/derived.ts'
import { allRoutes, routeTree } from '../modules/route-tree.ts'
import { preloadView } from '../shell/lazy-view.tsx'
import { approvalDetailRoute, findRoute } from '../shell/route-meta.ts'
import { StatusPage } from '../views/status-page.tsx'
import { DocumentTitle, type RouteHandle } from './document-title.tsx'
import { GroupRedirect } from './group-redirect.tsx'
import { LoginPage, RegisterPage, RootLayout, SopDetailPage } from './lazy-pages.ts'
import { PublicLayout, PublicScreen } from './public-layout.tsx'
import { RequireSession } from './require-session.tsx'
import { screenFor } from './screens.tsx'

/** /expe/{soptemplate}_sp opens an approval detail; any other unknown /expe path is a 404. */
function ApprovalDetailRoute() {
  const { detail = '' } = useParams()
  if (!findRoute(`/expe/${detail}`)) return <Navigate to="/404" replace />
  return <SopDetailPage />
}

function routeRedirects(): Record<string, string> {
  return Object.fromEntries(allRoutes.flatMap((n) => (n.redirect ? [[n.path, n.redirect]] : [])))
}

/**
 * Routing mode by configuration (spec §2): history by default, hash with VITE_PM3_ROUTER_MODE=hash.
 * React Router's declarative mode: PM3 uses no loaders or actions, and the data router
 * (createBrowserRouter) was 14 KB gzip of every first script, the login's and the till's.
 */
const Router = import.meta.env.VITE_PM3_ROUTER_MODE === 'hash' ? HashRouter : BrowserRouter

/** Made at the first render, like the router was (the manifests' screens are read then). */
let routes: RouteObject[] | undefined

function AppRoutes() {
  routes ??= appRoutes()
  return useRoutes(routes)
}

/** The deepest route title at a path (the document title's). */
function routeTitleAt(pathname: string): RouteHandle['title'] {
  const matches = matchRoutes(routes ?? [], pathname) ?? []
  return [...matches].reverse().find((m) => (m.route.handle as RouteHandle | undefined)?.title)?.route.handle
    ?.title
}

export function AppRouter() {
  return (
    <Router>
      <AppRoutes />
    </Router>
  )
}

function appRoutes(): RouteObject[] {
  return [
    {
      element: <DocumentTitle titleAt={routeTitleAt} />,
      children: [
        { path: '/login', element: <LoginPage />, handle: { title: 'login.submit' } },
        { path: '/register', element: <RegisterPage />, handle: { title: 'login.register' } },
        { path: '/401', element: <StatusPage status="401" />, handle: { title: 'status.401.title' } },
        { path: '/403', element: <StatusPage status="403" />, handle: { title: 'status.403.title' } },
        { path: '/404', element: <StatusPage status="404" />, handle: { title: 'status.404.title' } },
        {
          // Spec §2 whitelist: the visitor pages need no token.
          element: <PublicLayout />,
          children: PUBLIC_PAGE_PATHS.map((path) => ({
            path,
            element: <PublicScreen path={path} />,
            handle: { title: PUBLIC_PAGE_TITLES[path] },
          })),
        },
        {
          path: '/',
          element: (
            <RequireSession>
              <RootLayout />
            </RequireSession>
          ),
          children: [
            ...allRoutes
              .filter((node) => !node.redirect)
              .map((node) => ({
                ...(node.path === '/' ? { index: true as const } : { path: node.path.slice(1) }),
                element: screenFor(node),
                handle: { title: node.title },
              })),
            // Spec §3: each group path opens its first visible child (no group route of its own).
            ...routeTree
              .filter((g) => g.path !== '/' && !allRoutes.some((n) => n.path === g.path))
              .map((group) => ({ path: group.path.slice(1), element: <GroupRedirect group={group} /> })),
            // Old paths that moved (the study pages) and routes whose meta names a redirect.
            ...Object.entries({ ...derived.redirects, ...routeRedirects() }).map(([from, to]) => ({
              path: from.slice(1),
              element: <Navigate to={to} replace />,
            })),
            {
              path: 'expe/:detail',
              element: <ApprovalDetailRoute />,
              handle: { title: approvalDetailRoute.title },
            },
          ],
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ]
}

/**
 * Reopening PM3 on a signed-in page (a till after a restart): the shell's and the page's code start
 * loading with the app, instead of one after the other as React reaches each lazy view. Settles when
 * that code has arrived (or failed: the view's own boundary then offers the reload).
 */
export function preloadFirstScreen(pathname: string): Promise<void> {
  if (pathname === '/login') return preloadView(LoginPage)
  if (pathname === '/404' || (PUBLIC_PAGE_PATHS as readonly string[]).includes(pathname))
    return Promise.resolve()
  const node = allRoutes.find((n) => n.path === pathname)
  return Promise.all([
    preloadView(RootLayout),
    node ? preloadView((screenFor(node) as React.ReactElement).type) : undefined,
  ]).then(() => undefined)
}
