// The views whose code loads on first visit: the heavier module screens. The login page and the
// dashboard stay in the main bundle, so signing in and the first screen never wait on a chunk.
import { lazyView } from './lazy-view.tsx'

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
export const ResourceListPage = lazyView(() =>
  import('../views/resource-list-page.tsx').then((m) => m.ResourceListPage),
)
