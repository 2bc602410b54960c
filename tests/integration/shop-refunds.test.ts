import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { enqueue, newId } from '../../src/data/enqueue.ts'
import { REFUND_LIMIT_FEN } from '../../src/modules/shop/refund.command.ts'
import type { RefundTender } from '../../src/modules/shop/refund-tenders.ts'
import { cashSale, ledgerMismatches, lines, memberSale, registeredTill, shopData } from '../helpers/shop.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
let shop: string
let admin: string
beforeAll(async () => {
  server = await startTestServer()
  shop = await login(server, 'shop', 'shop123')
  admin = await login(server, 'admin', 'admin123')
})
afterAll(() => server.stop())

/** The till the calls come from (X-Device): the one whose shift a test opened, else none. */
let till: { headers: Record<string, string> } = { headers: {} }
const post = (token: string, path: string, body: { id: string } & Record<string, unknown>, lang = 'zh-CN') =>
  call(server, 'POST', path, {
    body,
    headers: { ...bearer(token), ...till.headers, 'idempotency-key': body.id, 'accept-language': lang },
  })
const refundOf = (order_id: string, amount: number, to: RefundTender = 'cash') => ({
  id: newId(),
  order_id,
  amount,
  to,
  reason: '顾客不满意',
  at: new Date().toISOString(),
})
const row = async (table: string, id: string) =>
  (await (server.db as never as import('kysely').Kysely<Record<string, Record<string, unknown>>>)
    .selectFrom(table)
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()) as Record<string, unknown> | undefined

async function cashSold() {
  const { items } = await shopData(server)
  const sale = cashSale(lines(items, 2))
  expect((await post(shop, '/dian/saveCashCheckout', sale)).body.code).toBe(200)
  return sale
}

