import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { iconNamesIn, searchIcons } from './icon-names.ts'

// Vitest stubs stylesheets, so the test reads the one the build bundles itself.
const names = iconNamesIn(readFileSync('node_modules/remixicon/fonts/remixicon.css', 'utf8'))

describe('icon lookup', () => {
  it('reads every icon of the installed Remix Icon stylesheet once', () => {
    expect(names.length).toBeGreaterThan(2000)
    expect(names).toContain('home-4-line')
    expect(iconNamesIn('.ri-a-line:before{}\n.ri-a-line:before{}.ri-b-fill:before{}')).toEqual([
      'a-line',
      'b-fill',
    ])
  })

  it('finds icons by every word typed, closest names first, with or without the ri- prefix', () => {
    expect(searchIcons('home 4', names).slice(0, 2)).toEqual(['home-4-fill', 'home-4-line'])
    expect(searchIcons('ri-user-3-line', names)).toEqual(['user-3-line'])
    expect(searchIcons('no-such-icon-anywhere', names)).toEqual([])
  })
})
