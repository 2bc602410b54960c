// The arithmetic and the payloads of a sale, shared by the till, the worker and the server. All
// money is integer fen; a line discount is fen off the line; a member's card discount is a percent.
import { z } from 'zod/mini'
import type { Labels } from '../../resources/issue-messages.ts'
import { grantField } from './manager-grant.ts'
import { RECEIPT_NO } from './receipt-number.ts'
import { checkoutFlowWords } from './words.text.ts'

export const PAY_METHODS = ['cash', 'wechat', 'alipay', 'card'] as const
export type PayMethod = (typeof PAY_METHODS)[number]

export interface CartLine {
  item_id: string
  name: string
  /** What the customer is charged per unit; the server checks it against its price list. */
  price: number
  qty: number
  discount: number
  /** The till's own note of the catalogue price (not sent: the server keeps its own). */
  list_price?: number
  /** Who did the work (a staff file of the company); absent for goods and for lines sold before. */
  staff_id?: string
  /** The technician's name as the server read it from their staff file (the till's is a hint). */
  staff_name?: string
}

/** Sane maxima, fen: a unit price up to ¥100,000 and a sale up to ¥10,000,000. */
export const MAX_UNIT_PRICE = 10_000_000
export const MAX_QTY = 999
export const MAX_SALE_FEN = 1_000_000_000

const fen = z.number().check(z.int(), z.gte(0), z.lte(MAX_SALE_FEN))
const ulid = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/))
/** An ISO time the server can read; whether it is believable is the server's call (the offline window). */
const saleTime = z.string().check(
  z.minLength(10),
  z.maxLength(30),
  z.refine((s) => !Number.isNaN(Date.parse(s)), { message: 'date' }),
)

export const lineSchema = z
  .object({
    item_id: ulid,
    name: z.string().check(z.minLength(1), z.maxLength(40)),
    price: z.number().check(z.int(), z.gte(0), z.lte(MAX_UNIT_PRICE)),
    qty: z.number().check(z.int(), z.gte(1), z.lte(MAX_QTY)),
    discount: fen,
    // Optional, so entries queued before technicians existed still validate (no payload version bump).
    staff_id: z.optional(ulid),
    staff_name: z.optional(z.string().check(z.maxLength(30))),
  })
  .check(z.refine((l) => l.discount <= l.price * l.qty, { message: 'lineDiscount', path: ['discount'] }))

/**
 * What every sale carries besides its lines: the price-list version the till priced from (absent in
 * entries queued before versions existed: the current list applies) and, for a changed price or a
 * line discount, the reason (the server accepts it only from a user with the price-override right).
 */
const pricing = {
  /** The number printed on the receipt (absent in entries queued before receipts had one). */
  receipt_no: z.optional(z.string().check(z.regex(RECEIPT_NO))),
  price_version: z.optional(z.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER))),
  override_reason: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  /** The till's open shift the sale belongs to (absent when sold outside a shift). */
  shift_id: z.optional(ulid),
  /** Fen off the whole sale (after the card discount): the price-override right's, with a reason. */
  cart_discount: z.optional(fen),
  /** A shop manager's grant for this sale's price changes, typed on a cashier's till. */
  grant: grantField,
}

export function lineTotal(line: CartLine): number {
  return Math.max(0, line.price * line.qty - line.discount)
}

/** The amount due: line totals, then the card discount (percent), rounded half up to the fen. */
export function cartTotal(lines: CartLine[], discountPercent = 100): number {
  const gross = lines.reduce((sum, l) => sum + lineTotal(l), 0)
  return Math.floor((gross * discountPercent + 50) / 100)
}

/** What the customer pays: the cart after the card discount, less a discount off the whole sale. */
export function amountDue(lines: CartLine[], discountPercent = 100, cartDiscount = 0): number {
  return Math.max(0, cartTotal(lines, discountPercent) - cartDiscount)
}

/** A sale's total as the schema checks it: the discount off the whole sale never exceeds the cart. */
const totalAddsUp = (p: { lines: CartLine[]; discount?: number; cart_discount?: number; total: number }) =>
  (p.cart_discount ?? 0) <= cartTotal(p.lines, p.discount) &&
  p.total === amountDue(p.lines, p.discount, p.cart_discount)

