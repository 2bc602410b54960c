import { describe, expect, it } from 'vitest'
import { tableHeight, toolbarExtraHeight } from './table-height.ts'

describe('table height (spec §9)', () => {
  it('is the window height minus 291, minus what the toolbar takes beyond one line', () => {
    expect(tableHeight(1080, 0)).toBe(789)
    expect(tableHeight(900, 0)).toBe(609)
    expect(tableHeight(1080, 46)).toBe(743)
  })
  it('keeps a floor on a short window', () => {
    expect(tableHeight(600, 120)).toBe(374)
  })
  it('takes a one-line toolbar of centred items of different heights for one line', () => {
    // A desktop list's toolbar: title (28 px), search box (34), total (20), buttons (32), all centred.
    const oneLine = [
      { top: 131, bottom: 159 },
      { top: 128, bottom: 162 },
      { top: 135, bottom: 155 },
      { top: 129, bottom: 161 },
      { top: 129, bottom: 161 },
    ]
    expect(toolbarExtraHeight(oneLine)).toBe(0)
    expect(tableHeight(900, toolbarExtraHeight(oneLine))).toBe(609)
  })
  it('subtracts the lines a wrapped toolbar takes below its first', () => {
    // A phone: title and search, then the total, then two lines of buttons.
    const wrapped = [
      { top: 131, bottom: 159 },
      { top: 128, bottom: 162 },
      { top: 174, bottom: 194 },
      { top: 206, bottom: 240 },
      { top: 248, bottom: 282 },
    ]
    expect(toolbarExtraHeight(wrapped)).toBe(120)
    expect(toolbarExtraHeight([])).toBe(0)
  })
})
