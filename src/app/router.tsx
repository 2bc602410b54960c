// Routes of the walking skeleton; the shell issue derives the full tree from module declarations.
import { createBrowserRouter, createHashRouter, Navigate, useParams, useSearchParams } from 'react-router'
import { PUBLIC_PAGE_PATHS, PUBLIC_PAGE_TITLES } from '../auth/public-paths.ts'
import type { RouteNode } from '../auth/route-types.ts'
import { resources } from '../modules/registry.ts'
import { allRoutes } from '../modules/route-tree.ts'
import { LoginPage } from '../modules/session/login-page.tsx'
import { approvalDetailRoute, findRoute } from '../shell/route-meta.ts'
import { ModulePlaceholderPage } from '../views/module-placeholder-page.tsx'
import { StatusPage } from '../views/status-page.tsx'
import { DocumentTitle } from './document-title.tsx'
import {
  ApprovalHomePage,
  CostDashboardPage,
  DashboardPage,
  FinanceDashboardPage,
  FlowsPage,
  IconLookupPage,
  MembersPage,
  MySopsPage,
  MyUserPage,
  OperationLogPage,
  ProjectDashboardPage,
  PunchApprovalPage,
  PunchPage,
  RecruitReviewPage,
  RegisterPage,
  ResourceListPage,
  RootLayout,
  SaleReviewPage,
  SiteSettingsPage,
  SopDetailPage,
  SopFilePage,
  SystemDashboardPage,
  TemplateSopsPage,
  TillPage,
  UserListPage,
  WebSetPage,
} from './lazy-pages.ts'
import { preloadView } from './lazy-view.tsx'
import { PublicLayout, PublicScreen } from './public-layout.tsx'
import { RequireSession } from './require-session.tsx'

/** /expe/{soptemplate}_sp opens an approval detail; any other unknown /expe path is a 404. */
function ApprovalDetailRoute() {
  const { detail = '' } = useParams()
  if (!findRoute(`/expe/${detail}`)) return <Navigate to="/404" replace />
  return <SopDetailPage />
}

/** /expe/staff_buka_sp is the punch approver's list, and with a sop_id the detail a notice opens. */
function PunchApprovalRoute() {
  const [params] = useSearchParams()
  return params.get('sop_id') ? <SopDetailPage /> : <PunchApprovalPage />
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
  '/dian/shenhe': <SaleReviewPage />,
  '/expe/expehome': <ApprovalHomePage />,
  '/expe/myapproval': <MySopsPage list="decided" />,
  '/expe/myapprlist': <MySopsPage list="mine" />,
  '/expe/mycopylist': <MySopsPage list="copied" />,
  '/expe/soplist': <SopFilePage />,
  '/expe/expecont': <TemplateSopsPage template="expecont" />,
  '/expe/pcon_yushen': <TemplateSopsPage template="pcon_yushen" />,
  '/expe/expeproj': <TemplateSopsPage template="expeproj" />,
  '/expe/expecost': <TemplateSopsPage template="expecost" />,
  '/expe/expesrm': <TemplateSopsPage template="expesrm" />,
  '/expe/expefina': <TemplateSopsPage template="expefina" />,
  '/expe/expeoffice': <TemplateSopsPage template="expeoffice" />,
  '/expe/expestaff': <TemplateSopsPage template="expestaff" />,
  '/expe/staff_buka': <PunchPage />,
  '/expe/staff_buka_sp': <PunchApprovalRoute />,
  '/site/sitesop': <FlowsPage />,
  '/site/siteshow': <SystemDashboardPage />,
  '/proj/projhome': <ProjectDashboardPage />,
  '/cost/costhome': <CostDashboardPage />,
  '/fina/finahome': <FinanceDashboardPage />,
  '/recruit/guan': <RecruitReviewPage />,
  '/site/sitesettings': <SiteSettingsPage />,
  '/site/siteuserlist': <UserListPage />,
  '/web/webset': <WebSetPage />,
  '/web/remixIcon': <IconLookupPage />,
}

/** Routing mode by configuration (spec §2): history by default, hash with VITE_PM3_ROUTER_MODE=hash. */
const createRouter = import.meta.env.VITE_PM3_ROUTER_MODE === 'hash' ? createHashRouter : createBrowserRouter

export function createAppRouter() {
  return createRouter([
    {
      element: <DocumentTitle />,
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

/**
 * Reopening PM3 on a signed-in page (a till after a restart): the shell's and the page's code start
 * loading with the app, instead of one after the other as React reaches each lazy view. Settles when
 * that code has arrived (or failed: the view's own boundary then offers the reload).
 */
export function preloadFirstScreen(pathname: string): Promise<void> {
  if (
    pathname === '/login' ||
    pathname === '/404' ||
    (PUBLIC_PAGE_PATHS as readonly string[]).includes(pathname)
  )
    return Promise.resolve()
  const node = allRoutes.find((n) => n.path === pathname)
  return Promise.all([
    preloadView(RootLayout),
    node ? preloadView((screenFor(node) as React.ReactElement).type) : undefined,
  ]).then(() => undefined)
}
