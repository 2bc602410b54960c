import { Activity, type ReactNode, useRef } from 'react'
import { useLocation, useOutlet } from 'react-router'
import { findRoute } from './route-meta.ts'
import { TabPlace } from './tabs/current-tab.tsx'
import { tabKey } from './tabs/tabs-model.ts'
import { useTabs } from './tabs/tabs-store.ts'

/** Spec §9: at most 20 pages are kept alive. */
export const KEEP_ALIVE_MAX = 20

/**
 * Keeps the pages of open tabs mounted but hidden (React <Activity>), so a half-filled form
 * survives a tab switch. Closing a tab evicts its page; a refresh remounts it.
 */
export function KeepAliveOutlet() {
  const outlet = useOutlet()
  const location = useLocation()
  const { tabs, refresh } = useTabs()
  const node = findRoute(location.pathname)?.node
  const current = tabKey({
    path: location.pathname,
    search: location.search,
    dynamicNewTab: node?.dynamicNewTab,
  })
  const cache = useRef(new Map<string, ReactNode>())
  const pages = cache.current

  if (!node?.noKeepAlive) {
    pages.delete(current)
    pages.set(current, outlet)
  }
  const open = new Set(tabs.map((t) => t.key))
  for (const key of [...pages.keys()]) if (key !== current && !open.has(key)) pages.delete(key)
  while (pages.size > KEEP_ALIVE_MAX) pages.delete(pages.keys().next().value!)

  if (node?.noKeepAlive) {
    return <TabPlace tabKey={current}>{outlet}</TabPlace>
  }
  return (
    <>
      {[...pages].map(([key, element]) => (
        <Activity key={`${key}#${refresh[key] ?? 0}`} mode={key === current ? 'visible' : 'hidden'}>
          <TabPlace tabKey={key}>{element}</TabPlace>
        </Activity>
      ))}
    </>
  )
}
