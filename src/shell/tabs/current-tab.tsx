import { createContext, useContext, useEffect } from 'react'
import { tabsStore } from './tabs-store.ts'

/** The key of the tab a page lives in (kept-alive pages keep their own key). */
export const CurrentTabContext = createContext<string>('/')

/** A form marks its tab dirty while it holds unsaved input, so closing that tab asks first. */
export function useUnsavedGuard(dirty: boolean): void {
  const key = useContext(CurrentTabContext)
  useEffect(() => {
    tabsStore.setDirty(key, dirty)
    return () => tabsStore.setDirty(key, false)
  }, [key, dirty])
}
