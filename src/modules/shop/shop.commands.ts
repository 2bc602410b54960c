// The till's write commands, declared once for the till and the server (server/routes/shop-routes.ts
// adds the price list and the member's balance): the effect on the orders, the member ledger and the
// balance. The receipt number is the entry id (made when the sale starts). Money is integer fen.
import type { z } from 'zod/mini'
import type { Language } from '../../api/error-catalogue.ts'
import { type CommandStore, defineCommand, type Row } from '../../data/define-command.ts'
import {
  balancePart,
  type CashCheckout,
  cashCheckoutSchema,
  type MemberCheckout,
  memberCheckoutSchema,
  memberSaleAsCash,
  topUpSchema,
} from './checkout.flow.ts'
import { memberName, shopWords } from './entry-words.ts'
import { members } from './members.resource.ts'
import { memberLedger, orders } from './orders.resource.ts'
import { saleProblem } from './sale-problems.ts'
import { shopCommandsWords } from './words.text.ts'

// The till's writes share one right, say a sale's problems alike, and answer with the rows written.
const atTheTill = {
  access: orders.access,
  problems: (error: z.core.$ZodError, input: unknown, lang: Language) => [saleProblem(error, input, lang)],
  answer: { order: orders, member: members, ledger: memberLedger },
}

const orderRow = (p: CashCheckout | MemberCheckout, extra: Row): Row => ({
  id: p.id,
  method: 'member',
  member_id: '',
  total: p.total,
  tendered: p.total,
  change: 0,
  lines: JSON.stringify(p.lines),
  sold_at: p.sold_at,
  receipt_no: p.receipt_no ?? '',
  shift_id: p.shift_id ?? '',
  cart_discount: p.cart_discount ?? 0,
  ...extra,
})

/** One point per whole yuan of a charge; a refund gives back the points of what it returns. */
export const pointsFor = (fen: number) => Math.floor(Math.abs(fen) / 100)

/**
 * A member's balance and points move only with a ledger row beside them: balance = sum(ledger
 * amounts) and points = sum(ledger points) always.
 */
export async function book(
  store: CommandStore,
  entry: {
    id: string
    member_id: string
    kind: 'charge' | 'topup' | 'refund' | 'opening'
    amount: number
    points?: number
    order_id: string
    at: string
    method?: string
    shift_id?: string
    /** The shop manager who approved it on a cashier's till (a card with value). */
    approved_by?: string
  },
): Promise<void> {
  const points = entry.points ?? 0
  await store.insert(memberLedger, { ...entry, points })
  const member = await store.get(members, entry.member_id)
  if (member)
    await store.update(members, entry.member_id, {
      balance: Number(member.balance) + entry.amount,
      points: Number(member.points ?? 0) + points,
    })
}

export const cashCheckout = defineCommand({
  kind: 'shop.cashCheckout',
  path: '/dian/saveCashCheckout',
  schema: () => cashCheckoutSchema,
  ...atTheTill,
  writes: [orders, members, memberLedger],
  async effect(store, p) {
    await store.insert(
      orders,
      orderRow(p, {
        method: p.method,
        member_id: p.member_id ?? '',
        tendered: p.tendered,
        change: p.change,
        payments: p.payments ? JSON.stringify(p.payments) : '',
      }),
    )
    // A member attached to a sale paid another way earns its points all the same (no balance moves).
    if (p.member_id)
      await book(store, {
        id: p.id,
        member_id: p.member_id,
        kind: 'charge',
        amount: 0,
        points: pointsFor(p.total),
        order_id: p.id,
        at: p.sold_at,
        shift_id: p.shift_id ?? '',
      })
  },
})

export const memberCheckout = defineCommand({
  kind: 'shop.memberCheckout',
  path: '/dian/saveMemberCheckout',
  schema: () => memberCheckoutSchema,
  ...atTheTill,
  writes: [orders, members, memberLedger],
  async effect(store, p) {
    await store.insert(
      orders,
      orderRow(p, {
        member_id: p.member_id,
        tendered: p.tendered ?? p.total,
        change: p.change ?? 0,
        payments: p.payments ? JSON.stringify(p.payments) : '',
      }),
    )
    await book(store, {
      id: p.id,
      member_id: p.member_id,
      kind: 'charge',
      amount: -balancePart(p),
      points: pointsFor(p.total),
      order_id: p.id,
      at: p.sold_at,
      shift_id: p.shift_id ?? '',
    })
  },
  fallback: {
    label: shopCommandsWords.memberCheckout.fallback.label,
    to: (p) => ({ kind: cashCheckout.kind, payload: memberSaleAsCash(p) }),
  },
})

export const memberTopUp = defineCommand({
  kind: 'shop.topUp',
  path: '/dian/saveMemberTopUp',
  schema: () => topUpSchema,
  ...atTheTill,
  writes: [members, memberLedger],
  describe: async (p, lang, store) =>
    shopWords('topUp', lang, { amount: p.amount, member: await memberName(store, p.member_id) }),
  async effect(store, p) {
    await book(store, {
      id: p.id,
      member_id: p.member_id,
      kind: 'topup',
      amount: p.amount,
      order_id: '',
      at: p.at,
      method: p.method ?? 'cash',
      shift_id: p.shift_id ?? '',
      approved_by: p.approved_by ?? '',
    })
  },
})
