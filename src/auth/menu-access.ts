// Which menu groups and items a user sees (spec §6), through the one access rule (access.ts): a group
// needs its site switch on and, when it has one, its access code; an item also needs its own code
// and guard; finance income and expense items hide when 202 or 203 is held while projects are hidden.
import { mayAccess, type Subject } from './access.ts'
import type { RouteGroup, RouteNode } from './route-types.ts'
import type { SiteInfo } from './site-info.ts'

export { type Subject, subjectOf } from './access.ts'

export function groupVisible(group: RouteGroup, site: Partial<SiteInfo> | null, s: Subject): boolean {
  return group.access === undefined || mayAccess(group.access, s, site)
}

export function itemVisible(
  group: RouteGroup,
  item: RouteNode,
  site: Partial<SiteInfo> | null,
  s: Subject,
  tree: RouteGroup[],
): boolean {
  if (!groupVisible(group, site, s)) return false
  if (!mayAccess({ code: item.code, guard: item.guard }, s, site)) return false
  if (item.financeIncomeExpense) {
    const projects = tree.find((g) => g.path === '/proj')
    const projectsHidden = !projects || !groupVisible(projects, site, s)
    if ((s.codes.includes(202) || s.codes.includes(203)) && projectsHidden) return false
  }
  return true
}

export interface MenuGroup {
  group: RouteGroup
  items: RouteNode[]
}

/** The menu: visible groups with their visible, non-hidden items. */
export function visibleMenu(tree: RouteGroup[], site: Partial<SiteInfo> | null, s: Subject): MenuGroup[] {
  return tree
    .map((group) => ({
      group,
      items: group.children.filter((item) => !item.hidden && itemVisible(group, item, site, s, tree)),
    }))
    .filter((m) => m.items.length > 0)
}

/** Spec §3: a group path opens its first child the user may see (404 when none). */
export function firstVisibleChild(
  group: RouteGroup,
  site: Partial<SiteInfo> | null,
  s: Subject,
  tree: RouteGroup[],
): RouteNode | undefined {
  return group.children.find((item) => !item.hidden && itemVisible(group, item, site, s, tree))
}
