import { expect, it } from 'vitest'
import { DEFAULT_THEME, randomTheme, themeVariables } from './theme-settings.ts'

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
  expect(randomTheme(DEFAULT_THEME, true).layout).toBe('vertical')
})
