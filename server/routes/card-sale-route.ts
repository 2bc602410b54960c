// The server's side of a card sale (src/modules/shop/card-sale.command.ts): the card is sold at the
// server's price, to a member who exists (or a new one whose card number is free), by a user who may
// issue a card with value (the manager's right or grant); what the card gives is the server's card
// type's, and the opening ledger row names the sale's order.
import type { Hono } from 'hono'
import { Code } from '../../src/api/codes.ts'
import { formatFen } from '../../src/lib/money-format.ts'
import { cardSale } from '../../src/modules/shop/card-sale.command.ts'
import { cardTypes } from '../../src/modules/shop/card-types.resource.ts'
import { members } from '../../src/modules/shop/members.resource.ts'
import { memberLedger, orders } from '../../src/modules/shop/orders.resource.ts'
import { companyRows, findRow, updateRow } from '../db/resource-rows.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure } from '../http/envelope.ts'
import { authorisedBy } from '../shop/manager-grants.ts'
import { validUntil } from '../shop/member-card-hooks.ts'
import { orderExists } from '../shop/receipt-numbers.ts'
import { countLate, workedShift } from '../shop/shift-ownership.ts'
import { serveCommand } from './serve-command.ts'

export function cardSaleRoutes(app: Hono<AppEnv>): void {
  serveCommand(app, cardSale, async (run) => {
    const { trx, payload, user, by, ctx, shared } = run
    // A card sale is money in the drawer: it names the sender's own open shift like any sale.
    const worked = await workedShift(run, payload.shift_id, 'money', payload.sold_at)
    await orderExists(trx, payload, by.comId)
    const card = await findRow(trx, cardTypes, payload.card_type, by.comId)
    const price = Number(card?.price ?? 0)
    const name = String(card?.name ?? payload.card_name ?? '')
    if (!card || price <= 0 || card.status === 'disabled')
      throw new ApiFailure(Code.unprocessable, 'cardNotForSale', { card: name })
    if (payload.total !== price)
      throw new ApiFailure(Code.unprocessable, 'cardPriceDiffers', {
        card: name,
        price: formatFen(price),
        sale: formatFen(payload.total),
      })
    const member = await findRow(trx, members, payload.member_id, by.comId, { forUpdate: true })
    if (payload.new_member) {
      const taken = await companyRows(trx, members, by.comId)
        .select('id')
        .where('card_no', '=', payload.new_member.card_no)
        .executeTakeFirst()
      if (member || taken)
        throw new ApiFailure(Code.unprocessable, 'cardNoTaken', { card: payload.new_member.card_no })
    } else {
      if (!member) throw new ApiFailure(Code.notFound, 'memberMissing')
      if (member.status === 'frozen') throw new ApiFailure(Code.badRequest, 'memberFrozen')
    }
    // A card with a price always gives value: the cashier needs the manager's right or grant.
    const approvedBy = await authorisedBy(trx, user, payload.grant, 'issueCard', payload.member_id, by.now)
    if (approvedBy === null) throw new ApiFailure(Code.forbidden, 'cardTypeNeedsRight', { card: name })
    payload.card_name = name
    payload.opening_balance = Number(card.initial_balance ?? 0)
    payload.opening_points = Number(card.initial_points ?? 0)
    payload.valid_until = validUntil(by.now, Number(card.validity_days ?? 0))
    payload.approved_by = approvedBy
    const cashier = ctx.actor.name
    await shared({ [orders.name]: { cashier }, [memberLedger.name]: { cashier } })
    await countLate(run, worked, payload.total)
    // A new card ends what the expiry task marked on the old one.
    if (member?.status === 'expired')
      await updateRow(trx, members, payload.member_id, { status: 'active' }, by)
  })
}
