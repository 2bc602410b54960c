import { describe, expect, it } from 'vitest'
import { lineProblem, lineShares, linesLeft, linesValue, unitsValue } from './refund-lines.ts'

const MASK = '01JMASK0000000000000000000'
const TEA = '01JTEA00000000000000000000'
// The tester's sale: a ¥68 mask and two ¥100 teas, ¥268.
const sale = {
  total: 26_800,
  lines: JSON.stringify([
    { item_id: MASK, name: '面膜', price: 6_800, qty: 1, discount: 0 },
    { item_id: TEA, name: '花茶', price: 10_000, qty: 2, discount: 0 },
  ]),
}
const refundOf = (lines: { line?: number; item_id: string; qty: number }[]) => ({
  amount: 0,
  lines: JSON.stringify(lines.map((l) => ({ name: '', ...l }))),
})

describe('what of a sale’s lines may still be refunded', () => {
  it('a line refunded once has nothing left: the ¥68 mask is not given back twice', () => {
    const first = linesLeft(sale, [])
    expect(first.map((l) => [l.name, l.sold, l.refunded, l.left, l.paid])).toEqual([
      ['面膜', 1, 0, 1, 6_800],
      ['花茶', 2, 0, 2, 20_000],
    ])
    const after = linesLeft(sale, [refundOf([{ line: 0, item_id: MASK, qty: 1 }])])
    expect(after[0]).toMatchObject({ refunded: 1, left: 0 })
    expect(lineProblem(after, [{ line: 0, item_id: MASK, name: '面膜', qty: 1 }])).toEqual({
      kind: 'tooMany',
      n: 1,
      name: '面膜',
      left: 0,
      sold: 1,
    })
  })

  it('a line of two is given back one at a time, and a line named twice in one refund counts twice', () => {
    const left = linesLeft(sale, [refundOf([{ line: 1, item_id: TEA, qty: 1 }])])
    expect(left[1]).toMatchObject({ refunded: 1, left: 1 })
    const twice = [
      { line: 1, item_id: TEA, name: '花茶', qty: 1 },
      { line: 1, item_id: TEA, name: '花茶', qty: 1 },
    ]
    expect(lineProblem(left, twice)).toMatchObject({ kind: 'tooMany', left: 1 })
    expect(lineProblem(left, twice.slice(1))).toBeNull()
  })

  it('a line that is not the sale’s, or names another item at that position, is unknown', () => {
    const left = linesLeft(sale, [])
    expect(lineProblem(left, [{ line: 5, item_id: MASK, name: '面膜', qty: 1 }])).toMatchObject({
      kind: 'unknown',
      n: 6,
    })
    expect(lineProblem(left, [{ line: 0, item_id: TEA, name: '花茶', qty: 1 }])).toMatchObject({
      kind: 'unknown',
    })
  })

  it('refunds stored before lines were counted by position count against the first line of their item', () => {
    const left = linesLeft(sale, [refundOf([{ item_id: TEA, qty: 2 }])])
    expect(left[1]).toMatchObject({ refunded: 2, left: 0 })
  })

  it('shares add up to the total to the fen, discounts included; units are worth their share', () => {
    // A member's 88 % card on ¥68 + 2 × ¥100: ¥235.84; each unit's share rounds, the line's adds up.
    const shares = lineShares(
      [
        { item_id: MASK, name: '面膜', price: 6_800, qty: 1, discount: 0 },
        { item_id: TEA, name: '花茶', price: 10_001, qty: 3, discount: 0 },
      ],
      29_999,
    )
    expect(shares.reduce((s, x) => s + x, 0)).toBe(29_999)
    const discounted = { ...sale, total: 23_584 }
    const left = linesLeft(discounted, [])
    expect(left[0]!.paid + left[1]!.paid).toBe(23_584)
    const one = unitsValue(left[1]!, 1)
    const afterOne = linesLeft(discounted, [refundOf([{ line: 1, item_id: TEA, qty: 1 }])])
    // One tea then the other: together exactly what the line cost.
    expect(one + unitsValue(afterOne[1]!, 1)).toBe(left[1]!.paid)
    expect(linesValue(left, [{ line: 0, item_id: MASK, name: '面膜', qty: 1 }])).toBe(left[0]!.paid)
  })
})
