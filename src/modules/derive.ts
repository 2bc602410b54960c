// Derives the route tree, the resource list, the commands and each route's screen from the module
// manifests (define-module.ts). Pure: the unit tests feed it small manifests.

import type { RouteGroup, RouteNode } from '../auth/route-types.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import type { ModuleManifest, ModuleRoute, PageRef, ResourceRoute } from './define-module.ts'

/** What the router mounts for a route: a custom page, or the resource's list, form and record. */
export interface Screen {
  page?: PageRef
  /** The manifest that names the page (its folder holds the page file). */
  module?: string
  resource?: AnyResource
}

export interface Derived {
  routeTree: RouteGroup[]
  resources: AnyResource[]
  screens: Map<string, Screen>
  /** Old path → new path (the study pages moved to the absolute paths of spec §2). */
  redirects: Record<string, string>
}

const DEFAULT_ICON = 'file-list-line'

const isResource = (r: ModuleRoute): r is AnyResource => 'fields' in r
const isResourceRoute = (r: ModuleRoute): r is ResourceRoute => 'resource' in r

/** A route's node: a resource route takes its path, title and code from the resource declaration. */
function nodeOf(entry: ModuleRoute, group: RouteGroup | undefined): { node: RouteNode; screen: Screen } {
  if (isResource(entry) || isResourceRoute(entry)) {
    const { resource, page, ...meta } = isResource(entry) ? { resource: entry } : entry
    const code = resource.access.code !== group?.access?.code ? resource.access.code : undefined
    const node: RouteNode = {
      path: resource.route,
      title: resource.title,
      icon: resource.icon ?? DEFAULT_ICON,
      ...(code === undefined ? {} : { code }),
      ...meta,
    }
    return { node, screen: page ? { page, resource } : { resource } }
  }
  const { page, ...node } = entry
  return { node, screen: page ? { page } : {} }
}

const under = (path: string, groupPath: string) => path === groupPath || path.startsWith(`${groupPath}/`)

export function deriveModules(manifests: readonly ModuleManifest[]): Derived {
  const routeTree: RouteGroup[] = manifests.flatMap((m) => (m.group ? [{ ...m.group, children: [] }] : []))
  const screens = new Map<string, Screen>()
  const redirects: Record<string, string> = {}
  const owned = new Map(manifests.map((m) => [m, routeTree.find((g) => g.path === m.group?.path)]))

  /** Another module's group that holds this path; otherwise the module's own, otherwise home. */
  const groupFor = (m: ModuleManifest, path: string): RouteGroup => {
    const foreign = routeTree
      .filter((g) => g.path !== '/' && g !== owned.get(m) && under(path, g.path))
      .sort((a, b) => b.path.length - a.path.length)[0]
    const group = foreign ?? owned.get(m) ?? routeTree.find((g) => g.path === '/')
    if (!group) throw new Error(`module ${m.name}: no group for ${path}`)
    return group
  }

  const pathOf = (entry: ModuleRoute) =>
    isResource(entry) ? entry.route : isResourceRoute(entry) ? entry.resource.route : entry.path

  const place = (m: ModuleManifest, entry: ModuleRoute, group: RouteGroup) => {
    const { node, screen } = nodeOf(entry, group)
    if (screen.page) screen.module = m.name
    if (screens.has(node.path)) throw new Error(`route ${node.path} is declared twice`)
    screens.set(node.path, screen)
    const after = group === owned.get(m) ? undefined : m.placeAfter?.[node.path]
    if (after === '^') group.children.unshift(node)
    else if (after) group.children.splice(group.children.findIndex((c) => c.path === after) + 1, 0, node)
    else group.children.push(node)
  }

  const entries = manifests.map((m) => {
    const named = new Set<AnyResource>()
    for (const entry of m.routes ?? []) {
      if (isResource(entry)) named.add(entry)
      if (isResourceRoute(entry)) named.add(entry.resource)
    }
    const withoutPages = new Set(m.withoutPages ?? [])
    const implicit = m.resources.filter((r) => !named.has(r) && !withoutPages.has(r))
    Object.assign(redirects, m.redirects ?? {})
    return { m, list: [...(m.routes ?? []), ...implicit].map((e) => ({ e, g: groupFor(m, pathOf(e)) })) }
  })
  // Each module's own group first, so that a route put into another module's group finds its place.
  for (const { m, list } of entries) for (const { e, g } of list) if (g === owned.get(m)) place(m, e, g)
  // A route placed after another module's route waits until that one is in place.
  let pending = entries.flatMap(({ m, list }) =>
    list.filter(({ g }) => g !== owned.get(m)).map((x) => ({ m, ...x })),
  )
  while (pending.length > 0) {
    const ready = pending.filter(({ m, e, g }) => {
      const after = m.placeAfter?.[pathOf(e)]
      return !after || after === '^' || g.children.some((c) => c.path === after)
    })
    if (ready.length === 0) throw new Error(`placeAfter names no route: ${pending.map((p) => pathOf(p.e))}`)
    for (const { m, e, g } of ready) place(m, e, g)
    pending = pending.filter((p) => !ready.includes(p))
  }

  return {
    routeTree,
    resources: manifests.flatMap((m) => m.resources),
    screens,
    redirects,
  }
}
