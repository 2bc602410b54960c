// Every authenticated route of spec §2, derived from the module manifests (manifests.ts): title,
// icon, hidden flag, menu group and the access rule of spec §6. Menus, the router, tabs, titles and
// the search palette read it.
import type { RouteGroup, RouteNode } from '../auth/route-types.ts'
import { derived } from './derived.ts'

export const routeTree: RouteGroup[] = derived.routeTree

/** Every authenticated route, flat. */
export const allRoutes: RouteNode[] = routeTree.flatMap((g) => g.children)

export function groupOf(path: string): RouteGroup | undefined {
  return routeTree.find((g) => g.children.some((c) => c.path === path))
}
