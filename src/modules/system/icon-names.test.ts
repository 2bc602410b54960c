import { describe, expect, it } from 'vitest'
import { ICON_NAMES, iconNamesIn, searchIcons } from './icon-names.ts'

describe('icon lookup', () => {
  it('reads every icon of the installed Remix Icon stylesheet', () => {
    expect(ICON_NAMES.length).toBeGreaterThan(2000)
    expect(ICON_NAMES).toContain('home-4-line')
    expect(iconNamesIn('.ri-a-line:before{}\n.ri-a-line:before{}.ri-b-fill:before{}')).toEqual([
      'a-line',
      'b-fill',
    ])
  })

  it('finds icons by every word typed, closest names first, with or without the ri- prefix', () => {
    expect(searchIcons('home 4')[0]).toBe('home-4-fill')
    expect(searchIcons('ri-user-3-line')).toEqual(['user-3-line'])
    expect(searchIcons('no-such-icon-anywhere')).toEqual([])
  })
})
