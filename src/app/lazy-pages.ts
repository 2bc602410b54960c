// The views whose code loads on first visit. The login and public pages are the main bundle; the
// signed-in shell (header, menus, tabs, sync panel) and the dashboard are chunks of their own, so
// the login page starts with under 200 KB of script. The service worker precaches every chunk,
// so offline they load from the cache.
import { lazyView } from './lazy-view.tsx'

export const RootLayout = lazyView(() => import('../shell/root-layout.tsx').then((m) => m.RootLayout))
export const DashboardPage = lazyView(() =>
  import('../modules/dashboard/dashboard-page.tsx').then((m) => m.DashboardPage),
)

export const MyUserPage = lazyView(() =>
  import('../modules/profile/my-user-page.tsx').then((m) => m.MyUserPage),
)
export const OperationLogPage = lazyView(() =>
  import('../modules/profile/operation-log-page.tsx').then((m) => m.OperationLogPage),
)
export const TillPage = lazyView(() => import('../modules/shop/till/till-page.tsx').then((m) => m.TillPage))
export const MembersPage = lazyView(() =>
  import('../modules/shop/members-page.tsx').then((m) => m.MembersPage),
)
export const SaleReviewPage = lazyView(() =>
  import('../modules/shop/sale-review-page.tsx').then((m) => m.SaleReviewPage),
)
export const ResourceListPage = lazyView(() =>
  import('../views/resource-list-page.tsx').then((m) => m.ResourceListPage),
)

// The approval screens share one chunk: they are opened together (a notice leads to a detail, a
// list to a form).
const approvals = () => import('../modules/approvals/approval-pages.ts')
export const ApprovalHomePage = lazyView(() => approvals().then((m) => m.ApprovalHomePage))
export const MySopsPage = lazyView(() => approvals().then((m) => m.MySopsPage))
export const TemplateSopsPage = lazyView(() => approvals().then((m) => m.TemplateSopsPage))
export const SopDetailPage = lazyView(() => approvals().then((m) => m.SopDetailPage))
export const SopFilePage = lazyView(() => approvals().then((m) => m.SopFilePage))
export const PunchPage = lazyView(() => approvals().then((m) => m.PunchPage))
export const PunchApprovalPage = lazyView(() => approvals().then((m) => m.PunchApprovalPage))
export const FlowsPage = lazyView(() => approvals().then((m) => m.FlowsPage))

const dashboards = () => import('../modules/dashboard/dashboard-pages.ts')
export const ProjectDashboardPage = lazyView(() => dashboards().then((m) => m.ProjectDashboardPage))
export const CostDashboardPage = lazyView(() => dashboards().then((m) => m.CostDashboardPage))
export const FinanceDashboardPage = lazyView(() => dashboards().then((m) => m.FinanceDashboardPage))
export const SystemDashboardPage = lazyView(() => dashboards().then((m) => m.SystemDashboardPage))
export const RecruitReviewPage = lazyView(() =>
  import('../modules/recruit/review-page.tsx').then((m) => m.RecruitReviewPage),
)
// System, users and site (admins; the register view is public).
export const SiteSettingsPage = lazyView(() =>
  import('../modules/system/site-settings-page.tsx').then((m) => m.SiteSettingsPage),
)
export const WebSetPage = lazyView(() =>
  import('../modules/system/web-set-page.tsx').then((m) => m.WebSetPage),
)
export const UserListPage = lazyView(() =>
  import('../modules/system/user-list-page.tsx').then((m) => m.UserListPage),
)
export const IconLookupPage = lazyView(() =>
  import('../modules/system/icon-lookup-page.tsx').then((m) => m.IconLookupPage),
)
export const RegisterPage = lazyView(() =>
  import('../modules/system/register-page.tsx').then((m) => m.RegisterPage),
)