describe('refunds', () => {
  it('in parts, in cash, until the sale is used up; one more fen is refused with what is left', async () => {
    const sale = await cashSold()
    const first = refundOf(sale.id, 1000)
    expect((await post(shop, '/dian/saveRefund', first)).body.code).toBe(200)
    // The same refund sent again (a lost answer) is applied once.
    expect((await post(shop, '/dian/saveRefund', first)).body).toMatchObject({ code: 200, replayed: true })
    expect(Number((await row('res_orders', sale.id))?.refunded)).toBe(1000)

    const rest = sale.total - 1000
    const tooMuch = await post(shop, '/dian/saveRefund', refundOf(sale.id, rest + 1))
    expect(tooMuch.body.code).toBe(422)
    expect(tooMuch.body.msg).toBe(`退款超出可退金额：该单已退 ¥10.00，最多还可退 ¥${(rest / 100).toFixed(2)}`)
    expect((await post(shop, '/dian/saveRefund', refundOf(sale.id, rest))).body.code).toBe(200)
    expect(Number((await row('res_orders', sale.id))?.refunded)).toBe(sale.total)
  })

  it('two devices refunding the same sale offline: the first to arrive is taken, the second refused and undone', async () => {
    const sale = await cashSold()
    const a = await signedInClient(server, 'shop', 'shop123')
    const b = await signedInClient(server, 'admin', 'admin123')
    await a.engine.pull()
    await b.engine.pull()
    await enqueue(a.db, a.ctx, 'shop.refund', refundOf(sale.id, sale.total), {})
    await enqueue(b.db, b.ctx, 'shop.refund', refundOf(sale.id, sale.total - 500), {})
    expect(Number((await b.db.table('orders').get(sale.id))?.refunded)).toBe(sale.total - 500)
    await a.push()
    await b.push()
    const refunds = (await (
      server.db as never as import('kysely').Kysely<Record<string, { order_id: string }>>
    )
      .selectFrom('res_refunds')
      .selectAll()
      .where('order_id', '=', sale.id)
      .execute()) as unknown as { amount: number }[]
    expect(refunds.map((r) => Number(r.amount))).toEqual([sale.total])
    const failed = await b.db.outbox.where('state').equals('failed').toArray()
    expect(failed).toHaveLength(1)
    expect(failed[0]!.error?.message).toContain('退款超出可退金额')
    // B's optimistic refund was taken back: the sale shows what the server holds.
    await b.engine.pull()
    expect(Number((await b.db.table('orders').get(sale.id))?.refunded)).toBe(sale.total)
  })

  it('back to a member balance books a ledger row, so balance = sum(ledger) holds; a cash sale cannot', async () => {
    const { items, members } = await shopData(server)
    const member = members.find((m) => m.status === 'active' && Number(m.balance) > 10_000)!
    const sale = memberSale(member, lines(items, 1))
    expect((await post(shop, '/dian/saveMemberCheckout', sale)).body.code).toBe(200)
    const before = Number((await row('res_members', String(member.id)))?.balance)
    expect((await post(shop, '/dian/saveRefund', refundOf(sale.id, sale.total, 'balance'))).body.code).toBe(
      200,
    )
    expect(Number((await row('res_members', String(member.id)))?.balance)).toBe(before + sale.total)
    expect(await ledgerMismatches(server)).toEqual([])

    const cash = await cashSold()
    const refused = await post(shop, '/dian/saveRefund', refundOf(cash.id, 100, 'balance'), 'en')
    expect(refused.body).toMatchObject({
      code: 400,
      msg: 'This was not a member sale: it cannot go back to a member balance',
    })
  })

  it(`above ¥${REFUND_LIMIT_FEN / 100} needs the manager's right: the cashier is refused, the admin may`, async () => {
    const { items } = await shopData(server)
    const big = cashSale(
      lines(items, 1).map((l) => ({ ...l, qty: Math.ceil((REFUND_LIMIT_FEN + 1) / l.price) })),
    )
    expect((await post(shop, '/dian/saveCashCheckout', big)).body.code).toBe(200)
    const refused = await post(shop, '/dian/saveRefund', refundOf(big.id, REFUND_LIMIT_FEN + 1))
    expect(refused.body).toMatchObject({ code: 403, msg: '退款超过 ¥200.00 需要店长权限（改价与折扣）' })
    expect((await post(shop, '/dian/saveRefund', refundOf(big.id, REFUND_LIMIT_FEN))).body.code).toBe(200)
    expect((await post(admin, '/dian/saveRefund', refundOf(big.id, 1))).body.code).toBe(200)
  })

  it('names the field it refuses, in the request’s language', async () => {
    const sale = await cashSold()
    const bad = await post(shop, '/dian/saveRefund', { ...refundOf(sale.id, 100), reason: ' ' }, 'en')
    expect(bad.body.code).toBe(400)
    expect(bad.body.msg).toBe('Enter the reason')
  })
})

