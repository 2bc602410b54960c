// The till's write commands: what each does to the local mirror at once, and the call that
// delivers it. The receipt number is the entry id (made when the sale starts).
import type { z } from 'zod'
import type { Language } from '../../api/error-catalogue.ts'
import { type Command, InvalidPayload, putWithUndo } from '../../data/command-kit.ts'
import type { BeforeImage } from '../../data/outbox-types.ts'
import type { Row, UserDb } from '../../data/user-db.ts'
import {
  type CashCheckout,
  cashCheckoutSchema,
  type MemberCheckout,
  memberCheckoutSchema,
  memberSaleAsCash,
  type TopUp,
  topUpSchema,
} from './checkout.flow.ts'
import { saleProblem } from './sale-problems.ts'

/** The shared schema decides; a sale that does not add up never enters the outbox. */
function parseWith<T>(schema: {
  safeParse(v: unknown): { success: true; data: T } | { success: false; error: z.ZodError }
}) {
  return (payload: Record<string, unknown>, lang: Language) => {
    const parsed = schema.safeParse(payload)
    if (!parsed.success) throw new InvalidPayload([saleProblem(parsed.error, payload, lang)])
    return parsed.data as Record<string, unknown>
  }
}

const orderRow = (p: CashCheckout | MemberCheckout, extra: Partial<Row>): Row => ({
  id: p.id,
  method: 'member',
  member_id: '',
  total: p.total,
  tendered: p.total,
  change: 0,
  lines: JSON.stringify(p.lines),
  sold_at: p.sold_at,
  updated_at: 0,
  ...extra,
})

async function adjustMember(db: UserDb, memberId: string, delta: number, undo: BeforeImage[]): Promise<void> {
  const member = await db.table('members').get(memberId)
  if (!member) return
  undo.push({ table: 'members', id: memberId, before: member })
  await db.table('members').put({ ...member, balance: Number(member.balance) + delta })
}

/** What the server answers: the rows it wrote. */
interface Written {
  order?: Row
  member?: Row
  ledger?: Row
}
const confirmed = (_p: Record<string, unknown>, data: unknown) => {
  const w = (data ?? {}) as Written
  return [
    ...(w.order ? [{ table: 'orders', row: w.order }] : []),
    ...(w.member ? [{ table: 'members', row: w.member }] : []),
    ...(w.ledger ? [{ table: 'memberLedger', row: w.ledger }] : []),
  ]
}

export const cashCheckout: Command = {
  kind: 'shop.cashCheckout',
  path: '/dian/saveCashCheckout',
  tables: ['orders', 'syncState'],
  parse: parseWith(cashCheckoutSchema),
  async apply(db, payload) {
    const p = payload as unknown as CashCheckout
    const undo: BeforeImage[] = []
    await putWithUndo(
      db,
      'orders',
      orderRow(p, { method: p.method, member_id: p.member_id ?? '', tendered: p.tendered, change: p.change }),
      undo,
    )
    return undo
  },
  confirmed,
}

export const memberCheckout: Command = {
  kind: 'shop.memberCheckout',
  path: '/dian/saveMemberCheckout',
  tables: ['orders', 'members', 'memberLedger', 'syncState'],
  parse: parseWith(memberCheckoutSchema),
  async apply(db, payload) {
    const p = payload as unknown as MemberCheckout
    const undo: BeforeImage[] = []
    await putWithUndo(db, 'orders', orderRow(p, { member_id: p.member_id }), undo)
    await putWithUndo(
      db,
      'memberLedger',
      {
        id: p.id,
        member_id: p.member_id,
        kind: 'charge',
        amount: -p.total,
        order_id: p.id,
        at: p.sold_at,
        updated_at: 0,
      },
      undo,
    )
    await adjustMember(db, p.member_id, -p.total, undo)
    return undo
  },
  fallback: {
    label: { zh: '改为现金收款', en: 'Charge as cash' },
    to: (payload) => ({
      kind: 'shop.cashCheckout',
      payload: memberSaleAsCash(payload as unknown as MemberCheckout),
    }),
  },
  confirmed,
}

export const memberTopUp: Command = {
  kind: 'shop.topUp',
  path: '/dian/saveMemberTopUp',
  tables: ['members', 'memberLedger', 'syncState'],
  parse: parseWith(topUpSchema),
  async apply(db, payload) {
    const p = payload as unknown as TopUp
    const undo: BeforeImage[] = []
    await putWithUndo(
      db,
      'memberLedger',
      {
        id: p.id,
        member_id: p.member_id,
        kind: 'topup',
        amount: p.amount,
        order_id: '',
        at: p.at,
        updated_at: 0,
      },
      undo,
    )
    await adjustMember(db, p.member_id, p.amount, undo)
    return undo
  },
  confirmed,
}

export const shopCommands: Command[] = [cashCheckout, memberCheckout, memberTopUp]
