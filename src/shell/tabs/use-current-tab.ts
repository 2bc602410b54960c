import { useLocation } from 'react-router'
import { findRoute } from '../route-meta.ts'
import { tabKey } from './tabs-model.ts'

/** The tab key of the page on screen. */
export function useCurrentTabKey(): string {
  const location = useLocation()
  const node = findRoute(location.pathname)?.node
  return tabKey({ path: location.pathname, search: location.search, dynamicNewTab: node?.dynamicNewTab })
}
