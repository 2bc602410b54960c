// Ringing a sale up: the checks a cashier is told about before anything is queued (nothing to sell,
// an override without a reason, no member, too little balance or tendered, the offline caps), then
// the sale as a command through the outbox and the receipt it prints.
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { useSession } from '../../../auth/use-session.ts'
import { InvalidPayload } from '../../../data/command-kit.ts'
import { useUserDb, useWriteCommand } from '../../../data/db-context.tsx'
import { parseYuan } from '../../../lib/money-input.ts'
import { formatFen } from '../../../views/field-display.ts'
import { moneyProblemText } from '../../../views/money-problem.ts'
import { type CartLine, cartTotal, isOverridden, type PayMethod, settle } from '../checkout.flow.ts'
import { cashCheckout, memberCheckout } from '../shop.commands.ts'
import type { FoundMember } from './member-lookup.tsx'
import { memberSaleStanding } from './offline-policy.ts'
import type { ReceiptData } from './receipt.tsx'

export interface SaleInput {
  mode: 'cash' | 'member'
  cart: { id: string; lines: CartLine[]; receiptNumber: () => Promise<string> }
  method: PayMethod
  tendered: string
  member: FoundMember | null
  balance: number | null
  overrideReason: string
  priceVersion: number
  shiftId: string | undefined
}

export type SaleOutcome = { receipt: ReceiptData } | { error: string }

export function saleTotal(input: Pick<SaleInput, 'mode' | 'cart' | 'member'>): number {
  return cartTotal(input.cart.lines, input.mode === 'member' ? (input.member?.discount ?? 100) : 100)
}

export function useCheckout(): (input: SaleInput) => Promise<SaleOutcome> {
  const { t } = useTranslation()
  const db = useUserDb()
  const write = useWriteCommand()
  const { site } = useSession()
  const caps = { sale: site?.offline_sale_cap, all: site?.offline_total_cap }

  const ring = async (s: SaleInput): Promise<SaleOutcome> => {
    const refuse = (error: string) => ({ error })
    const total = saleTotal(s)
    const overridden = s.cart.lines.some(isOverridden)
    if (overridden && !s.overrideReason.trim()) return refuse(t('till.overrideReasonMissing'))
    const common = {
      id: s.cart.id,
      lines: s.cart.lines,
      total,
      sold_at: new Date().toISOString(),
      price_version: s.priceVersion,
      ...(overridden ? { override_reason: s.overrideReason.trim() } : {}),
      ...(s.shiftId ? { shift_id: s.shiftId } : {}),
    }
    if (s.mode === 'member') {
      if (!s.member || s.balance === null) return refuse(t('till.noMember'))
      if (s.balance < total) return refuse(t('till.insufficient'))
      const pending = await db.outbox.where('state').equals('pending').toArray()
      const standing = memberSaleStanding(total, pending, navigator.onLine, caps)
      if (standing.breach) return refuse(capMessage(t, standing.breach))
      const receipt_no = await s.cart.receiptNumber()
      await write(
        memberCheckout,
        { ...common, receipt_no, member_id: s.member.id, discount: s.member.discount },
        { id: s.cart.id },
      )
      return {
        receipt: {
          ...receiptOf(common, receipt_no),
          method: 'member',
          tendered: total,
          change: 0,
          member: { name: s.member.name, balanceAfter: s.balance - total, provisional: standing.provisional },
        },
      }
    }
    const typed = s.method === 'cash' ? parseYuan(s.tendered || '0') : ({ ok: true, fen: 0 } as const)
    if (!typed.ok) return refuse(moneyProblemText(t, typed.problem))
    const paid = settle(s.method, total, typed.fen)
    if (!paid) return refuse(t('till.notEnough'))
    const receipt_no = await s.cart.receiptNumber()
    await write(cashCheckout, { ...common, receipt_no, method: s.method, ...paid }, { id: s.cart.id })
    return { receipt: { ...receiptOf(common, receipt_no), method: s.method, ...paid } }
  }

  // A write refused on the device (storage full, a sale that does not add up) is shown, never
  // confirmed: no receipt appears.
  return (input) =>
    ring(input).catch((e: unknown) => {
      if (e instanceof InvalidPayload) return { error: e.messages.join('；') }
      throw e
    })
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
