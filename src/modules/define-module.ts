// A module's one declaration (issue 20): its menu group, its resources, its routes and their spec §3
// meta, its custom pages as lazy imports and its visitor pages. The route tree, registry, router,
// page map, public pages and menus are all derived from the list in manifests.ts; nothing about a
// page is written anywhere else. Its workflow commands and attachment holders are code, listed in
// module-behaviour.ts, so that they stay out of the first script the manifests ride in.
import type { RouteGroup, RouteMeta } from '../auth/route-types.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { type NumberedModule, numberedAccess } from '../resources/module-access.ts'
import type { Text } from '../resources/text.ts'

/**
 * A custom page: the file in the module's folder (a `*-page.tsx`, `*-pages.ts` or `*.pages.tsx`),
 * the component it exports, and the props this route gives it. Named, not imported: the manifest is
 * read by the server and the sync worker too, which must not even see page code; the app loads the
 * file lazily (src/app/screens.tsx), and a unit test checks every named page exists.
 */
export interface PageRef {
  file: string
  name: string
  props?: Record<string, unknown>
}

/** A route whose title, icon and access come from a resource; the manifest adds only what it lacks. */
export interface ResourceRoute extends RouteMeta {
  resource: AnyResource
  /** A custom page instead of the resource's generic list. */
  page?: PageRef
}

/** A route that is a page of its own (a dashboard, an approval list). */
export interface PageRoute extends RouteMeta {
  path: string
  title: Text
  icon: string
  page?: PageRef
}

export type ModuleRoute = AnyResource | ResourceRoute | PageRoute

/** The menu group of spec §2 module n: switch sel<n>, access code n, menu title from top<n>. */
export function numberedGroup(
  n: NumberedModule,
  group: Omit<RouteGroup, 'children' | 'access' | 'menuTitle'>,
): Omit<RouteGroup, 'children'> {
  const { menuTitle, ...access } = numberedAccess(n)
  return { ...group, access, menuTitle }
}

export interface ModuleManifest {
  /** The module's folder under src/modules/ (page files are named relative to it). */
  name: string
  /** The menu group this module owns (path, title, icon, switch and code, menu-title field). */
  group?: Omit<RouteGroup, 'children'>
  /** Its routes in menu order. A route whose path starts with another module's group goes there. */
  routes?: ModuleRoute[]
  /** Where a route this module puts into another module's group goes: after that path ('^': first). */
  placeAfter?: Record<string, string>
  /** Old paths that now open another (spec §2 moved the study pages to absolute paths). */
  redirects?: Record<string, string>
  /**
   * Every resource the module owns. One with a `route` not named in `routes` still gets its list,
   * form and record pages (appended to its group) unless it is listed in `withoutPages`.
   */
  resources: AnyResource[]
  /** Resources only the server writes and no screen lists (orders, ledgers). */
  withoutPages?: AnyResource[]
  /** Visitor pages (spec §2 whitelist): a file exporting a map from path to element. */
  publicPages?: PageRef
}

export function defineModule(m: ModuleManifest): ModuleManifest {
  return m
}

/** Shorthand for a custom page: `page('./till/till-page.tsx', 'TillPage', { mode: 'cash' })`. */
export function page(file: string, name: string, props?: Record<string, unknown>): PageRef {
  return props ? { file, name, props } : { file, name }
}
