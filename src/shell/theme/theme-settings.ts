// Theme settings (spec §3 and §9; shell-anchors b): defaults, the colour sets, and persistence —
// the theme object is written under localStorage `theme` on save, removed on reset.

export const LAYOUTS = ['column', 'comprehensive', 'vertical', 'horizontal', 'common', 'float'] as const
export type Layout = (typeof LAYOUTS)[number]
export const THEME_NAMES = [
  'blue-black',
  'blue-white',
  'ocean',
  'green-black',
  'green-white',
  'purple-black',
  'purple-white',
  'red-black',
  'red-white',
] as const
export type ThemeName = (typeof THEME_NAMES)[number]
export const COLUMN_STYLES = ['vertical', 'horizontal', 'card', 'arrow'] as const
export const TABS_STYLES = ['card', 'smart', 'smooth'] as const
export const MENU_WIDTHS = ['266px', '277px', '288px'] as const

export interface ThemeSettings {
  layout: Layout
  themeName: ThemeName
  background: string
  columnStyle: (typeof COLUMN_STYLES)[number]
  fixedHeader: boolean
  foldSidebar: boolean
  menuWidth: (typeof MENU_WIDTHS)[number]
  showProgressBar: boolean
  showTabs: boolean
  showTabsIcon: boolean
  showLanguage: boolean
  showRefresh: boolean
  showSearch: boolean
  showTheme: boolean
  showNotice: boolean
  showFullScreen: boolean
  showThemeSetting: boolean
  showPageTransition: boolean
  showLock: boolean
  tabsBarStyle: (typeof TABS_STYLES)[number]
}

export const DEFAULT_THEME: ThemeSettings = {
  layout: 'column',
  themeName: 'blue-black',
  background: 'none',
  columnStyle: 'card',
  fixedHeader: true,
  foldSidebar: false,
  menuWidth: '266px',
  showProgressBar: true,
  showTabs: true,
  showTabsIcon: true,
  showLanguage: true,
  showRefresh: true,
  showSearch: true,
  showTheme: true,
  showNotice: true,
  showFullScreen: true,
  showThemeSetting: true,
  showPageTransition: true,
  showLock: true,
  tabsBarStyle: 'smooth',
}

type Hue = 'blue' | 'green' | 'purple' | 'red'

/**
 * The spec §9 theme colours, each theme's brand: drawn only where no text sits on it (the progress
 * bar, the active column's and tab's bars, focus rings, the drawer's swatches). As text each falls
 * below WCAG AA's 4.5:1: blue, green and red on white (3.2, 2.6, 3.5:1), purple on its own 10%
 * tint, the active smooth tab (4.45:1).
 */
export const BRAND_COLOURS: Record<Hue, string> = {
  blue: '#1890ff',
  green: '#41b584',
  purple: '#6954f0',
  red: '#f34d37',
}

/**
 * The accessible shade of each brand colour: the text of links and buttons on white and on its own
 * 10% tint, and the ground of white button text, at 4.5:1 or more both ways (WCAG AA).
 */
export const TEXT_COLOURS: Record<Hue, string> = {
  blue: '#0958d9',
  green: '#11744e',
  purple: '#5b45e0',
  red: '#c0301e',
}
export const MENU_BACKGROUND = '#282c34'

/** The CSS variables a theme sets: the name's prefix picks the colour, its suffix the menu style. */
export function themeVariables(
  settings: Pick<ThemeSettings, 'themeName' | 'menuWidth'>,
): Record<string, string> {
  const [prefix, suffix] = settings.themeName.split('-') as [string, string | undefined]
  const ocean = prefix === 'ocean'
  const hue: Hue = ocean ? 'blue' : (prefix as Hue)
  const dark = suffix === 'black'
  return {
    '--pm3-brand': BRAND_COLOURS[hue],
    '--pm3-primary': TEXT_COLOURS[hue],
    '--pm3-menu-bg': ocean ? '#0b3d6b' : dark ? MENU_BACKGROUND : '#ffffff',
    '--pm3-menu-text': dark || ocean ? 'rgba(255,255,255,0.85)' : '#333333',
    // Group titles in the menu: quieter than the entries, still 4.5:1 on the menu's ground.
    '--pm3-menu-muted': dark || ocean ? 'rgba(255,255,255,0.65)' : '#666666',
    '--pm3-menu-hover': dark || ocean ? 'rgba(255,255,255,0.08)' : 'rgba(0,0,0,0.05)',
    '--pm3-menu-width': settings.menuWidth,
  }
}

export const THEME_KEY = 'theme'

export function loadTheme(storage: Storage): ThemeSettings {
  try {
    const saved = JSON.parse(storage.getItem(THEME_KEY) ?? 'null') as Partial<ThemeSettings> | null
    return { ...DEFAULT_THEME, ...(saved ?? {}) }
  } catch {
    return { ...DEFAULT_THEME }
  }
}

/**
 * Random theme (shell-anchors b): reset everything, then pick values unlike the current ones; the
 * layout only on a desktop (spec §4). A phone keeps the stored one, which it shows as vertical: the
 * desktop gets its own back.
 */
export function randomTheme(
  current: ThemeSettings,
  mobile: boolean,
  random: () => number = Math.random,
): ThemeSettings {
  const pickOther = <T>(options: readonly T[], now: T): T => {
    const others = options.filter((o) => o !== now)
    return others[Math.floor(random() * others.length)]!
  }
  return {
    ...DEFAULT_THEME,
    themeName: pickOther(THEME_NAMES, current.themeName),
    columnStyle: pickOther(COLUMN_STYLES, current.columnStyle),
    tabsBarStyle: pickOther(TABS_STYLES, current.tabsBarStyle),
    showTabsIcon: !current.showTabsIcon,
    layout: mobile ? current.layout : pickOther(LAYOUTS, current.layout),
  }
}