describe('a refund goes back the way the sale was paid', () => {
  const shiftRow = (id: string) => row('res_shifts', id)
  // Each shift on a till of its own, registered by the manager.
  const openShift = async (_name: string, float: number) => {
    const registered = await registeredTill(server, admin)
    till = registered
    const shift = { id: newId(), till: registered.code, float, at: new Date().toISOString() }
    expect((await post(shop, '/dian/openShift', shift)).body.code).toBe(200)
    opened = shift.id
    return shift.id
  }
  let opened: string | undefined
  // A shift left open would hold the cashier's next shiftless sale: the manager closes it.
  afterEach(async () => {
    if (opened && (await shiftRow(opened))?.status === 'open') await closeAsCounted(opened)
    opened = undefined
    till = { headers: {} }
  })
  const closeAsCounted = (id: string) =>
    post(admin, '/dian/closeShift', {
      id,
      counted: 0,
      expected: 0,
      note: '清点',
      at: new Date().toISOString(),
    })

  it('a sale paid from the balance cannot come back as cash from the drawer; back to the balance it can', async () => {
    const { items, members } = await shopData(server)
    const member = members.find((m) => m.status === 'active' && Number(m.balance) > 10_000)!
    const sale = memberSale(member, lines(items, 1))
    expect((await post(shop, '/dian/saveMemberCheckout', sale)).body.code).toBe(200)
    const before = Number((await row('res_members', String(member.id)))?.balance)

    const asCash = await post(shop, '/dian/saveRefund', refundOf(sale.id, 100, 'cash'))
    expect(asCash.body).toMatchObject({
      code: 422,
      msg: '该单没有用现金支付，不能退回现金：退款只能按原支付方式退回',
    })
    const inEnglish = await post(shop, '/dian/saveRefund', refundOf(sale.id, 100, 'cash'), 'en')
    expect(inEnglish.body.msg).toBe(
      'This sale was not paid by Cash: it cannot be refunded by Cash; a refund goes back the way the sale was paid',
    )
    expect(Number((await row('res_orders', sale.id))?.refunded ?? 0)).toBe(0)

    expect((await post(shop, '/dian/saveRefund', refundOf(sale.id, sale.total, 'balance'))).body.code).toBe(
      200,
    )
    expect(Number((await row('res_members', String(member.id)))?.balance)).toBe(before + sale.total)
    expect(await ledgerMismatches(server)).toEqual([])
  })

  it('the tester’s split sale: ¥268 as WeChat 200 + cash 68, ¥250 back — the drawer gives back only its cash part', async () => {
    const { items } = await shopData(server)
    const shiftId = await openShift('R1', 10_000)
    // At least ¥268 at the list's price; WeChat takes ¥200 of it, cash the rest (with change).
    const [line] = lines(items, 1)
    const cart = [{ ...line!, qty: Math.ceil(26_800 / line!.price) }]
    const total = cart[0]!.price * cart[0]!.qty
    const wechat = 20_000
    const payments = [
      { method: 'cash', amount: total - wechat },
      { method: 'wechat', amount: wechat },
    ]
    const sale = { ...cashSale(cart), tendered: total + 3_200, change: 3_200, payments, shift_id: shiftId }
    expect((await post(shop, '/dian/saveCashCheckout', sale)).body.code).toBe(200)

    // All of it in cash: more cash than the sale took is refused, naming what may still go back in cash.
    const allCash = await post(admin, '/dian/saveRefund', { ...refundOf(sale.id, total), shift_id: shiftId })
    expect(allCash.body).toMatchObject({
      code: 422,
      msg: `退回现金超出可退金额：该单最多还可退回现金 ¥${((total - wechat) / 100).toFixed(2)}`,
    })

    // All but ¥18 back: WeChat's ¥200 through WeChat, the rest from the drawer.
    const back = {
      ...refundOf(sale.id, total - 1_800, 'wechat'),
      shift_id: shiftId,
      payments: [
        { method: 'wechat', amount: wechat },
        { method: 'cash', amount: total - 1_800 - wechat },
      ],
    }
    expect((await post(admin, '/dian/saveRefund', back)).body.code).toBe(200)
    const stored = await row('res_refunds', back.id)
    expect(JSON.parse(String(stored?.payments))).toEqual(back.payments)

    // WeChat has nothing left to give back; the ¥18 left is cash.
    const moreWechat = await post(admin, '/dian/saveRefund', {
      ...refundOf(sale.id, 100, 'wechat'),
      shift_id: shiftId,
    })
    expect(moreWechat.body.msg).toBe('退回微信超出可退金额：该单最多还可退回微信 ¥0.00')

    expect((await closeAsCounted(shiftId)).body.code).toBe(200)
    // Float ¥100 + the cash the sale took − the cash part of the refund = ¥118: WeChat never left the drawer.
    expect(Number((await shiftRow(shiftId))?.expected)).toBe(11_800)
  })

  it('a cash-out larger than the drawer holds is refused, saying what it holds; up to that it goes', async () => {
    const { items } = await shopData(server)
    const shiftId = await openShift('R2', 10_000)
    const sale = { ...cashSale(lines(items, 1)), shift_id: shiftId }
    expect((await post(shop, '/dian/saveCashCheckout', sale)).body.code).toBe(200)
    const holds = 10_000 + sale.total
    const out = (amount: number) => ({
      id: newId(),
      shift_id: shiftId,
      direction: 'out',
      amount,
      reason: '存银行',
      at: new Date().toISOString(),
    })
    const tooMuch = await post(shop, '/dian/saveCashMove', out(holds + 1))
    expect(tooMuch.body).toMatchObject({
      code: 422,
      msg: `钱箱应有现金只有 ¥${(holds / 100).toFixed(2)}，不能取出更多`,
    })
    const inEnglish = await post(shop, '/dian/saveCashMove', out(holds + 1), 'en')
    expect(inEnglish.body.msg).toBe(
      `The drawer should hold only ¥${(holds / 100).toFixed(2)}: no more can be taken out`,
    )
    expect((await post(shop, '/dian/saveCashMove', out(holds))).body.code).toBe(200)
    expect((await post(shop, '/dian/saveCashMove', out(1))).body.msg).toBe(
      '钱箱应有现金只有 ¥0.00，不能取出更多',
    )
  })

  it('a refund’s cash part in a shift is no more than the drawer holds; outside a shift it is not counted', async () => {
    const { items } = await shopData(server)
    const earlier = await cashSold()
    const shiftId = await openShift('R3', 1_000)
    const tooMuch = await post(shop, '/dian/saveRefund', {
      ...refundOf(earlier.id, 1_001),
      shift_id: shiftId,
    })
    expect(tooMuch.body).toMatchObject({ code: 422, msg: '钱箱应有现金只有 ¥10.00，退回现金不能超过它' })
    expect(
      (await post(shop, '/dian/saveRefund', { ...refundOf(earlier.id, 1_000), shift_id: shiftId })).body.code,
    ).toBe(200)
    // A WeChat sale made in the shift goes back through WeChat however empty the drawer is.
    const wechat = { ...cashSale(lines(items, 1)), method: 'wechat', shift_id: shiftId }
    expect((await post(shop, '/dian/saveCashCheckout', wechat)).body.code).toBe(200)
    const back = { ...refundOf(wechat.id, wechat.total, 'wechat'), shift_id: shiftId }
    expect((await post(shop, '/dian/saveRefund', back)).body.code).toBe(200)
    // Outside a shift (the manager, in the back office) nothing of the drawer is counted.
    till = { headers: {} }
    expect((await post(admin, '/dian/saveRefund', refundOf(earlier.id, 100))).body.code).toBe(200)
  })

  it('a shift a refund took below nothing before refunds went back by their method still closes, with the manager', async () => {
    const { items } = await shopData(server)
    const shiftId = await openShift('R4', 100)
    const wechat = { ...cashSale(lines(items, 1)), method: 'wechat', shift_id: shiftId }
    expect((await post(shop, '/dian/saveCashCheckout', wechat)).body.code).toBe(200)
    // What the old till stored: the whole WeChat sale paid back out of the drawer.
    const sold = await row('res_orders', wechat.id)
    const stamp = Date.now()
    await (server.db as never as import('kysely').Kysely<Record<string, Record<string, unknown>>>)
      .insertInto('res_refunds')
      .values({
        id: newId(),
        com_id: sold?.com_id,
        rev: stamp,
        updated_at: stamp,
        created_at: stamp,
        order_id: wechat.id,
        amount: wechat.total,
        to: 'cash',
        reason: '旧版退款',
        at: new Date().toISOString(),
        shift_id: shiftId,
      })
      .execute()
    const below = 100 - wechat.total
    expect(below).toBeLessThan(0)
    // The till's own figure is below nothing too; the count is what the drawer really holds.
    const close = { id: shiftId, counted: 0, expected: below, note: '旧版退款', at: new Date().toISOString() }
    expect((await post(admin, '/dian/closeShift', close)).body.code).toBe(200)
    const shift = await shiftRow(shiftId)
    expect(Number(shift?.expected)).toBe(below)
    expect(Number(shift?.difference)).toBe(-below)
  })
})