/** One part of a sale paid several ways (split payment): each method once. */
export const paymentPartSchema = z.object({ method: z.enum(PAY_METHODS), amount: fen.check(z.gte(1)) })
export type PaymentPart = z.infer<typeof paymentPartSchema>

/** A member sale's tenders: the balance ('member') beside the till's own methods. */
export const MEMBER_TENDERS = [...PAY_METHODS, 'member'] as const
export type MemberTender = (typeof MEMBER_TENDERS)[number]
const memberPartSchema = z.object({ method: z.enum(MEMBER_TENDERS), amount: fen.check(z.gte(1)) })
export type MemberPart = z.infer<typeof memberPartSchema>

export const cashCheckoutSchema = z
  .object({
    id: ulid,
    /** The sale's method; for a split payment, its cash part's (else its first part's). */
    method: z.enum(PAY_METHODS),
    /** A split payment: the parts add up to the total; only a cash part can be over-tendered. */
    payments: z.optional(z.array(paymentPartSchema).check(z.minLength(2), z.maxLength(PAY_METHODS.length))),
    lines: z.array(lineSchema).check(z.minLength(1), z.maxLength(200)),
    total: fen,
    tendered: fen,
    change: fen,
    sold_at: saleTime,
    /** A member sale charged as cash keeps the member and the card's discount (checked on the server). */
    member_id: z.optional(ulid),
    discount: z.optional(z.number().check(z.int(), z.gte(1), z.lte(100))),
    ...pricing,
  })
  .check(
    z.refine((p) => p.discount === undefined || p.discount === 100 || p.member_id !== undefined, {
      message: 'memberDiscount',
      path: ['discount'],
    }),
    z.refine(totalAddsUp, { message: 'total', path: ['total'] }),
    z.refine((p) => p.tendered >= p.total && p.change === p.tendered - p.total, {
      message: 'change',
      path: ['change'],
    }),
    z.refine((p) => !p.payments || splitAddsUp(p.payments, p.total, p.change), {
      message: 'payments',
      path: ['payments'],
    }),
  )

export const memberCheckoutSchema = z
  .object({
    id: ulid,
    member_id: ulid,
    discount: z.number().check(z.int(), z.gte(1), z.lte(100)),
    lines: z.array(lineSchema).check(z.minLength(1), z.maxLength(200)),
    total: fen,
    sold_at: saleTime,
    /**
     * Member balance as one tender of a split: the balance part ('member') and the rest by the till's
     * methods (absent: all of it from the balance). Change only from a cash part.
     */
    payments: z.optional(z.array(memberPartSchema).check(z.minLength(2), z.maxLength(MEMBER_TENDERS.length))),
    tendered: z.optional(fen),
    change: z.optional(fen),
    ...pricing,
  })
  .check(
    z.refine(totalAddsUp, { message: 'total', path: ['total'] }),
    z.refine(
      (p) =>
        !p.payments ||
        (p.payments.some((part) => part.method === 'member') &&
          splitAddsUp(p.payments, p.total, p.change ?? 0) &&
          (p.tendered ?? p.total) === p.total + (p.change ?? 0)),
      { message: 'payments', path: ['payments'] },
    ),
  )

/** What a member sale takes from the balance: its balance part, or all of it. */
export function balancePart(sale: Pick<MemberCheckout, 'total' | 'payments'>): number {
  if (!sale.payments) return sale.total
  return sale.payments.filter((p) => p.method === 'member').reduce((s, p) => s + p.amount, 0)
}

export const topUpSchema = z.object({
  id: ulid,
  member_id: ulid,
  amount: z.number().check(z.int(), z.gte(1), z.lte(10_000_000)),
  at: z.string().check(z.minLength(10), z.maxLength(30)),
  /** How the customer paid for it (absent in entries queued before: cash). */
  method: z.optional(z.enum(PAY_METHODS)),
  shift_id: z.optional(ulid),
  /** A shop manager's grant for a top-up above the cap (top-up-cap.ts). */
  grant: grantField,
  /** Filled by the server: the manager who let a top-up above the cap through. */
  approved_by: z.optional(z.string().check(z.maxLength(60))),
})

/** Field names for refusals (issue 19): the server names a bad field by these. */
export const checkoutLabels: Labels = checkoutFlowWords.checkoutLabels

