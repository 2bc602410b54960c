// The day-end (Z) report of a shift, from the shift's own rows: sales by payment method, refunds by
// the method the money went back by (only cash ones leave the drawer), top-ups by method, cash in and out, and the cash the drawer should hold.
// One function for the till (from its mirror) and the server (from its tables), so both say the same.
import { PAY_METHODS, type PayMethod } from './checkout.flow.ts'
import { parsedParts, REFUND_TENDERS, type RefundTender, refundPartsOf } from './refund-tenders.ts'

type Sum = { count: number; total: number }
type SaleMethod = PayMethod | 'member'

type Rows = ReadonlyArray<Record<string, unknown>>

/** The shift's rows as stored: orders (method, total), refunds (to, amount, payments), top-ups (method,
 * amount) and cash moves (direction, amount). */
export interface ShiftRows {
  float: number
  orders: Rows
  refunds: Rows
  topUps: Rows
  moves: Rows
}

export interface ZReport {
  float: number
  sales: Record<SaleMethod, Sum>
  salesTotal: Sum
  refunds: Record<RefundTender, Sum>
  topUps: Record<PayMethod, Sum>
  cashIn: number
  cashOut: number
  /** Float + cash sales + cash top-ups − cash refunds + cash in − cash out. */
  expectedCash: number
  /** Every refund of the shift, whatever it went back by. */
  refundsTotal: Sum
  /** Sales less refunds: what the shift took in the end. */
  netTakings: number
  /** What the sales' lines came to at the prices charged, less what was taken: line, card and sale discounts. */
  discountsGiven: number
}

/** Σ price × qty of a sale's lines (JSON as stored) less its total; 0 for a sale whose lines do not read. */
function discountOf(order: Record<string, unknown>): number {
  try {
    const lines = JSON.parse(String(order.lines ?? '[]')) as { price: number; qty: number }[]
    const gross = lines.reduce((s, l) => s + Number(l.price) * Number(l.qty), 0)
    return Math.max(0, gross - Number(order.total))
  } catch {
    return 0
  }
}

const zero = (): Sum => ({ count: 0, total: 0 })
const sums = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, zero()])) as Record<K, Sum>

function add<K extends string>(into: Record<K, Sum>, key: unknown, amount: unknown): void {
  const sum = into[key as K]
  if (!sum) return
  sum.count += 1
  sum.total += Number(amount)
}

export function zReport(rows: ShiftRows): ZReport {
  const sales = sums<SaleMethod>([...PAY_METHODS, 'member'])
  for (const o of rows.orders) {
    const parts = parsedParts(o.payments)
    if (parts.length === 0) add(sales, o.method, o.total)
    else for (const part of parts) add(sales, part.method, part.amount)
  }
  const refunds = sums(REFUND_TENDERS)
  for (const r of rows.refunds) for (const part of refundPartsOf(r)) add(refunds, part.method, part.amount)
  const topUps = sums(PAY_METHODS)
  // Top-ups queued before they named a method were taken in cash.
  for (const t of rows.topUps) add(topUps, t.method || 'cash', t.amount)
  let cashIn = 0
  let cashOut = 0
  for (const m of rows.moves) {
    if (m.direction === 'in') cashIn += Number(m.amount)
    else if (m.direction === 'out') cashOut += Number(m.amount)
  }
  // Counted by sale, not by part: a sale paid two ways is one sale.
  const salesTotal = {
    count: rows.orders.length,
    total: rows.orders.reduce((s, o) => s + Number(o.total), 0),
  }
  const expectedCash =
    rows.float + sales.cash.total + topUps.cash.total - refunds.cash.total + cashIn - cashOut
  const refundsTotal = {
    count: rows.refunds.length,
    total: rows.refunds.reduce((s, r) => s + Number(r.amount), 0),
  }
  return {
    float: rows.float,
    sales,
    salesTotal,
    refunds,
    topUps,
    cashIn,
    cashOut,
    expectedCash,
    refundsTotal,
    netTakings: salesTotal.total - refundsTotal.total,
    discountsGiven: rows.orders.reduce((s, o) => s + discountOf(o), 0),
  }
}
