// The arithmetic and the payloads of a sale, shared by the till, the worker and the server. All
// money is integer fen; a line discount is fen off the line; a member's card discount is a percent.
import { z } from 'zod'
import type { Labels } from '../../resources/issue-messages.ts'

export const PAY_METHODS = ['cash', 'wechat', 'alipay', 'card'] as const
export type PayMethod = (typeof PAY_METHODS)[number]

export interface CartLine {
  item_id: string
  name: string
  price: number
  qty: number
  discount: number
}

const fen = z.number().int().min(0)
const ulid = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/)

export const lineSchema = z.object({
  item_id: ulid,
  name: z.string().min(1).max(40),
  price: fen,
  qty: z.number().int().min(1).max(999),
  discount: fen,
})

export function lineTotal(line: CartLine): number {
  return Math.max(0, line.price * line.qty - line.discount)
}

/** The amount due: line totals, then the card discount (percent), rounded half up to the fen. */
export function cartTotal(lines: CartLine[], discountPercent = 100): number {
  const gross = lines.reduce((sum, l) => sum + lineTotal(l), 0)
  return Math.floor((gross * discountPercent + 50) / 100)
}

export const cashCheckoutSchema = z
  .object({
    id: ulid,
    method: z.enum(PAY_METHODS),
    lines: z.array(lineSchema).min(1).max(200),
    total: fen,
    tendered: fen,
    change: fen,
    sold_at: z.string().min(10).max(30),
  })
  .refine((p) => p.total === cartTotal(p.lines), { message: 'total', path: ['total'] })
  .refine((p) => p.tendered >= p.total && p.change === p.tendered - p.total, {
    message: 'change',
    path: ['change'],
  })

export const memberCheckoutSchema = z
  .object({
    id: ulid,
    member_id: ulid,
    discount: z.number().int().min(1).max(100),
    lines: z.array(lineSchema).min(1).max(200),
    total: fen,
    sold_at: z.string().min(10).max(30),
  })
  .refine((p) => p.total === cartTotal(p.lines, p.discount), { message: 'total', path: ['total'] })

export const topUpSchema = z.object({
  id: ulid,
  member_id: ulid,
  amount: z.number().int().min(1).max(10_000_000),
  at: z.string().min(10).max(30),
})

/** Field names for refusals (issue 19): the server names a bad field by these. */
export const checkoutLabels: Labels = {
  id: { zh: '小票号', en: 'Receipt number' },
  method: { zh: '付款方式', en: 'Payment method' },
  lines: { zh: '商品明细', en: 'Lines' },
  'lines.item_id': { zh: '商品', en: 'item' },
  'lines.name': { zh: '名称', en: 'name' },
  'lines.price': { zh: '单价', en: 'price' },
  'lines.qty': { zh: '数量', en: 'quantity' },
  'lines.discount': { zh: '优惠', en: 'discount' },
  total: { zh: '合计金额', en: 'Total' },
  tendered: { zh: '实收金额', en: 'Tendered' },
  change: { zh: '找零', en: 'Change' },
  sold_at: { zh: '销售时间', en: 'Sold at' },
  member_id: { zh: '会员', en: 'Member' },
  discount: { zh: '会员折扣', en: 'Card discount' },
  amount: { zh: '充值金额', en: 'Top-up amount' },
  at: { zh: '充值时间', en: 'Topped up at' },
}

export type CashCheckout = z.infer<typeof cashCheckoutSchema>
export type MemberCheckout = z.infer<typeof memberCheckoutSchema>
export type TopUp = z.infer<typeof topUpSchema>

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
 * A rejected member sale charged as cash instead (same receipt number, same amount): the card
 * discount becomes line discounts, taken from the first lines until the totals agree.
 */
export function memberSaleAsCash(sale: MemberCheckout): CashCheckout {
  let rest = cartTotal(sale.lines) - sale.total
  const lines = sale.lines.map((l) => {
    const room = lineTotal(l)
    const take = Math.min(room, Math.max(0, rest))
    rest -= take
    return { ...l, discount: l.discount + take }
  })
  return {
    id: sale.id,
    method: 'cash',
    lines,
    total: sale.total,
    tendered: sale.total,
    change: 0,
    sold_at: sale.sold_at,
  }
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
