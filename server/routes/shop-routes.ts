// The till's workflows (issue: shop). A member's balance changes only together with a ledger row in
// the same transaction, so balance = sum(ledger) always holds; a charge beyond the balance is
// refused, never overdrawn.
import { Hono } from 'hono'
import type { Transaction } from 'kysely'
import type { z } from 'zod'
import { Code } from '../../src/api/codes.ts'
import {
  cashCheckoutSchema,
  checkoutLabels,
  memberCheckoutSchema,
  topUpSchema,
} from '../../src/modules/shop/checkout.flow.ts'
import { members } from '../../src/modules/shop/members.resource.ts'
import { memberLedger, orders } from '../../src/modules/shop/orders.resource.ts'
import { saleProblem } from '../../src/modules/shop/sale-problems.ts'
import { inLanguage } from '../../src/resources/text.ts'
import { findRow, insertRow, type Row, untyped, updateRow } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'
import { runCommand } from '../http/command.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure } from '../http/envelope.ts'
import type { Lang } from '../http/messages.ts'
import { requireAccess } from '../http/require-access.ts'
import { requireUser } from '../http/require-user.ts'
import { priceSale } from '../shop/sale-pricing.ts'

function parse<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false; error: z.ZodError } },
  body: unknown,
  lang: Lang,
): T {
  const parsed = schema.safeParse(body)
  if (!parsed.success)
    throw new ApiFailure(Code.badRequest, 'invalidField', { message: saleProblem(parsed.error, body, lang) })
  return parsed.data
}

export function shopRoutes() {
  const app = new Hono<AppEnv>()
  const guard = [requireUser, requireAccess(orders.access)] as const

  async function orderExists(trx: Transaction<Database>, id: string) {
    const found = await untyped(trx)
      .selectFrom(tableName(orders))
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst()
    // The receipt number is unique: the same sale under another key is refused, not booked twice.
    if (found) throw new ApiFailure(Code.unprocessable, 'receiptExists')
  }

  /** Charges or credits a member and books the ledger row, in the caller's transaction. */
  async function book(
    trx: Transaction<Database>,
    c: {
      memberId: string
      delta: number
      ledger: Row
      comId: number
      userId: number
      now: number
      lang: string
    },
  ) {
    // Locked until commit: a checkout on the same member in another server process waits and then
    // sees this one's balance, so two charges can never both pass the check below on one balance.
    const member = await findRow(trx, members, c.memberId, c.comId, { forUpdate: true })
    if (!member) throw new ApiFailure(Code.notFound, 'memberMissing')
    if (member.status !== 'active') throw new ApiFailure(Code.badRequest, 'memberFrozen')
    const balance = Number(member.balance)
    if (balance + c.delta < 0)
      throw new ApiFailure(Code.badRequest, 'balanceInsufficient', { balance: (balance / 100).toFixed(2) })
    const by = { comId: c.comId, userId: c.userId, now: c.now }
    // Ledger ids are the client's: one already booked (here or anywhere) is refused, not a 500.
    const taken = await untyped(trx)
      .selectFrom(tableName(memberLedger))
      .select('id')
      .where('id', '=', String(c.ledger.id))
      .executeTakeFirst()
    if (taken)
      throw new ApiFailure(Code.unprocessable, 'idTaken', {
        label: inLanguage(checkoutLabels.id!, c.lang as Lang),
        id: String(c.ledger.id),
      })
    const ledger = await insertRow(trx, memberLedger, c.ledger, by)
    return { ledger, member: await updateRow(trx, members, c.memberId, { balance: balance + c.delta }, by) }
  }

  app.post('/dian/saveCashCheckout', ...guard, (c) =>
    runCommand(c, 'shop.cashCheckout', async (trx, body) => {
      const sale = parse(cashCheckoutSchema, body, c.get('lang'))
      const user = c.get('user')
      const now = c.get('config').now()
      await orderExists(trx, sale.id)
      const pricing = await priceSale(trx, sale, { user, now })
      const order = await insertRow(
        trx,
        orders,
        {
          id: sale.id,
          method: sale.method,
          member_id: sale.member_id ?? '',
          total: sale.total,
          tendered: sale.tendered,
          change: sale.change,
          lines: JSON.stringify(sale.lines),
          sold_at: sale.sold_at,
          ...pricing,
        },
        { comId: user.com_id, userId: user.id, now },
      )
      return { order }
    }),
  )

  app.post('/dian/saveMemberCheckout', ...guard, (c) =>
    runCommand(c, 'shop.memberCheckout', async (trx, body) => {
      const sale = parse(memberCheckoutSchema, body, c.get('lang'))
      const user = c.get('user')
      const now = c.get('config').now()
      await orderExists(trx, sale.id)
      const pricing = await priceSale(trx, sale, { user, now })
      const booked = await book(trx, {
        memberId: sale.member_id,
        delta: -sale.total,
        ledger: {
          id: sale.id,
          member_id: sale.member_id,
          kind: 'charge',
          amount: -sale.total,
          order_id: sale.id,
          at: sale.sold_at,
        },
        comId: user.com_id,
        userId: user.id,
        now,
        lang: c.get('lang'),
      })
      const order = await insertRow(
        trx,
        orders,
        {
          id: sale.id,
          method: 'member',
          member_id: sale.member_id,
          total: sale.total,
          tendered: sale.total,
          change: 0,
          lines: JSON.stringify(sale.lines),
          sold_at: sale.sold_at,
          ...pricing,
        },
        { comId: user.com_id, userId: user.id, now },
      )
      return { order, ...booked }
    }),
  )

  app.post('/dian/saveMemberTopUp', ...guard, (c) =>
    runCommand(c, 'shop.topUp', async (trx, body) => {
      const topUp = parse(topUpSchema, body, c.get('lang'))
      const user = c.get('user')
      return book(trx, {
        memberId: topUp.member_id,
        delta: topUp.amount,
        ledger: {
          id: topUp.id,
          member_id: topUp.member_id,
          kind: 'topup',
          amount: topUp.amount,
          order_id: '',
          at: topUp.at,
        },
        comId: user.com_id,
        userId: user.id,
        now: c.get('config').now(),
        lang: c.get('lang'),
      })
    }),
  )
  return app
}
