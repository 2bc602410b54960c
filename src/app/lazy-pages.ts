// The views whose code loads on first visit and that no module manifest declares. The public pages
// are the main bundle; the login form (with its form library), the signed-in shell (header, menus,
// tabs, sync panel) and each page are chunks of their own (the manifests' lazy imports), so a page
// starts with only the script it shows. The service worker precaches every chunk, so offline they
// load from the cache.
import { lazyView } from '../shell/lazy-view.tsx'

export const RootLayout = lazyView(() => import('../shell/root-layout.tsx').then((m) => m.RootLayout))
export const ResourceListPage = lazyView(() =>
  import('../views/resource-list-page.tsx').then((m) => m.ResourceListPage),
)
// The approval detail a notice opens (/expe/{template}_sp), in the approval screens' chunk.
export const SopDetailPage = lazyView(() =>
  import('../modules/approvals/approval-pages.ts').then((m) => m.SopDetailPage),
)
// The login form: a till reopened signed in never needs its code (react-hook-form and its resolvers).
export const LoginPage = lazyView(() => import('../modules/session/login-page.tsx').then((m) => m.LoginPage))
// The register view is public; its code is the system module's.
export const RegisterPage = lazyView(() =>
  import('../modules/system/register-page.tsx').then((m) => m.RegisterPage),
)
