// Tab rules (spec §4, shell-anchors b), as pure functions over a tab list: add or update per path
// (one per instance with dynamicNewTab), the first tab never closable, login excluded; close
// this/others/left/right/all keep non-closable tabs; closing the current tab goes to the last one.

export interface Tab {
  /** Path, or path + query for dynamicNewTab routes. */
  key: string
  path: string
  query: string
  title: string
  icon: string
  noClosable: boolean
}

export interface TabRoute {
  path: string
  search: string
  title: string
  icon: string
  noClosable?: boolean
  dynamicNewTab?: boolean
  tabHidden?: boolean
}

const EXCLUDED = ['/login']

export function tabKey(route: Pick<TabRoute, 'path' | 'search' | 'dynamicNewTab'>): string {
  return route.dynamicNewTab ? route.path + route.search : route.path
}

/** The first tab is always non-closable (spec §4). */
function pinFirst(tabs: Tab[]): Tab[] {
  return tabs.map((t, i) => (i === 0 ? { ...t, noClosable: true } : t))
}

export function visit(tabs: Tab[], route: TabRoute): Tab[] {
  if (route.tabHidden || EXCLUDED.includes(route.path)) return tabs
  const key = tabKey(route)
  const tab: Tab = {
    key,
    path: route.path,
    query: route.search,
    title: route.title,
    icon: route.icon,
    noClosable: Boolean(route.noClosable),
  }
  const at = tabs.findIndex((t) => t.key === key)
  if (at >= 0)
    return pinFirst(
      tabs.map((t, i) => (i === at ? { ...tab, noClosable: t.noClosable || tab.noClosable } : t)),
    )
  return pinFirst([...tabs, tab])
}

export type CloseAction = 'this' | 'others' | 'left' | 'right' | 'all'

export function close(tabs: Tab[], action: CloseAction, refKey: string): Tab[] {
  const at = tabs.findIndex((t) => t.key === refKey)
  const keep: Record<CloseAction, (t: Tab, i: number) => boolean> = {
    this: (t) => t.key !== refKey,
    others: (t) => t.key === refKey,
    left: (_, i) => i >= at,
    right: (_, i) => i <= at,
    all: () => false,
  }
  return tabs.filter((t, i) => t.noClosable || keep[action](t, i))
}

/** Which menu entries are disabled for the tab at `refKey` (spec §4). */
export function disabledActions(tabs: Tab[], refKey: string): Set<CloseAction> {
  const at = tabs.findIndex((t) => t.key === refKey)
  const off = new Set<CloseAction>()
  if (tabs.length <= 1) {
    off.add('others')
    off.add('all')
  }
  if (at <= 0) off.add('left')
  if (at === tabs.length - 1) off.add('right')
  if (tabs[at]?.noClosable) off.add('this')
  return off
}

/** Where to go after a close: stay if the current tab survived, else the last tab, else /. */
export function afterClose(tabs: Tab[], currentKey: string): string | null {
  if (tabs.some((t) => t.key === currentKey)) return null
  const last = tabs.at(-1)
  return last ? last.path + last.query : '/'
}
