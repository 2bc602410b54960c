import { expect, it } from 'vitest'
import { DEFAULT_THEME, randomTheme, THEME_NAMES, themeVariables } from './theme-settings.ts'

it('defaults to the spec §9 theme', () => {
  expect(DEFAULT_THEME).toMatchObject({
    layout: 'column',
    themeName: 'blue-black',
    columnStyle: 'card',
    tabsBarStyle: 'smooth',
    menuWidth: '266px',
  })
  expect(themeVariables(DEFAULT_THEME)).toMatchObject({
    '--pm3-primary': '#0958d9',
    '--pm3-menu-bg': '#282c34',
  })
  expect(themeVariables({ themeName: 'red-white', menuWidth: '288px' })).toMatchObject({
    '--pm3-primary': '#c0301e',
    '--pm3-menu-bg': '#ffffff',
    '--pm3-menu-width': '288px',
  })
})

it('a random theme differs from the current one in every randomised value; layout only on desktop', () => {
  for (let seed = 0; seed < 50; seed++) {
    const current = { ...DEFAULT_THEME, showTabs: false }
    const next = randomTheme(current, false, () => (seed % 10) / 10)
    expect(next.themeName).not.toBe(current.themeName)
    expect(next.columnStyle).not.toBe(current.columnStyle)
    expect(next.tabsBarStyle).not.toBe(current.tabsBarStyle)
    expect(next.showTabsIcon).not.toBe(current.showTabsIcon)
    expect(next.layout).not.toBe(current.layout)
    expect(next.showTabs).toBe(true)
  }
  // Spec §4: on a phone the layout is not picked; the desktop's stays stored (the phone shows
  // vertical anyway), so the desktop gets its layout back.
  expect(randomTheme({ ...DEFAULT_THEME, layout: 'horizontal' }, true).layout).toBe('horizontal')
})

/** WCAG 2 contrast ratio of two opaque #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }) as [number, number, number]
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** A colour at 10% over white, as `bg-primary/10` paints the active smooth tab. */
const tint10 = (hex: string) =>
  `#${[1, 3, 5]
    .map((i) => Math.round(Number.parseInt(hex.slice(i, i + 2), 16) * 0.1 + 255 * 0.9))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`

it('each theme keeps its spec §9 colour as its brand, and its text colour reaches WCAG AA', () => {
  const spec = { blue: '#1890ff', green: '#41b584', purple: '#6954f0', red: '#f34d37' }
  const specBrand: Record<(typeof THEME_NAMES)[number], string> = {
    'blue-black': spec.blue,
    'blue-white': spec.blue,
    ocean: spec.blue,
    'green-black': spec.green,
    'green-white': spec.green,
    'purple-black': spec.purple,
    'purple-white': spec.purple,
    'red-black': spec.red,
    'red-white': spec.red,
  }
  for (const themeName of THEME_NAMES) {
    const v = themeVariables({ themeName, menuWidth: '266px' })
    expect(v['--pm3-brand'], themeName).toBe(specBrand[themeName])
    if (themeName.endsWith('-black')) expect(v['--pm3-menu-bg'], themeName).toBe('#282c34')
    // Links and active text on white and on the tint; white text on the colour.
    const text = v['--pm3-primary']!
    expect(contrast(text, '#ffffff'), `${themeName} on white`).toBeGreaterThanOrEqual(4.5)
    expect(contrast(text, tint10(text)), `${themeName} on its tint`).toBeGreaterThanOrEqual(4.5)
  }
  // Why the brand colours cannot carry text: each is below 4.5:1 on white or on its own tint.
  for (const colour of Object.values(spec))
    expect(Math.min(contrast(colour, '#ffffff'), contrast(colour, tint10(colour))), colour).toBeLessThan(4.5)
})
