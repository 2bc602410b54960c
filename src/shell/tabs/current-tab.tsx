import { type ReactNode, useCallback } from 'react'
import { PageTitleContext } from '../../views/page-title.tsx'
import { UnsavedMarkContext } from '../../views/unsaved-guard.ts'
import { findRoute } from '../route-meta.ts'
import { tabsStore } from './tabs-store.ts'

/**
 * The tab a page lives in (kept-alive pages keep their own): a form's unsaved input marks that tab
 * dirty, and the page can name itself by its route's title.
 */
export function TabPlace({ tabKey, children }: { tabKey: string; children: ReactNode }) {
  const mark = useCallback((dirty: boolean) => tabsStore.setDirty(tabKey, dirty), [tabKey])
  const title = findRoute(tabKey.split('?')[0] ?? tabKey)?.node.title ?? null
  return (
    <UnsavedMarkContext.Provider value={mark}>
      <PageTitleContext.Provider value={title}>{children}</PageTitleContext.Provider>
    </UnsavedMarkContext.Provider>
  )
}
