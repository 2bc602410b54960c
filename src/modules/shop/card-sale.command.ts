// A value card with a price is sold like goods: paid at the till by a method, in the till's shift, on
// a receipt and in the Z report. The sale's order, the member's card and the card's opening balance
// (a ledger row naming that order) are written together, once, by one command, offline too.
import { z } from 'zod/mini'
import { defineCommand } from '../../data/define-command.ts'
import type { Labels } from '../../resources/issue-messages.ts'
import { cardTypes } from './card-types.resource.ts'
import { checkoutLabels, PAY_METHODS, paymentPartSchema, splitAddsUp } from './checkout.flow.ts'
import { shopWords } from './entry-words.ts'
import { grantField } from './manager-grant.ts'
import { members } from './members.resource.ts'
import { memberLedger, orders } from './orders.resource.ts'
import { RECEIPT_NO } from './receipt-number.ts'
import { book } from './shop.commands.ts'

const fen = z.number().check(z.int(), z.gte(0), z.lte(1_000_000_000))
const ulid = z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/))

export const cardSaleSchema = z
  .object({
    /** The order's id, and the opening ledger row's. */
    id: ulid,
    receipt_no: z.optional(z.string().check(z.regex(RECEIPT_NO))),
    sold_at: z.string().check(z.minLength(10), z.maxLength(30)),
    shift_id: z.optional(ulid),
    member_id: ulid,
    /** A member the card is sold to who is new to the shop (absent: an existing member's card changes). */
    new_member: z.optional(
      z.object({
        card_no: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
        name: z.string().check(z.trim(), z.minLength(1), z.maxLength(30)),
        mobile: z.string().check(z.regex(/^1\d{10}$/)),
      }),
    ),
    card_type: ulid,
    /** The card's price as the till knows it: the server sells at its own and refuses a difference. */
    total: fen.check(z.gte(1)),
    method: z.enum(PAY_METHODS),
    payments: z.optional(z.array(paymentPartSchema).check(z.minLength(2), z.maxLength(PAY_METHODS.length))),
    tendered: fen,
    change: fen,
    grant: grantField,
    // What the card gives, as the till's copy of the card type says; the server puts its own.
    card_name: z.optional(z.string().check(z.maxLength(30))),
    opening_balance: z.optional(fen),
    opening_points: z.optional(fen),
    valid_until: z.optional(z.string().check(z.maxLength(10))),
    /** The manager who approved a cashier's sale of the card (the server's, from the grant). */
    approved_by: z.optional(z.string().check(z.maxLength(60))),
  })
  .check(
    z.refine((p) => p.tendered >= p.total && p.change === p.tendered - p.total, {
      message: 'change',
      path: ['change'],
    }),
    z.refine((p) => !p.payments || splitAddsUp(p.payments, p.total, p.change), {
      message: 'payments',
      path: ['payments'],
    }),
  )

export type CardSale = z.infer<typeof cardSaleSchema>

export const cardSaleLabels: Labels = {
  ...checkoutLabels,
  // A new member is named by the members' own labels, the card by the card type's.
  'new_member.card_no': members.fields.card_no.label,
  'new_member.name': members.fields.name.label,
  'new_member.mobile': members.fields.mobile.label,
  card_type: members.fields.card_type.label,
  total: cardTypes.fields.price.label,
}

/** The receipt line of a card sale: the card type sold once at its price. */
export const cardLine = (p: Pick<CardSale, 'card_type' | 'card_name' | 'total'>) => ({
  item_id: p.card_type,
  name: p.card_name ?? '',
  price: p.total,
  qty: 1,
  discount: 0,
})

export const cardSale = defineCommand({
  kind: 'shop.cardSale',
  path: '/dian/saveCardSale',
  access: orders.access,
  schema: () => cardSaleSchema,
  labels: cardSaleLabels,
  writes: [orders, members, memberLedger],
  answer: { order: orders, member: members, ledger: memberLedger },
  describe: async (p, lang) =>
    shopWords('cardSale', lang, { card: p.card_name ?? '', amount: p.total, receipt: p.receipt_no ?? '' }),
  async effect(store, p) {
    await store.insert(orders, {
      id: p.id,
      method: p.method,
      member_id: p.member_id,
      total: p.total,
      tendered: p.tendered,
      change: p.change,
      lines: JSON.stringify([cardLine(p)]),
      sold_at: p.sold_at,
      receipt_no: p.receipt_no ?? '',
      shift_id: p.shift_id ?? '',
      cart_discount: 0,
      payments: p.payments ? JSON.stringify(p.payments) : '',
    })
    const card = {
      card_type: p.card_type,
      ...(p.valid_until === undefined ? {} : { valid_until: p.valid_until }),
    }
    if (p.new_member)
      await store.insert(members, {
        id: p.member_id,
        ...p.new_member,
        ...card,
        balance: 0,
        points: 0,
        status: 'active',
      })
    else await store.update(members, p.member_id, card)
    const amount = p.opening_balance ?? 0
    const points = p.opening_points ?? 0
    if (amount > 0 || points > 0)
      await book(store, {
        id: p.id,
        member_id: p.member_id,
        kind: 'opening',
        amount,
        points,
        order_id: p.id,
        at: p.sold_at,
        method: p.method,
        shift_id: p.shift_id ?? '',
        approved_by: p.approved_by ?? '',
      })
  },
})
