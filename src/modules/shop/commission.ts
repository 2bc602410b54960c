// A technician's commission (issue 34), reckoned on the device from its mirror of sales and refunds:
// the work amount of a line is what the customer paid for it (its share of the sale's total, so the
// card, line and whole-sale discounts are already off) less the value of the units refunded on it;
// the commission is that amount times the service item's whole-percent rate, rounded half up to the fen.
import { companyInstant } from '../../lib/company-time.ts'
import { linesLeft, saleLines } from './refund-lines.ts'

type Row = Record<string, unknown>

export interface CommissionLine {
  order_id: string
  receipt_no: string
  sold_at: string
  item_id: string
  name: string
  qty: number
  refunded_qty: number
  /** Fen the customer paid for the line, less its refunded units' value. */
  amount: number
  /** Whole percent, from the service item (0 when it has none or is gone). */
  rate: number
  commission: number
}

export interface StaffCommission {
  staff_id: string
  staff_name: string
  lines: CommissionLine[]
  amount: number
  commission: number
}

/** The period's instants: from the start of `from` to the end of `to`, company calendar days. */
export function periodBounds(from: string, to: string): [number, number] {
  return [companyInstant(from, '00:00'), companyInstant(to, '00:00') + 24 * 3600_000]
}

/** Half up, in fen: 1 fen at 15 % is 0.15 → 0; 10 fen at 15 % is 1.5 → 2. */
export function commissionOf(amount: number, rate: number): number {
  return Math.floor((amount * rate + 50) / 100)
}

/**
 * Each technician's lines sold in [start, end) with their work amount and commission, by name. A
 * refund by amount (no lines named) cannot say whose work it gave back and is not counted against anyone.
 */
export function reckonCommission(
  orders: readonly Row[],
  refunds: readonly Row[],
  rates: ReadonlyMap<string, number>,
  [start, end]: [number, number],
): StaffCommission[] {
  const refundsOf = new Map<string, Row[]>()
  for (const r of refunds) {
    const id = String(r.order_id ?? '')
    refundsOf.set(id, [...(refundsOf.get(id) ?? []), r])
  }
  const byStaff = new Map<string, StaffCommission>()
  for (const order of orders) {
    const at = Date.parse(String(order.sold_at))
    if (!(at >= start && at < end)) continue
    const id = String(order.id)
    const left = linesLeft(order, refundsOf.get(id) ?? [])
    const lines = saleLines(order)
    for (const [i, l] of left.entries()) {
      const staffId = String(lines[i]?.staff_id ?? '')
      if (!staffId) continue
      const refundedValue = Math.floor((l.paid * Math.min(l.refunded, l.sold)) / l.sold)
      const amount = l.paid - refundedValue
      const rate = rates.get(l.item_id) ?? 0
      const who = byStaff.get(staffId) ?? {
        staff_id: staffId,
        staff_name: String(lines[i]?.staff_name ?? ''),
        lines: [],
        amount: 0,
        commission: 0,
      }
      const commission = commissionOf(amount, rate)
      who.lines.push({
        order_id: id,
        receipt_no: String(order.receipt_no ?? ''),
        sold_at: String(order.sold_at),
        item_id: l.item_id,
        name: l.name,
        qty: l.sold,
        refunded_qty: Math.min(l.refunded, l.sold),
        amount,
        rate,
        commission,
      })
      who.amount += amount
      who.commission += commission
      byStaff.set(staffId, who)
    }
  }
  return [...byStaff.values()].sort((a, b) => a.staff_name.localeCompare(b.staff_name, 'zh'))
}
