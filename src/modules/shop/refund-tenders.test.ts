import { describe, expect, it } from 'vitest'
import { defaultSplit, paidBy, tenderBreach, tendersLeft } from './refund-tenders.ts'

// The tester's sale: ¥268, WeChat ¥200 and the rest (¥68) in cash.
const split = {
  method: 'cash',
  total: 26_800,
  refunded: 0,
  payments: JSON.stringify([
    { method: 'cash', amount: 6_800 },
    { method: 'wechat', amount: 20_000 },
  ]),
}

describe('where a refund may go back', () => {
  it('a sale paid from the balance goes back only to the balance', () => {
    const left = tendersLeft({ method: 'member', total: 5_000, member_id: 'M' }, [])
    expect(left).toEqual([{ method: 'balance', amount: 5_000 }])
    expect(tenderBreach([{ method: 'cash', amount: 1 }], left)).toEqual({
      method: 'cash',
      left: 0,
      paid: false,
    })
    expect(tenderBreach([{ method: 'balance', amount: 5_000 }], left)).toBeNull()
  })

  it('a split sale may give back by each method what it took by it, less earlier refunds by it', () => {
    expect(paidBy(split)).toEqual([
      { method: 'cash', amount: 6_800 },
      { method: 'wechat', amount: 20_000 },
    ])
    const earlier = [{ to: 'cash', amount: 3_000, payments: '' }]
    const left = tendersLeft({ ...split, refunded: 3_000 }, earlier)
    expect(left).toEqual([
      { method: 'cash', amount: 3_800 },
      { method: 'wechat', amount: 20_000 },
    ])
    expect(tenderBreach([{ method: 'cash', amount: 3_801 }], left)).toEqual({
      method: 'cash',
      left: 3_800,
      paid: true,
    })
  })

  it('defaults to the sale’s own split: all of it exactly, a part in proportion to the fen', () => {
    const left = tendersLeft(split, [])
    expect(defaultSplit(26_800, left)).toEqual(left)
    const part = defaultSplit(25_000, left)!
    expect(part.reduce((s, p) => s + p.amount, 0)).toBe(25_000)
    expect(part).toEqual([
      { method: 'cash', amount: 6_344 },
      { method: 'wechat', amount: 18_656 },
    ])
    expect(defaultSplit(26_801, left)).toBeNull()
  })

  it('never offers more by a method than is left of the sale as a whole', () => {
    // An old refund that went out as cash from a WeChat sale: the sale has ¥10 left in all.
    const order = { method: 'wechat', total: 5_000, refunded: 4_000 }
    expect(tendersLeft(order, [{ to: 'cash', amount: 4_000 }])).toEqual([{ method: 'wechat', amount: 1_000 }])
    // Used up by an earlier refund: still a method of the sale, with nothing left by it.
    const spent = tendersLeft({ ...order, refunded: 5_000 }, [{ to: 'wechat', amount: 5_000 }])
    expect(spent).toEqual([{ method: 'wechat', amount: 0 }])
    expect(tenderBreach([{ method: 'wechat', amount: 1 }], spent)).toEqual({
      method: 'wechat',
      left: 0,
      paid: true,
    })
  })
})
