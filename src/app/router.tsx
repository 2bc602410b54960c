// Routes of the walking skeleton; the shell issue derives the full tree from module declarations.
import { createBrowserRouter, createHashRouter, Navigate, useParams } from 'react-router'
import type { RouteNode } from '../auth/route-types.ts'
import { DashboardPage } from '../modules/dashboard/dashboard-page.tsx'
import { resources } from '../modules/registry.ts'
import { allRoutes } from '../modules/route-tree.ts'
import { LoginPage } from '../modules/session/login-page.tsx'
import { RootLayout } from '../shell/root-layout.tsx'
import { approvalDetailRoute, findRoute } from '../shell/route-meta.ts'
import { ModulePlaceholderPage } from '../views/module-placeholder-page.tsx'
import { StatusPage } from '../views/status-page.tsx'
import { DocumentTitle } from './document-title.tsx'
import { MembersPage, MyUserPage, OperationLogPage, ResourceListPage, TillPage } from './lazy-pages.ts'
import { RequireSession } from './require-session.tsx'

/** /expe/{soptemplate}_sp opens an approval detail; any other unknown /expe path is a 404. */
function ApprovalDetailRoute() {
  const { detail = '' } = useParams()
  if (!findRoute(`/expe/${detail}`)) return <Navigate to="/404" replace />
  return <ModulePlaceholderPage route={approvalDetailRoute} />
}

/** The screen of a route: a dedicated page, a resource's generic list, or the module placeholder. */
function screenFor(node: RouteNode) {
  const page = PAGES[node.path]
  if (page) return page
  const resource = resources.find((r) => r.route === node.path)
  if (resource) return <ResourceListPage resource={resource} />
  return <ModulePlaceholderPage route={node} />
}

const PAGES: Record<string, React.ReactNode> = {
  '/': <DashboardPage />,
  '/myuser': <MyUserPage />,
  '/logtext': <OperationLogPage />,
  '/dian/shouxian': <TillPage mode="cash" />,
  '/dian/huiyin': <TillPage mode="member" />,
  '/dian/huiyuan': <MembersPage />,
}

/** Routing mode by configuration (spec §2): history by default, hash with VITE_PM3_ROUTER_MODE=hash. */
const createRouter = import.meta.env.VITE_PM3_ROUTER_MODE === 'hash' ? createHashRouter : createBrowserRouter

export function createAppRouter() {
  return createRouter([
    {
      element: <DocumentTitle />,
      children: [
        { path: '/login', element: <LoginPage />, handle: { title: 'login.submit' } },
        { path: '/401', element: <StatusPage status="401" />, handle: { title: 'status.401.title' } },
        { path: '/403', element: <StatusPage status="403" />, handle: { title: 'status.403.title' } },
        { path: '/404', element: <StatusPage status="404" />, handle: { title: 'status.404.title' } },
        {
          path: '/',
          element: (
            <RequireSession>
              <RootLayout />
            </RequireSession>
          ),
          children: [
            ...allRoutes.map((node) => ({
              ...(node.path === '/' ? { index: true as const } : { path: node.path.slice(1) }),
              element: screenFor(node),
              handle: { title: node.title },
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
  ])
}
