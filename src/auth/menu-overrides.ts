// Menu management (spec §2): an admin's titles, order and visibility laid over the route tree the
// manifests derive. The tree stays the source: an override naming a path that no longer exists is
// ignored, and a hidden item stays reachable by its address (it leaves the menu, not the app).
import type { RouteGroup, RouteNode } from './route-types.ts'

export interface MenuOverride {
  path: string
  title_zh: string
  title_en: string
  sort: number
  hidden: boolean
}

function titled<T extends { title: RouteNode['title'] }>(node: T, o: MenuOverride | undefined): T {
  if (!o || (!o.title_zh && !o.title_en)) return node
  return { ...node, title: { zh: o.title_zh || node.title.zh, en: o.title_en || node.title.en } }
}

/** Numbered entries first, ascending; the others keep the manifest's order after them. */
function ordered<T extends { path: string }>(list: T[], byPath: Map<string, MenuOverride>): T[] {
  const rank = (x: T, i: number) => {
    const sort = byPath.get(x.path)?.sort ?? 0
    return sort > 0 ? sort : 10_000 + i
  }
  return list
    .map((x, i) => ({ x, r: rank(x, i) }))
    .sort((a, b) => a.r - b.r)
    .map(({ x }) => x)
}

export function withMenuOverrides(tree: RouteGroup[], overrides: readonly MenuOverride[]): RouteGroup[] {
  if (overrides.length === 0) return tree
  const byPath = new Map(overrides.map((o) => [o.path, o]))
  return ordered(tree, byPath)
    .filter((g) => !byPath.get(g.path)?.hidden)
    .map((g) => ({
      ...titled(g, byPath.get(g.path)),
      // Site-info menu titles (top100…) give way to a title the admin set here.
      menuTitle: byPath.get(g.path)?.title_zh ? undefined : g.menuTitle,
      children: ordered(g.children, byPath).map((item) => {
        const o = byPath.get(item.path)
        return { ...titled(item, o), hidden: item.hidden || o?.hidden === true }
      }),
    }))
}
