import { expect, it } from 'vitest'
import { DEFAULT_THEME } from './theme-settings.ts'
import { THEME_COPY_PASSWORD, themeSource } from './theme-source-copy.ts'

it('gives the theme settings as JSON for the fixed password only', () => {
  expect(JSON.parse(themeSource(THEME_COPY_PASSWORD, DEFAULT_THEME)!)).toEqual(DEFAULT_THEME)
  expect(themeSource('wrong', DEFAULT_THEME)).toBeNull()
  expect(themeSource(null, DEFAULT_THEME)).toBeNull()
})
