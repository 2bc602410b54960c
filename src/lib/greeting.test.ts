import { expect, it } from 'vitest'
import { greetingFor } from './greeting.ts'

it('greets by the hour boundaries of spec §9', () => {
  const byHour = Array.from({ length: 24 }, (_, h) => greetingFor(h))
  expect(byHour.slice(0, 8).every((g) => g === 'morning')).toBe(true)
  expect(byHour.slice(8, 12)).toEqual(['forenoon', 'forenoon', 'forenoon', 'forenoon'])
  expect(byHour.slice(12, 14)).toEqual(['noon', 'noon'])
  expect(byHour.slice(14, 18)).toEqual(['afternoon', 'afternoon', 'afternoon', 'afternoon'])
  expect(byHour.slice(18).every((g) => g === 'evening')).toBe(true)
})
