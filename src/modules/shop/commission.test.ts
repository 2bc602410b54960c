// The commission reckoning a shop manager pays technicians by: discounts off, refunds by line off, fen rounding.
import { describe, expect, it } from 'vitest'
import type { CartLine } from './checkout.flow.ts'
import { commissionOf, periodBounds, reckonCommission } from './commission.ts'

const WANG = '01J00000000000000000000WNG'
const LI = '01J00000000000000000000LII'
const CUT = 'ITEMCUT'
const DYE = 'ITEMDYE'
const rates = new Map([
  [CUT, 15],
  [DYE, 10],
])
const day = periodBounds('2026-11-20', '2026-11-20')

function order(id: string, lines: CartLine[], total: number, soldAt = '2026-11-20T02:00:00.000Z') {
  return { id, receipt_no: `R-${id}`, lines: JSON.stringify(lines), total, sold_at: soldAt }
}
const cut = (staff?: string, qty = 1, discount = 0): CartLine => ({
  item_id: CUT,
  name: '剪发',
  price: 8800,
  qty,
  discount,
  ...(staff ? { staff_id: staff, staff_name: staff === WANG ? '王师傅' : '李师傅' } : {}),
})
const dye = (staff?: string): CartLine => ({ ...cut(staff), item_id: DYE, name: '染发', price: 19800 })

describe('commission reckoning', () => {
  it('takes what the customer paid after line and card discounts, per technician', () => {
    // 88 + 198 = 286 gross, less ¥6 line discount = 280, at a 90 % card = 252.00 paid.
    const sale = order('A', [cut(WANG, 1, 600), dye(LI)], 25200)
    const [li, wang] = reckonCommission([sale], [], rates, day)
    // Shares of 252.00 by 82 : 198 → 73.80 and 178.20.
    expect(wang).toMatchObject({ staff_name: '王师傅', amount: 7380, commission: 1107 })
    expect(li).toMatchObject({ staff_name: '李师傅', amount: 17820, commission: 1782 })
  })

  it('leaves out lines without a technician and sales outside the period', () => {
    const sale = order('B', [cut(), dye(LI)], 28600)
    const before = order('C', [cut(WANG)], 8800, '2026-11-19T15:59:00.000Z') // 23:59 the day before, Shanghai
    const result = reckonCommission([sale, before], [], rates, day)
    expect(result.map((s) => s.staff_id)).toEqual([LI])
    expect(result[0]!.amount).toBe(19800)
  })

  it('takes off the value of units refunded on that line, and ignores a refund by amount', () => {
    const sale = order('D', [cut(WANG, 3)], 26400)
    const refunds = [
      {
        order_id: 'D',
        amount: 8800,
        lines: JSON.stringify([{ line: 0, item_id: CUT, name: '剪发', qty: 1 }]),
      },
      { order_id: 'D', amount: 500, lines: '' },
    ]
    const [wang] = reckonCommission([sale], refunds, rates, day)
    expect(wang).toMatchObject({ amount: 17600, commission: 2640 })
    expect(wang!.lines[0]).toMatchObject({ qty: 3, refunded_qty: 1 })
  })

  it('rounds each line half up to the fen', () => {
    expect(commissionOf(10, 15)).toBe(2) // 1.5 fen
    expect(commissionOf(1, 15)).toBe(0) // 0.15 fen
    expect(commissionOf(7380, 15)).toBe(1107)
    expect(commissionOf(12345, 0)).toBe(0)
    // Three equal lines share ¥100.00 to the fen (33.34 + 33.33 + 33.33): nothing lost to rounding.
    const sale = order('E', [cut(WANG), cut(LI), { ...dye(WANG), price: 8800 }], 10000)
    const total = reckonCommission([sale], [], rates, day).reduce((s, x) => s + x.amount, 0)
    expect(total).toBe(10000)
  })
})