export type CashCheckout = z.infer<typeof cashCheckoutSchema>
export type MemberCheckout = z.infer<typeof memberCheckoutSchema>
export type TopUp = z.infer<typeof topUpSchema>

/** The parts of a split payment add up to the total, each method once; change only from cash. */
export function splitAddsUp(
  parts: readonly { method: string; amount: number }[],
  total: number,
  change: number,
): boolean {
  const methods = new Set(parts.map((p) => p.method))
  const sum = parts.reduce((s, p) => s + p.amount, 0)
  return methods.size === parts.length && sum === total && (change === 0 || methods.has('cash'))
}

/**
 * A split payment from what the cashier typed: the non-cash parts as entered, the rest in cash (with
 * change from what was handed over). Null when the parts exceed the total or the cash falls short.
 */
export function settleSplit(
  total: number,
  nonCash: Partial<Record<Exclude<PayMethod, 'cash'>, number>>,
  cashTendered: number,
): { method: PayMethod; payments: PaymentPart[]; tendered: number; change: number } | null {
  const parts: PaymentPart[] = Object.entries(nonCash)
    .filter(([, amount]) => (amount ?? 0) > 0)
    .map(([method, amount]) => ({ method: method as PayMethod, amount: amount! }))
  const cash = total - parts.reduce((s, p) => s + p.amount, 0)
  if (cash < 0 || cashTendered < cash) return null
  if (cash > 0) parts.unshift({ method: 'cash', amount: cash })
  const change = cash > 0 ? cashTendered - cash : 0
  return { method: parts[0]!.method, payments: parts, tendered: total + change, change }
}

/** Cash needs tendered ≥ total; other methods are paid exactly. */
export function settle(
  method: PayMethod,
  total: number,
  tendered: number,
): { tendered: number; change: number } | null {
  if (method !== 'cash') return { tendered: total, change: 0 }
  return tendered >= total ? { tendered, change: tendered - total } : null
}

/**
 * A rejected member sale charged as cash instead (same receipt number, same amount): the sale keeps
 * the member and the card's discount, which the server checks against the card as for a member sale,
 * so a cashier without the price-override right can still make the switch.
 */
export function memberSaleAsCash(sale: MemberCheckout): CashCheckout {
  // A split keeps its other parts; the balance part is taken in cash instead.
  const parts = new Map<PayMethod, number>()
  for (const p of sale.payments ?? []) {
    const method = p.method === 'member' ? 'cash' : p.method
    parts.set(method, (parts.get(method) ?? 0) + p.amount)
  }
  const payments = [...parts].map(([method, amount]) => ({ method, amount }))
  const change = sale.change ?? 0
  return {
    id: sale.id,
    method: parts.has('cash') || payments.length === 0 ? 'cash' : payments[0]!.method,
    ...(payments.length > 1 ? { payments } : {}),
    lines: sale.lines,
    total: sale.total,
    tendered: sale.total + change,
    change,
    sold_at: sale.sold_at,
    member_id: sale.member_id,
    discount: sale.discount,
    ...(sale.price_version === undefined ? {} : { price_version: sale.price_version }),
    ...(sale.override_reason === undefined ? {} : { override_reason: sale.override_reason }),
    ...(sale.receipt_no === undefined ? {} : { receipt_no: sale.receipt_no }),
    ...(sale.shift_id === undefined ? {} : { shift_id: sale.shift_id }),
    ...(sale.cart_discount === undefined ? {} : { cart_discount: sale.cart_discount }),
  }
}

/** A line the till changed from the catalogue: another unit price, or a line discount. */
export function isOverridden(line: CartLine): boolean {
  return line.discount > 0 || (line.list_price !== undefined && line.price !== line.list_price)
}

/** The till's offline risk policy for member sales (site settings, in fen); null when the sale may go. */
export function offlineCapBreach(
  total: number,
  queuedMemberTotal: number,
  caps: { sale?: number; all?: number },
): { rule: 'sale' | 'all'; cap: number } | null {
  if (caps.sale !== undefined && total > caps.sale) return { rule: 'sale', cap: caps.sale }
  if (caps.all !== undefined && queuedMemberTotal + total > caps.all) return { rule: 'all', cap: caps.all }
  return null
}
