// The open tabs, kept in localStorage so they come back after a reload, plus per-tab refresh
// counters (a refresh remounts the page) and the tabs that hold an unsaved form.
import { useSyncExternalStore } from 'react'
import { type CloseAction, close, type Tab, type TabRoute, visit } from './tabs-model.ts'

const KEY = 'pm3-tabs'
const listeners = new Set<() => void>()

function load(): Tab[] {
  try {
    const tabs = JSON.parse(localStorage.getItem(KEY) ?? '[]') as Tab[]
    return Array.isArray(tabs) ? tabs : []
  } catch {
    return []
  }
}

let state = { tabs: load(), refresh: {} as Record<string, number>, dirty: new Set<string>() }

function set(next: Partial<typeof state>): void {
  state = { ...state, ...next }
  localStorage.setItem(KEY, JSON.stringify(state.tabs))
  for (const l of listeners) l()
}

export const tabsStore = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  visit(route: TabRoute) {
    const tabs = visit(state.tabs, route)
    if (tabs !== state.tabs) set({ tabs })
  },
  /** Closes tabs; answers false (and closes nothing) when the user keeps an unsaved form. */
  close(action: CloseAction, refKey: string, confirmDiscard: () => boolean): boolean {
    const next = close(state.tabs, action, refKey)
    const closing = state.tabs.filter((t) => !next.includes(t))
    if (closing.some((t) => state.dirty.has(t.key)) && !confirmDiscard()) return false
    const dirty = new Set(state.dirty)
    for (const t of closing) dirty.delete(t.key)
    set({ tabs: next, dirty })
    return true
  },
  refresh(key: string) {
    set({ refresh: { ...state.refresh, [key]: (state.refresh[key] ?? 0) + 1 } })
  },
  setDirty(key: string, dirty: boolean) {
    if (state.dirty.has(key) === dirty) return
    const next = new Set(state.dirty)
    if (dirty) next.add(key)
    else next.delete(key)
    set({ dirty: next })
  },
  clear() {
    set({ tabs: [], refresh: {}, dirty: new Set() })
  },
}

export function useTabs() {
  return useSyncExternalStore(tabsStore.subscribe, tabsStore.get)
}
