// Route facts the shell needs for any path: its declaration in the route tree, and whether this
// user may open it.
import { itemVisible, type Subject } from '../auth/menu-access.ts'
import type { RouteGroup, RouteNode } from '../auth/route-types.ts'
import type { SiteInfo } from '../auth/site-info.ts'
import { isSopTemplate } from '../modules/approvals/sop-templates.ts'
import { routeTree } from '../modules/route-tree.ts'
import { routeMetaWords } from './route-meta.text.ts'

/** The approval detail opened from a notice: /expe/{soptemplate}_sp?code=…&sop_id=… */
const APPROVAL_DETAIL = /^\/expe\/(\w+)_sp$/
const isApprovalDetail = (path: string) => isSopTemplate(APPROVAL_DETAIL.exec(path)?.[1] ?? '')

export const approvalDetailRoute: RouteNode = {
  path: '/expe/:soptemplate_sp',
  title: routeMetaWords.approvalDetailRoute.title,
  icon: 'file-list-2-line',
  hidden: true,
  dynamicNewTab: true,
}

export function findRoute(path: string): { group: RouteGroup; node: RouteNode } | null {
  for (const group of routeTree) {
    const node = group.children.find((c) => c.path === path)
    if (node) return { group, node }
  }
  if (isApprovalDetail(path) && path !== '/expe/staff_buka_sp') {
    return { group: routeTree.find((g) => g.path === '/expe')!, node: approvalDetailRoute }
  }
  return null
}

export function mayOpen(path: string, site: Partial<SiteInfo> | null, subject: Subject): boolean {
  const found = findRoute(path)
  return found ? itemVisible(found.group, found.node, site, subject, routeTree) : true
}
