// Where a refund's money may go: back the way the sale was paid (member balance to the balance, cash
// to the drawer, WeChat/Alipay/card back through that method), never more to a method than the sale
// took by it less what earlier refunds returned by it. One reckoning for the till (what it offers)
// and the server (what it accepts), so the till never offers what the server would refuse.
import { PAY_METHODS, type PaymentPart } from './checkout.flow.ts'

export const REFUND_TENDERS = ['cash', 'balance', ...PAY_METHODS.filter((m) => m !== 'cash')] as const
export type RefundTender = (typeof REFUND_TENDERS)[number]

export interface RefundPart {
  method: RefundTender
  amount: number
}

type Row = Record<string, unknown>

/** A sale paid from the member's balance goes back to the balance. */
const tenderOf = (method: unknown): RefundTender =>
  method === 'member' ? 'balance' : (method as RefundTender)

/** A split as stored (JSON [{method, amount}]) or sent (the array); [] when paid or refunded one way. */
export function parsedParts(json: unknown): { method: string; amount: number }[] {
  if (Array.isArray(json)) return json
  if (typeof json !== 'string' || json === '') return []
  try {
    const parts = JSON.parse(json) as unknown
    return Array.isArray(parts) ? (parts as { method: string; amount: number }[]) : []
  } catch {
    return []
  }
}

/** What a sale took by each method, in the sale's own order (its split, else its one method). */
export function paidBy(order: Row): RefundPart[] {
  const split = parsedParts(order.payments) as PaymentPart[]
  if (split.length > 0) return split.map((p) => ({ method: tenderOf(p.method), amount: Number(p.amount) }))
  return [{ method: tenderOf(order.method), amount: Number(order.total) }]
}

/** A refund's parts as stored or sent: its split (`payments`), else all of it to `to`. */
export function refundPartsOf(refund: Row): RefundPart[] {
  const split = parsedParts(refund.payments)
  if (split.length > 0)
    return split.map((p) => ({ method: p.method as RefundTender, amount: Number(p.amount) }))
  return [{ method: refund.to as RefundTender, amount: Number(refund.amount) }]
}

/**
 * What may still go back by each method the sale was paid with (0 for one used up): what it took by
 * the method less what earlier refunds returned by it, never more than is left of the sale as a whole.
 */
export function tendersLeft(order: Row, earlier: readonly Row[]): RefundPart[] {
  const back = new Map<string, number>()
  for (const r of earlier)
    for (const p of refundPartsOf(r)) back.set(p.method, (back.get(p.method) ?? 0) + p.amount)
  const saleLeft = Math.max(0, Number(order.total) - Number(order.refunded ?? 0))
  return paidBy(order).map((p) => ({
    method: p.method,
    amount: Math.min(saleLeft, Math.max(0, p.amount - (back.get(p.method) ?? 0))),
  }))
}

/**
 * The sale's own split for a refund of `amount`: each method its share of what is left by it, the
 * fen that rounding leaves over to the first methods with room. Null when the methods cannot take it.
 */
export function defaultSplit(amount: number, left: readonly RefundPart[]): RefundPart[] | null {
  const room = left.reduce((s, p) => s + p.amount, 0)
  if (amount <= 0 || amount > room) return null
  // room > 0 here: amount ≥ 1 and amount ≤ room.
  const parts = left.map((p) => ({ method: p.method, amount: Math.floor((amount * p.amount) / room) }))
  let over = amount - parts.reduce((s, p) => s + p.amount, 0)
  for (let i = 0; over > 0 && i < parts.length; i++) {
    const more = Math.min(over, left[i]!.amount - parts[i]!.amount)
    parts[i]!.amount += more
    over -= more
  }
  return parts.filter((p) => p.amount > 0)
}

export interface TenderBreach {
  method: RefundTender
  /** What may still go back by the method. */
  left: number
  /** Whether the sale was paid by the method at all. */
  paid: boolean
}

/** The first part that asks more of a method than may go back by it. */
export function tenderBreach(parts: readonly RefundPart[], left: readonly RefundPart[]): TenderBreach | null {
  for (const p of parts) {
    const room = left.find((l) => l.method === p.method)
    if (p.amount > (room?.amount ?? 0))
      return { method: p.method, left: room?.amount ?? 0, paid: Boolean(room) }
  }
  return null
}

/** How much of a refund goes back by `method`. */
export const partTo = (parts: readonly RefundPart[], method: RefundTender): number =>
  parts.filter((p) => p.method === method).reduce((s, p) => s + p.amount, 0)
