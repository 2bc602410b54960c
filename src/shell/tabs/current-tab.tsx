import { type ReactNode, useCallback } from 'react'
import { UnsavedMarkContext } from '../../views/unsaved-guard.ts'
import { tabsStore } from './tabs-store.ts'

/** The tab a page lives in (kept-alive pages keep their own): a form's unsaved input marks that tab dirty. */
export function TabPlace({ tabKey, children }: { tabKey: string; children: ReactNode }) {
  const mark = useCallback((dirty: boolean) => tabsStore.setDirty(tabKey, dirty), [tabKey])
  return <UnsavedMarkContext.Provider value={mark}>{children}</UnsavedMarkContext.Provider>
}
