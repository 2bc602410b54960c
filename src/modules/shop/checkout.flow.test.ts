import { describe, expect, it } from 'vitest'
import {
  type CartLine,
  cartTotal,
  cashCheckoutSchema,
  lineTotal,
  memberSaleAsCash,
  offlineCapBreach,
  settle,
  settleSplit,
} from './checkout.flow.ts'
import { saleProblem } from './sale-problems.ts'

const line = (price: number, qty = 1, discount = 0): CartLine => ({
  item_id: '01JZZZZZZZZZZZZZZZZZZZZZZA',
  name: '洗剪吹',
  price,
  qty,
  discount,
})

it('adds lines in fen, applies line discounts and the card discount with half-up rounding', () => {
  expect(lineTotal(line(3800, 2, 600))).toBe(7000)
  expect(lineTotal(line(100, 1, 500))).toBe(0)
  expect(cartTotal([line(3800, 2, 600), line(1999)])).toBe(8999)
  expect(cartTotal([line(1999)], 88)).toBe(1759) // 1759.12
  expect(cartTotal([line(1)], 50)).toBe(1) // 0.5 rounds up
})

it('settles cash with change and other methods exactly', () => {
  expect(settle('cash', 8999, 10000)).toEqual({ tendered: 10000, change: 1001 })
  expect(settle('cash', 8999, 8000)).toBeNull()
  expect(settle('wechat', 8999, 0)).toEqual({ tendered: 8999, change: 0 })
})

it('refuses a sale whose total or change does not add up', () => {
  const sale = {
    id: '01JZZZZZZZZZZZZZZZZZZZZZZB',
    method: 'cash',
    lines: [line(1000)],
    total: 1000,
    tendered: 2000,
    change: 1000,
    sold_at: '2026-11-22T10:00:00Z',
  }
  expect(cashCheckoutSchema.safeParse(sale).success).toBe(true)
  expect(cashCheckoutSchema.safeParse({ ...sale, total: 900 }).success).toBe(false)
  expect(cashCheckoutSchema.safeParse({ ...sale, change: 999 }).success).toBe(false)
})

it('charges a rejected member sale as cash for the same amount and receipt number', () => {
  const lines = [line(1999), line(100, 3)]
  const member = {
    id: '01JZZZZZZZZZZZZZZZZZZZZZZC',
    member_id: '01JZZZZZZZZZZZZZZZZZZZZZZD',
    discount: 88,
    lines,
    total: cartTotal(lines, 88),
    sold_at: '2026-11-22T10:00:00Z',
  }
  const cash = memberSaleAsCash(member)
  expect(cash.id).toBe(member.id)
  expect(cash.total).toBe(member.total)
  expect(cashCheckoutSchema.safeParse(cash).success).toBe(true)
})

it('holds offline member sales to the per-sale and total caps', () => {
  const caps = { sale: 100_000, all: 300_000 }
  expect(offlineCapBreach(100_000, 0, caps)).toBeNull()
  expect(offlineCapBreach(100_001, 0, caps)).toEqual({ rule: 'sale', cap: 100_000 })
  expect(offlineCapBreach(50_000, 260_000, caps)).toEqual({ rule: 'all', cap: 300_000 })
  expect(offlineCapBreach(50_000, 260_000, {})).toBeNull()
})

it('refuses on the till, before queuing, a line beyond the maxima or a discount beyond its line, naming the line', () => {
  const sale = (l: CartLine) => ({
    id: '01JZZZZZZZZZZZZZZZZZZZZZZB',
    method: 'cash',
    lines: [l],
    total: cartTotal([l]),
    tendered: cartTotal([l]),
    change: 0,
    sold_at: '2026-11-22T10:00:00Z',
  })
  const problem = (s: ReturnType<typeof sale>, lang: 'zh' | 'en' = 'zh') => {
    const parsed = cashCheckoutSchema.safeParse(s)
    return parsed.success ? null : saleProblem(parsed.error, s, lang)
  }
  expect(problem(sale(line(9e12)))).toBe('第1行「洗剪吹」单价不能超过 ¥100,000.00')
  expect(problem(sale(line(3800, 1, 5000)), 'en')).toBe(
    'Line 1 (洗剪吹): the line discount cannot be more than the line (unit price × quantity)',
  )
  expect(problem(sale(line(3800, 1000)))).toBe('第1行「洗剪吹」数量不能超过 999')
  expect(problem({ ...sale(line(3800)), sold_at: 'not a time at all' })).toBe('销售时间无效')
  const notASale = cashCheckoutSchema.safeParse([1, 2])
  expect(notASale.success || saleProblem(notASale.error, [1, 2], 'en')).toBe('The sale is not valid')
})

describe('split payments', () => {
  it('the non-cash parts as typed, the rest in cash with change from what was handed over', () => {
    expect(settleSplit(10_000, { wechat: 3_000 }, 10_000)).toEqual({
      method: 'cash',
      payments: [
        { method: 'cash', amount: 7_000 },
        { method: 'wechat', amount: 3_000 },
      ],
      tendered: 13_000,
      change: 3_000,
    })
    expect(settleSplit(10_000, { wechat: 4_000, card: 6_000 }, 0)).toMatchObject({
      method: 'wechat',
      change: 0,
      tendered: 10_000,
    })
  })

  it('refuses parts beyond the total, and cash short of its part', () => {
    expect(settleSplit(10_000, { wechat: 12_000 }, 0)).toBeNull()
    expect(settleSplit(10_000, { wechat: 3_000 }, 5_000)).toBeNull()
  })

  it('the schema takes a split only when its parts add up, each method once, change only from cash', () => {
    const base = {
      id: '01JAAAAAAAAAAAAAAAAAAAAAAA',
      lines: [{ item_id: '01JAAAAAAAAAAAAAAAAAAAAAAB', name: '洗剪吹', price: 10_000, qty: 1, discount: 0 }],
      total: 10_000,
      sold_at: '2026-11-24T10:00:00Z',
    }
    // 130.00 handed over for the 100.00 sale, 30.00 back in change, paid in these parts.
    const paidIn = (...parts: [string, number][]) => ({
      ...base,
      method: 'cash',
      tendered: 13_000,
      change: 3_000,
      payments: parts.map(([method, amount]) => ({ method, amount })),
    })
    const ok = paidIn(['cash', 7_000], ['wechat', 3_000])
    expect(cashCheckoutSchema.safeParse(ok).success).toBe(true)
    const short = paidIn(['cash', 6_000], ['wechat', 3_000])
    expect(cashCheckoutSchema.safeParse(short).success).toBe(false)
    const twice = paidIn(['cash', 7_000], ['cash', 3_000])
    expect(cashCheckoutSchema.safeParse(twice).success).toBe(false)
    const changeWithoutCash = paidIn(['card', 7_000], ['wechat', 3_000])
    expect(cashCheckoutSchema.safeParse(changeWithoutCash).success).toBe(false)
  })
})
