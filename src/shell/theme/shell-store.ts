// The shell's live settings: the theme (saved under `theme`), the side bar's collapse (saved under
// `collapse` as {"collapse":bool}), and the device: under 992 px the layout is forced to vertical
// and the side bar folds; on desktop the chosen layout and fold state come back.
import { useSyncExternalStore } from 'react'
import { DEFAULT_THEME, loadTheme, THEME_KEY, type ThemeSettings, themeVariables } from './theme-settings.ts'

export const MOBILE_BREAKPOINT = 992

interface ShellState {
  /** The theme drawer; kept here so a layout change while it is open does not close it. */
  drawerOpen: boolean
  theme: ThemeSettings
  collapse: boolean
  mobile: boolean
}

const listeners = new Set<() => void>()
let state: ShellState = {
  drawerOpen: false,
  theme: loadTheme(localStorage),
  collapse: readCollapse(),
  mobile: isMobileWidth(),
}

function readCollapse(): boolean {
  try {
    return Boolean((JSON.parse(localStorage.getItem('collapse') ?? '{}') as { collapse?: boolean }).collapse)
  } catch {
    return false
  }
}

function isMobileWidth(): boolean {
  return document.body.clientWidth - 1 < MOBILE_BREAKPOINT
}

function set(next: Partial<ShellState>): void {
  state = { ...state, ...next }
  applyTheme()
  for (const l of listeners) l()
}

function applyTheme(): void {
  for (const [k, v] of Object.entries(themeVariables(state.theme)))
    document.documentElement.style.setProperty(k, v)
}

export const shell = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Live preview in the drawer; `save` persists. */
  preview(patch: Partial<ThemeSettings>) {
    set({ theme: { ...state.theme, ...patch } })
  },
  save(): boolean {
    localStorage.setItem(THEME_KEY, JSON.stringify(state.theme))
    return state.mobile
  },
  reset(): boolean {
    localStorage.removeItem(THEME_KEY)
    set({ theme: { ...DEFAULT_THEME } })
    return state.mobile
  },
  replaceTheme(theme: ThemeSettings) {
    set({ theme })
    localStorage.setItem(THEME_KEY, JSON.stringify(theme))
  },
  setDrawer(open: boolean) {
    set({ drawerOpen: open })
  },
  toggleCollapse() {
    const collapse = !state.collapse
    if (!state.mobile) localStorage.setItem('collapse', JSON.stringify({ collapse }))
    set({ collapse })
  },
  setCollapse(collapse: boolean) {
    set({ collapse })
  },
  /** Re-run on every resize (the template's `body.width - 1 < 992`). */
  measure() {
    const mobile = isMobileWidth()
    if (mobile === state.mobile) return
    set({ mobile, collapse: mobile ? true : readCollapse() })
  },
}

applyTheme()
if (state.mobile) state = { ...state, collapse: true }
window.addEventListener('resize', () => shell.measure())

export function useShell(): ShellState & { layout: ThemeSettings['layout']; sidebarFolded: boolean } {
  const s = useSyncExternalStore(shell.subscribe, shell.get)
  const layout = s.mobile ? 'vertical' : s.theme.layout
  return { ...s, layout, sidebarFolded: layout === 'float' || s.collapse }
}
