import { expect, it } from 'vitest'
import { MAX_TYPED_FEN, parseYuan } from './money-input.ts'

const fenOf = (text: string, rules?: Parameters<typeof parseYuan>[1]) => {
  const r = parseYuan(text, rules)
  return r.ok ? r.fen : r.problem
}

it('reads yuan as typed at a till into integer fen', () => {
  expect(['12', '12.5', '12.50', '0.01', '.5', ' ¥1,280.00 ', '１２．５', '3.'].map((t) => fenOf(t))).toEqual(
    [1200, 1250, 1250, 1, 50, 128000, 1250, 300],
  )
})

it('refuses what Number() would quietly take: letters, exponents, negatives, a third decimal, huge sums', () => {
  expect(
    ['abc', '', '1e3', '0x10', 'Infinity', '12.3.4', '-100', '- 5', '1.005'].map((t) => fenOf(t)),
  ).toEqual([
    'notANumber',
    'notANumber',
    'notANumber',
    'notANumber',
    'notANumber',
    'notANumber',
    'negative',
    'negative',
    'tooManyDecimals',
  ])
  expect(fenOf(String(MAX_TYPED_FEN / 100 + 1))).toBe('tooLarge')
  expect(fenOf('50.01', { maxFen: 5000 })).toBe('tooLarge')
})

it('refuses zero where an amount must be paid (a top-up), and takes it where nothing is a valid answer (a discount)', () => {
  expect(fenOf('0', { allowZero: false })).toBe('zero')
  expect(fenOf('0.00')).toBe(0)
})
