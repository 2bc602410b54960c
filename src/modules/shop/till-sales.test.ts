// The sale arithmetic of issue 34: the balance as one tender of a split (and its cash fallback), and
// the Z report's net takings, refunds in all and discounts given.
import { describe, expect, it } from 'vitest'
import { balancePart, type MemberCheckout, memberCheckoutSchema, memberSaleAsCash } from './checkout.flow.ts'
import { zReport } from './z-report.ts'

const line = { item_id: '01J0000000000000000000000A', name: '洗发水', price: 35_600, qty: 1, discount: 0 }
const split: MemberCheckout = {
  id: '01J0000000000000000000000B',
  member_id: '01J0000000000000000000000C',
  discount: 100,
  lines: [line],
  total: 35_600,
  sold_at: '2026-11-28T05:00:00.000Z',
  payments: [
    { method: 'cash', amount: 5_600 },
    { method: 'member', amount: 30_000 },
  ],
  tendered: 36_000,
  change: 400,
}

describe('member balance as a tender', () => {
  it('a ¥356 sale on a ¥300 balance: ¥300 from the balance, ¥56 in cash with change', () => {
    expect(memberCheckoutSchema.safeParse(split).success).toBe(true)
    expect(balancePart(split)).toBe(30_000)
    expect(balancePart({ total: 35_600 })).toBe(35_600)
  })

  it('refused on the server, it is charged as cash whole, the change kept', () => {
    const cash = memberSaleAsCash(split)
    expect(cash).toMatchObject({ method: 'cash', total: 35_600, tendered: 36_000, change: 400 })
    expect(cash.payments).toBeUndefined()
    const byWechat = memberSaleAsCash({
      ...split,
      payments: [
        { method: 'wechat', amount: 5_600 },
        { method: 'member', amount: 30_000 },
      ],
      tendered: 35_600,
      change: 0,
    })
    expect(byWechat.payments).toEqual([
      { method: 'wechat', amount: 5_600 },
      { method: 'cash', amount: 30_000 },
    ])
    expect(byWechat.method).toBe('cash')
  })

  it('a split with no balance part, or that does not add up, is not a member sale', () => {
    const noBalance = {
      ...split,
      payments: [
        { method: 'cash', amount: 5_600 },
        { method: 'wechat', amount: 30_000 },
      ],
    }
    expect(memberCheckoutSchema.safeParse(noBalance).success).toBe(false)
    expect(memberCheckoutSchema.safeParse({ ...split, change: 0 }).success).toBe(false)
  })
})

describe('the Z report’s totals', () => {
  it('nets refunds off the sales and adds up what was taken off the lines', () => {
    const orders = [
      // ¥100 of lines, ¥5 line discount, 90 % card: total ¥85.50.
      { method: 'cash', total: 8_550, lines: JSON.stringify([{ price: 10_000, qty: 1, discount: 500 }]) },
      { method: 'wechat', total: 2_000, lines: JSON.stringify([{ price: 1_000, qty: 2, discount: 0 }]) },
    ]
    const refunds = [{ to: 'cash', amount: 1_000 }]
    const z = zReport({ float: 0, orders, refunds, topUps: [], moves: [] })
    expect(z.refundsTotal).toEqual({ count: 1, total: 1_000 })
    expect(z.netTakings).toBe(8_550 + 2_000 - 1_000)
    expect(z.discountsGiven).toBe(10_000 - 8_550)
  })
})
