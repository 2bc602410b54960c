import { describe, expect, it } from 'vitest'
import { extraLines, tableHeight } from './table-height.ts'

describe('table height (spec §9)', () => {
  it('is the window height minus 291, minus 60 per extra toolbar row', () => {
    expect(tableHeight(1080, 0)).toBe(789)
    expect(tableHeight(1080, 1)).toBe(729)
    expect(tableHeight(1080, 2)).toBe(669)
  })
  it('keeps a floor on a short window', () => {
    expect(tableHeight(600, 2)).toBe(374)
  })
  it('counts the lines a wrapped toolbar takes beyond the first', () => {
    expect(extraLines([16, 16, 16.4, 16])).toBe(0)
    expect(extraLines([16, 16, 60, 104])).toBe(2)
    expect(extraLines([])).toBe(0)
  })
})
