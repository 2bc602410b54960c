// Each route's screen, derived from the module manifests: a custom page (loaded lazily, with the
// props its manifest gives it), a resource's generic list with its form and record, or the module
// placeholder for a route the spec names but whose behaviour it does not show.
import type { ReactNode } from 'react'
import type { RouteNode } from '../auth/route-types.ts'
import type { PageRef } from '../modules/define-module.ts'
import { derived } from '../modules/derived.ts'
import { type LazyView, lazyView } from '../shell/lazy-view.tsx'
import { ModulePlaceholderPage } from '../views/module-placeholder-page.tsx'
import { ResourceListPage } from './lazy-pages.ts'
import { loadPage, pageKey } from './page-files.ts'

// One lazy view per page, so two routes of one page (the two tills) share it.
const views = new Map<string, LazyView<Record<string, unknown>>>()
function viewOf(module: string, page: PageRef): LazyView<Record<string, unknown>> {
  const key = pageKey({ name: module }, page)
  const id = `${key}#${page.name}`
  let view = views.get(id)
  if (!view) {
    view = lazyView(() => loadPage(key, page.name))
    views.set(id, view)
  }
  return view
}

export function screenFor(node: RouteNode): ReactNode {
  const screen = derived.screens.get(node.path)
  if (screen?.page && screen.module) {
    const View = viewOf(screen.module, screen.page)
    return <View {...screen.page.props} />
  }
  if (screen?.resource) return <ResourceListPage resource={screen.resource} />
  return <ModulePlaceholderPage route={node} />
}
