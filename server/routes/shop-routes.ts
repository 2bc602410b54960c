// The till's workflows (issue: shop): the shared commands (src/modules/shop/shop.commands.ts) with
// what only the server knows — the price list and the member's balance. A member's balance changes
// only together with a ledger row in the same transaction, so balance = sum(ledger) always holds; a
// charge beyond the balance is refused, never overdrawn.
import { Hono } from 'hono'
import type { Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { PAYLOAD_VERSION_HEADER } from '../../src/data/payload-versions.ts'
import { companyDateTime } from '../../src/lib/company-time.ts'
import { formatFen } from '../../src/lib/money-format.ts'
import { balancePart, checkoutLabels } from '../../src/modules/shop/checkout.flow.ts'
import {
  admitMember,
  bindCard,
  declineMemberRequest,
} from '../../src/modules/shop/member-requests.commands.ts'
import { memberRequests } from '../../src/modules/shop/member-requests.resource.ts'
import { members } from '../../src/modules/shop/members.resource.ts'
import { memberLedger, orders } from '../../src/modules/shop/orders.resource.ts'
import { refund, refundable } from '../../src/modules/shop/refund.command.ts'
import { partTo, refundPartsOf, tenderBreach, tendersLeft } from '../../src/modules/shop/refund-tenders.ts'
import { refunds } from '../../src/modules/shop/refunds.resource.ts'
import { closeShift, moveCash, openShift, takeOverShift } from '../../src/modules/shop/shift.commands.ts'
import { cashMoves, shifts } from '../../src/modules/shop/shifts.resource.ts'
import { cashCheckout, memberCheckout, memberTopUp } from '../../src/modules/shop/shop.commands.ts'
import { inLanguage } from '../../src/resources/text.ts'
import { companyRows, findRow, untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'
import type { ServerRun } from '../http/command-store.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure } from '../http/envelope.ts'
import { payloadVersionOf } from '../http/payload-version.ts'
import { cashOutApprovedBy } from '../shop/cash-out-limit.ts'
import { checkTechnicians } from '../shop/line-technicians.ts'
import { authorisedBy, managerGrantRoutes } from '../shop/manager-grants.ts'
import { issueCard, mayIssueCard } from '../shop/member-card-hooks.ts'
import { orderExists } from '../shop/receipt-numbers.ts'
import { checkRefundLines, refundApprovedBy } from '../shop/refund-rules.ts'
import { priceSale } from '../shop/sale-pricing.ts'
import { countLate, workedShift } from '../shop/shift-ownership.ts'
import { openShiftRow, shiftReport, tillHasOpenShift } from '../shop/shift-report.ts'
import { returnStock, takeStock } from '../shop/stock-moves.ts'
import { technicianListRoute } from '../shop/technician-list.ts'
import { adoptLegacyTill, tillOfCode, tillOfDevice } from '../shop/till-registry.ts'
import { topUpApprovedBy } from '../shop/top-up-cap.ts'
import { cardSaleRoutes } from './card-sale-route.ts'
import { serveCommand } from './serve-command.ts'
import { tillRoutes } from './till-routes.ts'

/**
 * Cash paid out of a drawer (a cash-out, a refund's cash part) is cash the drawer holds, by the
 * server's own records of its open shift (locked until commit); outside an open shift nothing is counted.
 */
async function cashOnHand(
  trx: Transaction<Database>,
  shiftId: string | undefined,
  comId: number,
  paidOut: number,
  refusal: 'cashOutTooMuch' | 'refundCashOverDrawer',
) {
  if (!shiftId || paidOut <= 0) return
  const shift = await findRow(trx, shifts, shiftId, comId, { forUpdate: true })
  if (shift?.status !== 'open') return
  const { expectedCash } = await shiftReport(trx, shift, comId)
  if (paidOut > expectedCash)
    throw new ApiFailure(Code.unprocessable, refusal, { cash: formatFen(expectedCash) })
}

/** Whether the member may be charged or credited `delta`, checked before the shared effect books it. */
async function checkBooking(
  { trx, by, ctx }: Pick<ServerRun<unknown>, 'trx' | 'by' | 'ctx'>,
  c: { memberId: string; delta: number; ledgerId: string },
) {
  // Locked until commit: a checkout on the same member in another server process waits and then
  // sees this one's balance, so two charges can never both pass the check below on one balance.
  const member = await findRow(trx, members, c.memberId, by.comId, { forUpdate: true })
  if (!member) throw new ApiFailure(Code.notFound, 'memberMissing')
  // An expired card is refused by its date below, with the date in the message, as before the task marked it.
  if (member.status !== 'active' && member.status !== 'expired')
    throw new ApiFailure(Code.badRequest, 'memberFrozen')
  // An expired card takes no more charges; top-ups and refunds still reach it.
  const until = String(member.valid_until ?? '')
  if (c.delta < 0 && until && until < companyDateTime(by.now)[0])
    throw new ApiFailure(Code.badRequest, 'memberExpired', { date: until })
  const balance = Number(member.balance)
  if (balance + c.delta < 0)
    throw new ApiFailure(Code.badRequest, 'balanceInsufficient', { balance: formatFen(balance) })
  // Ledger ids are the client's: one already booked (here or anywhere) is refused, not a 500.
  const taken = await untyped(trx)
    .selectFrom(tableName(memberLedger))
    .select('id')
    .where('id', '=', c.ledgerId)
    .executeTakeFirst()
  if (taken)
    throw new ApiFailure(Code.unprocessable, 'idTaken', {
      label: inLanguage(checkoutLabels.id!, ctx.lang),
      id: c.ledgerId,
    })
}

export function shopRoutes() {
  const app = new Hono<AppEnv>()
  managerGrantRoutes(app)
  tillRoutes(app)
  cardSaleRoutes(app)
  technicianListRoute(app)

  // Every money command names the sender's shift (shift-ownership.ts) and records its cashier.
  serveCommand(app, cashCheckout, async (run) => {
    const { trx, payload, user, by, ctx, shared } = run
    const worked = await workedShift(run, payload.shift_id, 'money', payload.sold_at)
    await orderExists(trx, payload, by.comId)
    const pricing = await priceSale(trx, payload, { user, now: by.now })
    await checkTechnicians(trx, payload.lines, by.comId)
    const cashier = ctx.actor.name
    await shared({ [orders.name]: { ...pricing, cashier }, [memberLedger.name]: { cashier } })
    await takeStock(trx, payload.lines, by)
    await countLate(run, worked, payload.total)
  })

  serveCommand(app, memberCheckout, async (run) => {
    const { trx, payload, user, by, ctx, shared } = run
    const worked = await workedShift(run, payload.shift_id, 'money', payload.sold_at)
    await orderExists(trx, payload, by.comId)
    const pricing = await priceSale(trx, payload, { user, now: by.now })
    await checkTechnicians(trx, payload.lines, by.comId)
    await checkBooking(run, {
      memberId: payload.member_id,
      delta: -balancePart(payload),
      ledgerId: payload.id,
    })
    const cashier = ctx.actor.name
    await shared({ [orders.name]: { ...pricing, cashier }, [memberLedger.name]: { cashier } })
    await takeStock(trx, payload.lines, by)
    await countLate(run, worked, payload.total)
  })

  serveCommand(app, memberTopUp, async (run) => {
    const { trx, payload, user, by, ctx, shared } = run
    const worked = await workedShift(run, payload.shift_id, 'money', payload.at)
    payload.approved_by = (await topUpApprovedBy(trx, user, payload, by.now)) || undefined
    await checkBooking(run, { memberId: payload.member_id, delta: payload.amount, ledgerId: payload.id })
    await shared({ [memberLedger.name]: { cashier: ctx.actor.name } })
    await countLate(run, worked, payload.amount)
  })

  // A shift is opened on a registered till, for that till, one open shift per till (one drawer).
  serveCommand(app, openShift, async ({ c, trx, payload, by, ctx, shared }) => {
    const device = by.device ?? ''
    // Queued before tills were registered (v1, as an upgraded device's push says of its old entries):
    // the device's own code is registered to it now, so the queue it held across the upgrade goes on.
    // A call naming no version at all is today's and gets no such grace.
    const stated = c.req.header(PAYLOAD_VERSION_HEADER)
    const legacy = stated !== undefined && payloadVersionOf(stated) < 2
    const till =
      (await tillOfDevice(trx, by.comId, device)) ??
      (legacy ? await adoptLegacyTill(trx, by, device, payload.till, payload.at, ctx.actor.name) : undefined)
    if (!till) throw new ApiFailure(Code.unprocessable, 'tillNotRegistered')
    if (till.code !== payload.till)
      throw new ApiFailure(Code.unprocessable, 'tillCodeMismatch', {
        mine: String(till.code),
        till: payload.till,
      })
    if (await tillHasOpenShift(trx, payload.till, by.comId))
      throw new ApiFailure(Code.unprocessable, 'shiftAlreadyOpen', { till: payload.till })
    await shared({ [shifts.name]: { shop_id: String(till.shop_id) } })
  })

  // The next cashier signed in on the till takes its open shift over: only on that till's device.
  serveCommand(app, takeOverShift, async ({ trx, payload, by, shared }) => {
    const shift = await openShiftRow(trx, payload.id, by.comId)
    const till = await tillOfCode(trx, by.comId, String(shift.till))
    if (!till) throw new ApiFailure(Code.unprocessable, 'tillNotRegistered')
    if (till.device !== (by.device ?? ''))
      throw new ApiFailure(Code.unprocessable, 'shiftOtherTill', { till: String(till.name || till.code) })
    await shared()
  })

  // Cash taken out of the drawer is cash it holds, by the server's own records of the shift, and past
  // the shift's limit the shop manager's (cash-out-limit.ts).
  serveCommand(app, moveCash, async (run) => {
    const { trx, payload, user, by, ctx, shared } = run
    await workedShift(run, payload.shift_id, 'cashMove', payload.at)
    payload.approved_by = undefined
    if (payload.direction === 'out') {
      await cashOnHand(trx, payload.shift_id, by.comId, payload.amount, 'cashOutTooMuch')
      payload.approved_by = (await cashOutApprovedBy(trx, user, payload, by.now)) || undefined
    }
    await shared({ [cashMoves.name]: { cashier: ctx.actor.name } })
  })

  // What the drawer should hold is the server's call, from its own records of the shift's sales,
  // refunds, top-ups and cash moves (the till's figure is only its offline view); a close that does
  // not add up needs the shop manager's right.
  serveCommand(app, closeShift, async (run) => {
    const { trx, payload, user, by, shared } = run
    await workedShift(run, payload.id, 'close', payload.at)
    const shift = await openShiftRow(trx, payload.id, by.comId)
    payload.expected = (await shiftReport(trx, shift, by.comId)).expectedCash
    const difference = payload.counted - payload.expected
    payload.approved_by = undefined
    if (difference !== 0) {
      const granted = await authorisedBy(trx, user, payload.grant, 'shiftDifference', payload.id, by.now)
      if (granted === null)
        throw new ApiFailure(Code.forbidden, 'shiftDifferenceNeedsRight', {
          difference: formatFen(difference),
        })
      payload.approved_by = granted
    }
    await shared()
  })

  // A visitor's sign-up becomes a member once, by whoever gets to it first; a card number is one
  // member's; the card type's initial balance and validity are booked as for any new card, and a
  // card with value needs the shop manager as it does on the members page.
  const waiting = async (trx: Transaction<Database>, id: string, comId: number) => {
    const request = await findRow(trx, memberRequests, id, comId, { forUpdate: true })
    if (request?.status !== 'pending') throw new ApiFailure(Code.unprocessable, 'memberRequestHandled')
    return request
  }
  serveCommand(app, admitMember, async ({ trx, payload, user, by, shared }) => {
    await waiting(trx, payload.id, by.comId)
    const taken = await companyRows(trx, members, by.comId)
      .select('id')
      .where('card_no', '=', payload.card_no)
      .executeTakeFirst()
    if (taken) throw new ApiFailure(Code.unprocessable, 'cardNoTaken', { card: payload.card_no })
    const { grant, member_id, card_type } = payload
    const approvedBy = await mayIssueCard(trx, user, grant, member_id, card_type, by.now)
    await shared()
    await issueCard(trx, payload.member_id, by, approvedBy)
  })
  serveCommand(app, bindCard, async ({ trx, payload, by, shared }) => {
    const request = await waiting(trx, payload.id, by.comId)
    const member = await findRow(trx, members, payload.member_id, by.comId)
    if (!member || member.card_no !== request.card_no)
      throw new ApiFailure(Code.unprocessable, 'cardNoUnknown', { card: String(request.card_no) })
    await shared()
  })
  serveCommand(app, declineMemberRequest, async ({ trx, payload, by, shared }) => {
    await waiting(trx, payload.id, by.comId)
    await shared()
  })

  // The sale is locked until commit: two refunds of one sale, from two devices offline, are judged
  // one after the other against what is left, so together they never exceed its total.
  serveCommand(app, refund, async (run) => {
    const { trx, payload, user, by, ctx, shared } = run
    const worked = await workedShift(run, payload.shift_id, 'money', payload.at)
    const order = await findRow(trx, orders, payload.order_id, by.comId, { forUpdate: true })
    if (!order) throw new ApiFailure(Code.notFound, 'refundSaleMissing')
    const earlier = await companyRows(trx, refunds, by.comId)
      .selectAll()
      .where('order_id', '=', payload.order_id)
      .execute()
    const left = refundable(order)
    if (payload.amount > left)
      throw new ApiFailure(Code.unprocessable, 'refundTooMuch', {
        left: formatFen(left),
        refunded: formatFen(Number(order.refunded ?? 0)),
      })
    // By line: never more of a line than was sold, nor more money than those units cost.
    checkRefundLines(order, earlier, payload)
    // Back the way it was paid, never more by a method than the sale took by it less earlier refunds.
    const parts = refundPartsOf(payload)
    const toBalance = partTo(parts, 'balance')
    if (toBalance > 0 && !order.member_id) throw new ApiFailure(Code.badRequest, 'refundNoMember')
    const breach = tenderBreach(parts, tendersLeft(order, earlier))
    if (breach) {
      const method = inLanguage(refunds.fields.to.options[breach.method], ctx.lang)
      throw new ApiFailure(Code.unprocessable, breach.paid ? 'refundTenderTooMuch' : 'refundTenderNotPaid', {
        method,
        left: formatFen(breach.left),
      })
    }
    await cashOnHand(trx, payload.shift_id, by.comId, partTo(parts, 'cash'), 'refundCashOverDrawer')
    // Given back alone up to the limits, per sale and per shift, on the sale's own till; else the manager.
    payload.approved_by = undefined
    const approvedBy = await refundApprovedBy(trx, { user, now: by.now }, order, earlier, payload)
    if (approvedBy) payload.approved_by = approvedBy
    if (toBalance > 0)
      await checkBooking(run, { memberId: String(order.member_id), delta: toBalance, ledgerId: payload.id })
    const cashier = ctx.actor.name
    await shared({ [refunds.name]: { cashier }, [memberLedger.name]: { cashier } })
    // Goods given back go back on the shelf, in the refund's own transaction (once, like the sale).
    if (payload.lines) await returnStock(trx, payload.lines, by)
    await countLate(run, worked, -payload.amount)
  })
  return app
}
