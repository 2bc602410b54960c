// Which menu groups and items a user sees (spec §6): a group needs its site switch on and, when it
// has one, its access code; project sub-items also need 101 or 128; finance income and expense
// items hide when 202 or 203 is held while projects are hidden. Admin holds every code, but a
// switched-off module stays off for everyone.

import { parseAccessCodes } from './access-codes.ts'
import type { RouteGroup, RouteNode } from './route-types.ts'
import type { SiteInfo } from './site-info.ts'

export interface Subject {
  admin: boolean
  codes: number[]
}

export function subjectOf(user: { admin: number; acce: string } | null): Subject {
  return { admin: user?.admin === 1, codes: parseAccessCodes(user?.acce) }
}

const holds = (s: Subject, code: number) => s.admin || s.codes.includes(code)

export function groupVisible(group: RouteGroup, site: Partial<SiteInfo> | null, s: Subject): boolean {
  if (!group.access) return true
  if (Number(site?.[group.access.switch] ?? 0) !== 1) return false
  return group.access.code === undefined || holds(s, group.access.code)
}

export function itemVisible(
  group: RouteGroup,
  item: RouteNode,
  site: Partial<SiteInfo> | null,
  s: Subject,
  tree: RouteGroup[],
): boolean {
  if (!groupVisible(group, site, s)) return false
  if (item.code !== undefined && !holds(s, item.code)) return false
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
