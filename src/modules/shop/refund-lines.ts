// What of a sale's lines may still be refunded, by quantity, and what those units are worth: one
// reckoning for the till (what it offers, offline) and the server (what it accepts, across every
// device), so a ¥68 mask sold once is given back once, however many tills try.
import { type CartLine, lineTotal } from './checkout.flow.ts'
import { parsedParts } from './refund-tenders.ts'

type Row = Record<string, unknown>

/** A line given back: the sale's line (its position; absent in refunds made before lines were counted). */
export interface RefundLine {
  line?: number
  item_id: string
  name: string
  qty: number
}

export interface LineLeft {
  /** Position in the sale's lines. */
  line: number
  item_id: string
  name: string
  sold: number
  refunded: number
  left: number
  /** What the customer paid for the whole line (its share of the sale's total, to the fen). */
  paid: number
}

/** The sale's lines as stored (JSON) or sent. */
export function saleLines(order: Row): CartLine[] {
  const lines = order.lines
  if (Array.isArray(lines)) return lines as CartLine[]
  try {
    const parsed = JSON.parse(String(lines || '[]')) as unknown
    return Array.isArray(parsed) ? (parsed as CartLine[]) : []
  } catch {
    return []
  }
}

/**
 * The sale's total shared over its lines by what each line cost before the card and whole-sale
 * discounts (largest remainder, so the shares add up to the total to the fen).
 */
export function lineShares(lines: readonly CartLine[], total: number): number[] {
  const gross = lines.reduce((s, l) => s + lineTotal(l), 0)
  if (gross <= 0) return lines.map(() => 0)
  const exact = lines.map((l) => (lineTotal(l) * total) / gross)
  const shares = exact.map(Math.floor)
  let over = total - shares.reduce((s, x) => s + x, 0)
  const byRemainder = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0])
  for (const [, i] of byRemainder) {
    if (over <= 0) break
    shares[i]! += 1
    over -= 1
  }
  return shares
}

/** The lines a stored or sent refund gave back ([] for a refund by amount). */
export const refundLinesOf = (refund: Row): RefundLine[] =>
  parsedParts(refund.lines) as unknown as RefundLine[]

/**
 * Each line of the sale with what was sold, what earlier refunds gave back and what is left. A refund
 * stored before lines were counted by position counts against the first line of its item with room.
 */
export function linesLeft(order: Row, earlier: readonly Row[]): LineLeft[] {
  const lines = saleLines(order)
  const shares = lineShares(lines, Number(order.total))
  const rows = lines.map((l, i) => ({
    line: i,
    item_id: l.item_id,
    name: l.name,
    sold: l.qty,
    refunded: 0,
    left: l.qty,
    paid: shares[i]!,
  }))
  for (const r of earlier)
    for (const given of refundLinesOf(r)) {
      const qty = Number(given.qty)
      const at =
        typeof given.line === 'number'
          ? rows[given.line]
          : (rows.find((x) => x.item_id === given.item_id && x.left > 0) ??
            rows.find((x) => x.item_id === given.item_id))
      if (!at) continue
      at.refunded += qty
      at.left = Math.max(0, at.sold - at.refunded)
    }
  return rows
}

/** What `qty` more units of a line are worth, after those already given back (whole line: its share). */
export function unitsValue(line: LineLeft, qty: number): number {
  const upTo = (n: number) => Math.floor((line.paid * Math.min(n, line.sold)) / line.sold)
  return upTo(line.refunded + qty) - upTo(line.refunded)
}

export type LineProblem =
  | { kind: 'unknown'; n: number; name: string }
  | { kind: 'tooMany'; n: number; name: string; left: number; sold: number }

/**
 * Whether the lines asked for may go back: each names a line of the sale (by position and item) and
 * asks no more than is left of it (a line named twice counts twice). Null when they may.
 */
export function lineProblem(left: readonly LineLeft[], wanted: readonly RefundLine[]): LineProblem | null {
  const asked = new Map<number, number>()
  for (const w of wanted) {
    const at =
      typeof w.line === 'number' ? left[w.line] : left.find((x) => x.item_id === w.item_id && x.left > 0)
    if (!at || at.item_id !== w.item_id) return { kind: 'unknown', n: (w.line ?? -1) + 1, name: w.name }
    const total = (asked.get(at.line) ?? 0) + w.qty
    if (total > at.left)
      return { kind: 'tooMany', n: at.line + 1, name: at.name, left: at.left, sold: at.sold }
    asked.set(at.line, total)
  }
  return null
}

/** What the lines asked for are worth, from what the customer paid for them (0 for none). */
export function linesValue(left: readonly LineLeft[], wanted: readonly RefundLine[]): number {
  const asked = new Map<number, number>()
  for (const w of wanted) {
    const at =
      typeof w.line === 'number' ? left[w.line] : left.find((x) => x.item_id === w.item_id && x.left > 0)
    if (at) asked.set(at.line, (asked.get(at.line) ?? 0) + w.qty)
  }
  let value = 0
  for (const [line, qty] of asked) value += unitsValue(left[line]!, qty)
  return value
}
