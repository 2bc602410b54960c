import { describe, expect, it } from 'vitest'
import { boxEstimate, percentOf, valuation, yuanToFen } from './estimate.ts'

describe('boxEstimate', () => {
  it('prices equipment per box, times boxes, plus labour', () => {
    const lines = [
      { name: '塑壳断路器 NM1-125', price: 18_650, qty: 1 },
      { name: '微型断路器 DZ47-63', price: 2_480, qty: 6 },
      { name: '漏电保护器', price: 9_900, qty: 2 },
    ]
    // 186.50 + 6 × 24.80 + 2 × 99.00 = 533.30 a box; 3 boxes 1599.90; labour 15 % = 239.985 → 239.99
    expect(boxEstimate(lines, 3, 15)).toEqual({
      perBox: 53_330,
      equipment: 159_990,
      labour: 23_999,
      total: 183_989,
    })
  })

  it('is zero without lines', () => {
    expect(boxEstimate([], 2, 10).total).toBe(0)
  })
})

describe('valuation', () => {
  it('adds management, profit and tax in order, each rounded to the fen', () => {
    // 10000.00 direct; management 8 % = 800.00; profit 5 % of 10800 = 540.00; tax 9 % of 11340 = 1020.60
    expect(valuation(1_000_000, { management: 8, profit: 5, tax: 9 })).toEqual({
      direct: 1_000_000,
      management: 80_000,
      profit: 54_000,
      tax: 102_060,
      total: 1_236_060,
    })
  })

  it('rounds half a fen up', () => {
    expect(percentOf(50, 1)).toBe(1) // 0.5 fen
    expect(percentOf(49, 1)).toBe(0)
  })
})

describe('yuanToFen', () => {
  it('reads yuan amounts into fen exactly', () => {
    expect(yuanToFen('1,234.5')).toBe(123_450)
    expect(yuanToFen('0.07')).toBe(7)
    expect(yuanToFen('¥ 12')).toBe(1_200)
  })

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '1.234', '-5', '1e3']) expect(yuanToFen(bad)).toBeNull()
  })
})
