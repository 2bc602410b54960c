// Ringing a sale up: the checks a cashier is told about before anything is queued (nothing to sell,
// an override without a reason, no member, too little balance or tendered, the offline caps), then
// the sale as a command through the outbox and the receipt it prints.
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../auth/use-session.ts'
import { InvalidPayload } from '../../../data/command-kit.ts'
import { useUserDb, useWriteCommand } from '../../../data/db-context.tsx'
import type { Row } from '../../../data/user-db.ts'
import { formatFen } from '../../../lib/money-format.ts'
import { parseYuan } from '../../../lib/money-input.ts'
import { moneyProblemText } from '../../../views/money-problem.ts'
import {
  amountDue,
  type CartLine,
  cartTotal,
  isOverridden,
  type PayMethod,
  type PaymentPart,
  settle,
  settleSplit,
} from '../checkout.flow.ts'
import { cashCheckout, memberCheckout, pointsFor } from '../shop.commands.ts'
import type { FoundMember } from './member-lookup.tsx'
import { memberSaleStanding, queuedStanding } from './offline-policy.ts'
import type { ReceiptData } from './receipt.tsx'

export interface SaleInput {
  mode: 'cash' | 'member'
  cart: { id: string; lines: CartLine[]; receiptNumber: () => Promise<string> }
  method: PayMethod
  tendered: string
  member: FoundMember | null
  overrideReason: string
  /** Yuan off the whole sale as typed ('' for none): the price-override right's. */
  cartDiscount: string
  /** A shop manager's grant for this sale's price changes, asked for on this till. */
  grant?: { grant: string; manager: string }
  /** A split payment: what goes on each non-cash method as typed; the rest is cash. */
  split: SplitAmounts | null
  priceVersion: number
  shiftId: string | undefined
}

export type SplitAmounts = Record<Exclude<PayMethod, 'cash'>, string>

export type SaleOutcome = { receipt: ReceiptData } | { error: string }

/** The cart's discount off the whole sale in fen; 0 while nothing (or nothing valid) is typed. */
export function cartDiscountFen(text: string): number {
  const typed = parseYuan(text || '0')
  return typed.ok ? typed.fen : 0
}

export function saleTotal(input: Pick<SaleInput, 'mode' | 'cart' | 'member' | 'cartDiscount'>): number {
  // A member attached to any sale gets the card's discount.
  const card = input.member?.discount ?? 100
  return amountDue(input.cart.lines, card, cartDiscountFen(input.cartDiscount))
}

