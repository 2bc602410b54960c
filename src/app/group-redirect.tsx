// Spec §3: a group path (/dian, /expe, /fina …) opens the first of its items the user may see, through
// the same access rule as the menu; a group the user may not see at all is a 404.
import { Navigate } from 'react-router'
import { firstVisibleChild, subjectOf } from '../auth/menu-access.ts'
import type { RouteGroup } from '../auth/route-types.ts'
import { useSession } from '../auth/use-session.ts'
import { routeTree } from '../modules/route-tree.ts'

export function GroupRedirect({ group }: { group: RouteGroup }) {
  const { user, site } = useSession()
  const first = firstVisibleChild(group, site, subjectOf(user), routeTree)
  return <Navigate to={first?.path ?? '/404'} replace />
}
