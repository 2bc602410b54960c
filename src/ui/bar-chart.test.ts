import { expect, test } from 'vitest'
import { fittedLabel } from './bar-chart.tsx'

test('a month label says which month even when its bar is narrow', () => {
  expect(fittedLabel('2026-05', 8)).toBe('2026-05')
  expect(fittedLabel('2026-05', 6)).toBe('26-05')
  expect(fittedLabel('2026-05', 3)).toBe('05')
  expect(fittedLabel('项目直接费用合计', 5)).toBe('项目直接…')
})
