// When a refund needs the shop manager: what a cashier gives back alone is counted per sale and per
// shift (five ¥188 refunds of one sale are ¥940, not five times "under ¥200"), and a sale rung on
// another till is that till's to refund. One judgement for the till (said up front, offline too) and
// the server (which decides, from its own records, when the refund arrives).

type Row = Record<string, unknown>

/** What a cashier may give back alone of one sale, all refunds of it together (fen). */
export const REFUND_LIMIT_FEN = 20_000
/** What a cashier may give back alone in one shift, all refunds together (fen). */
export const SHIFT_REFUND_LIMIT_FEN = 50_000
/**
 * What a cashier may take out of the drawer alone in one shift, all cash-outs together (fen). ¥200:
 * the day's small payments out (change run, a delivery, supplies) fit; emptying the drawer for a bank
 * deposit is the shop manager's act, as a close that does not add up is.
 */
export const SHIFT_CASH_OUT_LIMIT_FEN = 20_000

export interface RefundLimits {
  sale: number
  shift: number
}

const positive = (v: unknown, fallback: number) => {
  const n = Number(v)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

/** The limits of a company's settings (site info `refund_limit`, `shift_refund_limit`, fen), else the defaults. */
export function refundLimitsOf(
  settings: { refund_limit?: unknown; shift_refund_limit?: unknown } | null | undefined,
): RefundLimits {
  return {
    sale: positive(settings?.refund_limit, REFUND_LIMIT_FEN),
    shift: positive(settings?.shift_refund_limit, SHIFT_REFUND_LIMIT_FEN),
  }
}

/** The cash-out limit of a company's settings (site info `cash_out_limit`, fen), else the default. */
export const cashOutLimitOf = (settings: { cash_out_limit?: unknown } | null | undefined): number =>
  positive(settings?.cash_out_limit, SHIFT_CASH_OUT_LIMIT_FEN)

/**
 * A cash-out a till queued before it knew the limit (an older release, offline through the upgrade):
 * taken in the offline window after the upgrade, unapproved, and marked so the review shows it.
 */
export const QUEUED_BEFORE_LIMIT = '*queued-before-limit'

/** What these cash moves took out of the drawer without a manager (a granted one names them). */
export const takenOutAlone = (moves: readonly Row[]): number =>
  moves
    .filter((m) => m.direction === 'out' && (!m.approved_by || m.approved_by === QUEUED_BEFORE_LIMIT))
    .reduce((s, m) => s + Number(m.amount), 0)

/** Why a cash-out needs the shop manager (what the shift took out alone, and the limit), or null. */
export function cashOutNeedsManager(
  amount: number,
  done: number,
  limit: number,
): { done: number; limit: number } | null {
  return done + amount > limit ? { done, limit } : null
}

/** What these refunds gave back without a manager (a refund a manager let through names them). */
export const givenAlone = (refunds: readonly Row[]): number =>
  refunds.filter((r) => !r.approved_by).reduce((s, r) => s + Number(r.amount), 0)

export type ManagerReason =
  | { rule: 'single'; limit: number }
  | { rule: 'sale'; limit: number; done: number }
  | { rule: 'shift'; limit: number; done: number }
  | { rule: 'otherTill'; till: string }

export interface RefundCase {
  amount: number
  /** What earlier refunds of the sale gave back alone. */
  saleDone: number
  /** What earlier refunds of the shift (the cashier's day, outside a shift) gave back alone. */
  shiftDone: number
  /** The till the sale was rung on ('' when it cannot be told: a sale outside any shift). */
  saleTill: string
  /** The till the refund is made on ('' outside a shift). */
  refundTill: string
  limits: RefundLimits
}

/** Why the refund needs the shop manager, or null when the cashier may give it back alone. */
export function managerNeeded(c: RefundCase): ManagerReason | null {
  if (c.saleDone + c.amount > c.limits.sale)
    return c.saleDone === 0
      ? { rule: 'single', limit: c.limits.sale }
      : { rule: 'sale', limit: c.limits.sale, done: c.saleDone }
  if (c.shiftDone + c.amount > c.limits.shift)
    return { rule: 'shift', limit: c.limits.shift, done: c.shiftDone }
  if (c.saleTill && c.saleTill !== c.refundTill) return { rule: 'otherTill', till: c.saleTill }
  return null
}