export function useCheckout(): (input: SaleInput) => Promise<SaleOutcome> {
  const { t } = useTranslation()
  const db = useUserDb()
  const write = useWriteCommand()
  const { site, user } = useSession()
  const caps = { sale: site?.offline_sale_cap, all: site?.offline_total_cap }

  const ring = async (s: SaleInput): Promise<SaleOutcome> => {
    const refuse = (error: string) => ({ error })
    const typedDiscount = parseYuan(s.cartDiscount || '0')
    if (!typedDiscount.ok) return refuse(moneyProblemText(t, typedDiscount.problem))
    const cartDiscount = typedDiscount.fen
    const card = s.member?.discount ?? 100
    if (cartDiscount > cartTotal(s.cart.lines, card)) return refuse(t('till.cartDiscountTooBig'))
    const total = saleTotal(s)
    const overridden = cartDiscount > 0 || s.cart.lines.some(isOverridden)
    if (overridden && !s.overrideReason.trim()) return refuse(t('till.overrideReasonMissing'))
    const common = {
      id: s.cart.id,
      lines: s.cart.lines,
      total,
      sold_at: new Date().toISOString(),
      price_version: s.priceVersion,
      ...(overridden ? { override_reason: s.overrideReason.trim() } : {}),
      ...(s.shiftId ? { shift_id: s.shiftId } : {}),
      ...(cartDiscount > 0 ? { cart_discount: cartDiscount } : {}),
      ...(overridden && s.grant ? { grant: s.grant.grant } : {}),
    }
    const approvedBy = overridden && s.grant ? { approvedBy: s.grant.manager } : {}
    // What the paper says besides the sale: who rang it, what was taken off, the points earned.
    const printed = {
      cashier: user?.nickname || user?.username || '',
      ...(card !== 100 ? { discountPercent: card } : {}),
      ...(cartDiscount > 0 ? { cartDiscount } : {}),
      ...(s.member ? { points: pointsFor(total) } : {}),
    }
    if (s.mode === 'member') {
      // The balance as stored when the cashier pays: the screen's live copy may not have answered
      // yet right after the lookup, or may be a moment behind a pull.
      const stored = s.member ? ((await db.table('members').get(s.member.id)) as Row | undefined) : undefined
      if (!s.member || !stored) return refuse(t('till.noMember'))
      const balance = Math.max(0, Number(stored.balance ?? 0))
      // The balance is one tender: what it does not cover is paid by the method picked (a split).
      const fromBalance = Math.min(balance, total)
      const rest = total - fromBalance
      if (fromBalance > 0) {
        const restPaid = rest > 0 ? singlePayment(t, rest, s.method, s.tendered) : null
        if (restPaid && 'error' in restPaid) return restPaid
        const standing = memberSaleStanding(fromBalance, await queuedStanding(db), navigator.onLine, caps)
        if (standing.breach) return refuse(capMessage(t, standing.breach))
        const change = restPaid?.change ?? 0
        const split = restPaid
          ? {
              payments: [
                { method: restPaid.method, amount: rest },
                { method: 'member' as const, amount: fromBalance },
              ],
              tendered: total + change,
              change,
            }
          : {}
        const receipt_no = await s.cart.receiptNumber()
        await write(
          memberCheckout,
          { ...common, ...split, receipt_no, member_id: s.member.id, discount: s.member.discount },
          { id: s.cart.id },
        )
        return {
          receipt: {
            ...receiptOf(common, receipt_no),
            ...printed,
            method: 'member',
            tendered: total + change,
            change,
            ...(restPaid ? { payments: split.payments as PaymentPart[] } : {}),
            member: {
              name: s.member.name,
              balanceAfter: balance - fromBalance,
              provisional: standing.provisional,
            },
            ...approvedBy,
          },
        }
      }
      // Nothing on the balance: an ordinary sale with the member attached (discount and points).
    }
    const attached = s.member
      ? { member_id: s.member.id, ...(s.member.discount !== 100 ? { discount: s.member.discount } : {}) }
      : {}
    const paid = s.split
      ? splitPayment(t, total, s.split, s.tendered)
      : singlePayment(t, total, s.method, s.tendered)
    if ('error' in paid) return paid
    const receipt_no = await s.cart.receiptNumber()
    await write(cashCheckout, { ...common, ...attached, receipt_no, ...paid }, { id: s.cart.id })
    return { receipt: { ...receiptOf(common, receipt_no), ...printed, ...paid, ...approvedBy } }
  }

  // A write refused on the device (storage full, a sale that does not add up) is shown, never
  // confirmed: no receipt appears.
  return (input) =>
    ring(input).catch((e: unknown) => {
      if (e instanceof InvalidPayload) return { error: e.messages.join('；') }
      throw e
    })
}

type Paid = { method: PayMethod; tendered: number; change: number; payments?: PaymentPart[] }

function singlePayment(
  t: TFunction,
  total: number,
  method: PayMethod,
  tendered: string,
): Paid | { error: string } {
  const typed = method === 'cash' ? parseYuan(tendered || '0') : ({ ok: true, fen: 0 } as const)
  if (!typed.ok) return { error: moneyProblemText(t, typed.problem) }
  const paid = settle(method, total, typed.fen)
  return paid ? { method, ...paid } : { error: t('till.notEnough') }
}

function splitPayment(
  t: TFunction,
  total: number,
  split: SplitAmounts,
  tendered: string,
): Paid | { error: string } {
  const nonCash: Partial<Record<keyof SplitAmounts, number>> = {}
  for (const [method, text] of Object.entries(split) as [keyof SplitAmounts, string][]) {
    const typed = parseYuan(text || '0')
    if (!typed.ok) return { error: moneyProblemText(t, typed.problem) }
    nonCash[method] = typed.fen
  }
  const cash = parseYuan(tendered || '0')
  if (!cash.ok) return { error: moneyProblemText(t, cash.problem) }
  const paid = settleSplit(total, nonCash, cash.fen)
  if (!paid) return { error: t('till.splitDoesNotAddUp') }
  // Typed as a split but paid one way: an ordinary sale.
  if (paid.payments.length < 2) return { method: paid.method, tendered: paid.tendered, change: paid.change }
  return paid
}

function receiptOf(
  sale: { id: string; lines: CartLine[]; total: number; sold_at: string },
  receiptNo: string,
) {
  return { id: sale.id, receiptNo, lines: sale.lines, total: sale.total, soldAt: sale.sold_at }
}

function capMessage(t: TFunction, breach: { rule: 'sale' | 'all'; cap: number }): string {
  return t(breach.rule === 'sale' ? 'till.capSale' : 'till.capAll', { cap: formatFen(breach.cap) })
}
