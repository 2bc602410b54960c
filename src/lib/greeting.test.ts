import { expect, it } from 'vitest'
import { greetingAt, greetingFor } from './greeting.ts'

it('greets by the hour boundaries of spec §9', () => {
  const byHour = Array.from({ length: 24 }, (_, h) => greetingFor(h))
  expect(byHour.slice(0, 8).every((g) => g === 'morning')).toBe(true)
  expect(byHour.slice(8, 12)).toEqual(['forenoon', 'forenoon', 'forenoon', 'forenoon'])
  expect(byHour.slice(12, 14)).toEqual(['noon', 'noon'])
  expect(byHour.slice(14, 18)).toEqual(['afternoon', 'afternoon', 'afternoon', 'afternoon'])
  expect(byHour.slice(18).every((g) => g === 'evening')).toBe(true)
})

it('greets by the company clock whatever zone the device is in', () => {
  // 23:30 UTC is 07:30 the next morning in Shanghai; 10:00 UTC is 18:00 there.
  expect(greetingAt(Date.parse('2026-11-22T23:30:00Z'))).toBe('morning')
  expect(greetingAt(Date.parse('2026-11-22T10:00:00Z'))).toBe('evening')
  expect(greetingAt(Date.parse('2026-11-22T04:00:00Z'))).toBe('noon')
})
