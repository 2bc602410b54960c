import { expect, it } from 'vitest'
import { companyDayBounds } from './company-time.ts'

it("counts a sale at 01:00 Shanghai time in that day's business, and one at 23:59 the evening before in the day before", () => {
  const at0130 = Date.parse('2026-11-24T01:30:00+08:00')
  const [start, end] = companyDayBounds(at0130)
  const inDay = (iso: string) => iso >= start && iso < end
  expect(inDay(new Date(Date.parse('2026-11-24T01:00:00+08:00')).toISOString())).toBe(true)
  expect(inDay(new Date(Date.parse('2026-11-23T23:59:00+08:00')).toISOString())).toBe(false)
  expect(inDay(new Date(Date.parse('2026-11-24T23:59:59+08:00')).toISOString())).toBe(true)
  expect(inDay(new Date(Date.parse('2026-11-25T00:00:00+08:00')).toISOString())).toBe(false)
})
