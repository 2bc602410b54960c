// A refund of a sale, whole or in part, back the way it was paid (refund-tenders.ts). Declared once for
// the till and the server (server/routes/shop-routes.ts adds what only it knows: how much of the
// sale is left to refund, across every device, and who may refund above the limit).
import { z } from 'zod/mini'
import { defineCommand } from '../../data/define-command.ts'
import { MAX_SALE_FEN } from './checkout.flow.ts'
import { receiptOf, shopWords } from './entry-words.ts'
import { grantField } from './manager-grant.ts'
import { members } from './members.resource.ts'
import { memberLedger, orders } from './orders.resource.ts'
import { partTo, REFUND_TENDERS, refundPartsOf } from './refund-tenders.ts'
import { refunds } from './refunds.resource.ts'
import { book, pointsFor } from './shop.commands.ts'
import { refundCommandWords } from './words.text.ts'

/** Above this (fen, all refunds of a sale given back alone) the shop manager is needed: refund-limits.ts. */
export { REFUND_LIMIT_FEN } from './refund-limits.ts'

const ulid = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/))

export const refundSchema = z
  .object({
    id: ulid,
    order_id: ulid,
    amount: z.number().check(z.int(), z.gte(1), z.lte(MAX_SALE_FEN)),
    /** Where it goes back; for a refund returned several ways, its first part's. */
    to: z.enum(REFUND_TENDERS),
    /** A refund returned several ways (a split sale's): each method once, adding up to the amount. */
    payments: z.optional(
      z
        .array(
          z.object({
            method: z.enum(REFUND_TENDERS),
            amount: z.number().check(z.int(), z.gte(1), z.lte(MAX_SALE_FEN)),
          }),
        )
        .check(z.minLength(2), z.maxLength(REFUND_TENDERS.length)),
    ),
    reason: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
    at: z.string().check(
      z.minLength(10),
      z.maxLength(30),
      z.refine((s) => !Number.isNaN(Date.parse(s))),
    ),
    /** The shift of the till that paid it back (absent outside a shift). */
    shift_id: z.optional(ulid),
    /** The lines given back, when the refund is by line (what the refund receipt lists). */
    lines: z.optional(
      z
        .array(
          z.object({
            /** The sale's line (its position), so a line is counted however its item repeats. */
            line: z.optional(z.number().check(z.int(), z.gte(0), z.lte(199))),
            item_id: ulid,
            name: z.string().check(z.maxLength(40)),
            qty: z.number().check(z.int(), z.gte(1), z.lte(999)),
          }),
        )
        .check(z.maxLength(200)),
    ),
    /** A shop manager's grant for a refund above the limit, typed on this till. */
    grant: grantField,
    /** Filled by the server: the manager whose grant let it through. */
    approved_by: z.optional(z.string().check(z.maxLength(60))),
  })
  .check(z.refine((p) => !p.payments || splitRefundAddsUp(p), { message: 'payments', path: ['payments'] }))

function splitRefundAddsUp(p: {
  to: string
  amount: number
  payments?: { method: string; amount: number }[]
}) {
  const parts = p.payments ?? []
  return (
    new Set(parts.map((x) => x.method)).size === parts.length &&
    parts[0]?.method === p.to &&
    parts.reduce((s, x) => s + x.amount, 0) === p.amount
  )
}

/** What is left to refund of a sale. */
export function refundable(order: Record<string, unknown>): number {
  return Math.max(0, Number(order.total) - Number(order.refunded ?? 0))
}

export const refund = defineCommand({
  kind: 'shop.refund',
  path: '/dian/saveRefund',
  access: orders.access,
  schema: () => refundSchema,
  labels: refundCommandWords.refund.labels,
  writes: [refunds, orders, members, memberLedger],
  describe: async (p, lang, store) =>
    shopWords('refund', lang, { amount: p.amount, receipt: await receiptOf(store, p.order_id) }),
  answer: { refund: refunds, order: orders, member: members, ledger: memberLedger },
  async effect(store, p) {
    const order = await store.get(orders, p.order_id)
    await store.insert(refunds, {
      id: p.id,
      order_id: p.order_id,
      receipt_no: String(order?.receipt_no ?? ''),
      amount: p.amount,
      to: p.to,
      payments: p.payments ? JSON.stringify(p.payments) : '',
      reason: p.reason,
      at: p.at,
      shift_id: p.shift_id ?? '',
      approved_by: p.approved_by ?? '',
      lines: p.lines ? JSON.stringify(p.lines) : '',
    })
    if (!order) return
    await store.update(orders, p.order_id, { refunded: Number(order.refunded ?? 0) + p.amount })
    const toBalance = partTo(refundPartsOf(p), 'balance')
    if (toBalance > 0)
      await book(store, {
        id: p.id,
        member_id: String(order.member_id),
        kind: 'refund',
        amount: toBalance,
        points: -pointsFor(toBalance),
        order_id: p.order_id,
        at: p.at,
      })
  },
})
