import { describe, expect, it } from 'vitest'
import { zReport } from './z-report.ts'

const split = (...parts: [string, number][]) =>
  JSON.stringify(parts.map(([method, amount]) => ({ method, amount })))

describe('the Z report of a shift', () => {
  it('adds sales by method, takes cash refunds and cash out from the drawer, to the fen', () => {
    const z = zReport({
      float: 50_000,
      orders: [
        { method: 'cash', total: 3_344 },
        { method: 'cash', total: 1_001 },
        { method: 'wechat', total: 8_800 },
        { method: 'member', total: 12_000 },
      ],
      refunds: [
        { to: 'cash', amount: 1_001 },
        { to: 'balance', amount: 2_000 },
      ],
      topUps: [
        { method: 'cash', amount: 20_000 },
        { method: 'alipay', amount: 5_000 },
        { method: '', amount: 100 },
      ],
      moves: [
        { direction: 'out', amount: 30_000 },
        { direction: 'in', amount: 500 },
      ],
    })
    expect(z.sales.cash).toEqual({ count: 2, total: 4_345 })
    expect(z.sales.member).toEqual({ count: 1, total: 12_000 })
    expect(z.salesTotal).toEqual({ count: 4, total: 25_145 })
    expect(z.refunds.cash).toEqual({ count: 1, total: 1_001 })
    expect(z.refunds.balance).toEqual({ count: 1, total: 2_000 })
    // An old top-up without a method counts as cash.
    expect(z.topUps.cash).toEqual({ count: 2, total: 20_100 })
    // 500.00 + 43.45 + 201.00 − 10.01 + 5.00 − 300.00
    expect(z.expectedCash).toBe(50_000 + 4_345 + 20_100 - 1_001 + 500 - 30_000)
  })

  it('a split payment counts each part under its method, and the sale once', () => {
    const z = zReport({
      float: 0,
      orders: [{ method: 'cash', total: 10_000, payments: split(['cash', 6_000], ['wechat', 4_000]) }],
      refunds: [],
      topUps: [],
      moves: [],
    })
    expect(z.sales.cash).toEqual({ count: 1, total: 6_000 })
    expect(z.sales.wechat).toEqual({ count: 1, total: 4_000 })
    expect(z.salesTotal).toEqual({ count: 1, total: 10_000 })
    expect(z.expectedCash).toBe(6_000)
  })

  it('a refund back through WeChat is shown under WeChat and leaves the drawer alone; its cash part does not', () => {
    const z = zReport({
      float: 10_000,
      orders: [
        {
          method: 'cash',
          total: 26_800,
          payments: split(['cash', 6_800], ['wechat', 20_000]),
        },
      ],
      refunds: [
        {
          to: 'wechat',
          amount: 25_000,
          payments: split(['wechat', 20_000], ['cash', 5_000]),
        },
      ],
      topUps: [],
      moves: [],
    })
    expect(z.refunds.wechat).toEqual({ count: 1, total: 20_000 })
    expect(z.refunds.cash).toEqual({ count: 1, total: 5_000 })
    // ¥100 float + ¥68 cash taken − ¥50 cash given back: the drawer never goes below what it holds.
    expect(z.expectedCash).toBe(10_000 + 6_800 - 5_000)
  })

  it('an empty shift expects its float back', () => {
    expect(zReport({ float: 20_000, orders: [], refunds: [], topUps: [], moves: [] }).expectedCash).toBe(
      20_000,
    )
  })

  it('reads amounts the database hands back as text', () => {
    const z = zReport({
      float: 0,
      orders: [{ method: 'cash', total: '250' }],
      refunds: [],
      topUps: [],
      moves: [],
    })
    expect(z.expectedCash).toBe(250)
  })
})
