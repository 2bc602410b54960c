import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueue, newId } from '../../src/data/enqueue.ts'
import { zReport } from '../../src/modules/shop/z-report.ts'
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

type Raw = Kysely<Record<string, Record<string, unknown>>>
const db = () => server.db as never as Raw
const now = () => new Date().toISOString()
/** A call from a till (its X-Device), as the sync engine sends it. */
const post = (
  token: string,
  path: string,
  body: { id: string } & Record<string, unknown>,
  till: { headers: Record<string, string> } = { headers: {} },
) =>
  call(server, 'POST', path, {
    body,
    headers: { ...bearer(token), ...till.headers, 'idempotency-key': newId() },
  })
const aTill = () => registeredTill(server, admin)
/** The manager closes every shift left open, so the cashier's next sale outside a shift is taken. */
async function closeOpenShifts() {
  const open = await db().selectFrom('res_shifts').select('id').where('status', '=', 'open').execute()
  for (const { id } of open)
    await post(admin, '/dian/closeShift', { id: String(id), counted: 0, expected: 0, note: '', at: now() })
}
const open = (till: string, float: number) => ({ id: newId(), till, float, at: now() })
const shiftRow = (id: string) =>
  db().selectFrom('res_shifts').selectAll().where('id', '=', id).executeTakeFirst()
const ofShift = (table: string, shiftId: string) =>
  db().selectFrom(table).selectAll().where('shift_id', '=', shiftId).execute()

async function serverReport(shiftId: string) {
  const shift = await shiftRow(shiftId)
  const ledger = await ofShift('res_memberLedger', shiftId)
  return zReport({
    float: Number(shift?.float),
    orders: await ofShift('res_orders', shiftId),
    refunds: await ofShift('res_refunds', shiftId),
    topUps: ledger.filter((l) => l.kind === 'topup'),
    moves: await ofShift('res_cashMoves', shiftId),
  })
}

describe('shifts', () => {
  it('a whole shift made offline on a till reaches the server once; its Z report there equals the till’s to the fen', async () => {
    const { items, members } = await shopData(server)
    const device = await aTill()
    const till = await signedInClient(server, 'admin', 'admin123', { device: device.device })
    await till.engine.pull()
    const shift = open(device.code, 50_000)
    const shift_id = shift.id
    await enqueue(till.db, till.ctx, 'shop.openShift', shift, {})
    const cash1 = { ...cashSale(lines(items, 2), 100_000), shift_id }
    const cash2 = { ...cashSale(lines(items.slice(2), 1)), shift_id }
    const wechat = { ...cashSale(lines(items, 1)), method: 'wechat', shift_id }
    const member = members.find((m) => Number(m.balance) > 50_000)!
    const onCard = { ...memberSale(member, lines(items, 1)), shift_id }
    for (const [kind, sale] of [
      ['shop.cashCheckout', cash1],
      ['shop.cashCheckout', cash2],
      ['shop.cashCheckout', wechat],
      ['shop.memberCheckout', onCard],
    ] as const)
      await enqueue(till.db, till.ctx, kind, sale, {})
    const back = {
      id: newId(),
      order_id: cash2.id,
      amount: 100,
      to: 'cash',
      reason: '找错零',
      at: now(),
      shift_id,
    }
    await enqueue(till.db, till.ctx, 'shop.refund', back, {})
    const topUp = {
      id: newId(),
      member_id: String(member.id),
      amount: 20_000,
      at: now(),
      method: 'cash',
      shift_id,
    }
    await enqueue(till.db, till.ctx, 'shop.topUp', topUp, {})
    const out = { id: newId(), shift_id, direction: 'out', amount: 30_000, reason: '存银行', at: now() }
    await enqueue(till.db, till.ctx, 'shop.cashMove', out, {})

    // The till reckons from its own mirror, offline.
    const local = zReport({
      float: 50_000,
      orders: await till.db.table('orders').where('shift_id').equals(shift_id).toArray(),
      refunds: await till.db.table('refunds').where('shift_id').equals(shift_id).toArray(),
      topUps: (await till.db.table('memberLedger').where('shift_id').equals(shift_id).toArray()).filter(
        (l) => l.kind === 'topup',
      ),
      moves: await till.db.table('cashMoves').where('shift_id').equals(shift_id).toArray(),
    })
    const cashTaken = cash1.total + cash2.total
    expect(local.expectedCash).toBe(50_000 + cashTaken + 20_000 - 100 - 30_000)
    expect(local.sales.wechat.total).toBe(wechat.total)
    expect(local.sales.member.total).toBe(onCard.total)
    const close = {
      id: shift_id,
      counted: local.expectedCash,
      expected: local.expectedCash,
      note: '',
      at: now(),
    }
    await enqueue(till.db, till.ctx, 'shop.closeShift', close, {})
    await till.push()

    expect(await till.db.table('outbox').count()).toBe(0)
    const stored = await shiftRow(shift_id)
    expect(stored).toMatchObject({ status: 'closed', till: device.code })
    expect(Number(stored?.expected)).toBe(local.expectedCash)
    expect(Number(stored?.difference)).toBe(0)
    expect(await serverReport(shift_id)).toEqual(local)
    expect(await ledgerMismatches(server)).toEqual([])
  })

  it('a count that does not add up closes only with the shop manager’s right, the difference kept signed', async () => {
    const till = await aTill()
    const shift = open(till.code, 20_000)
    expect((await post(shop, '/dian/openShift', shift, till)).body.code).toBe(200)
    const short = { id: shift.id, counted: 19_500, expected: 20_000, note: '少了五元', at: now() }
    const refused = await post(shop, '/dian/closeShift', short, till)
    expect(refused.body).toMatchObject({
      code: 403,
      msg: '实点现金与应有现金相差 -¥5.00，结班需要店长权限（改价与折扣）',
    })
    expect((await shiftRow(shift.id))?.status).toBe('open')
    expect((await post(admin, '/dian/closeShift', short)).body.code).toBe(200)
    expect(Number((await shiftRow(shift.id))?.difference)).toBe(-500)
  })

  it('the server’s records decide what the drawer should hold, not the till’s figure', async () => {
    const { items } = await shopData(server)
    const till = await aTill()
    const shift = open(till.code, 10_000)
    expect((await post(shop, '/dian/openShift', shift, till)).body.code).toBe(200)
    const sale = { ...cashSale(lines(items, 1)), shift_id: shift.id }
    expect((await post(shop, '/dian/saveCashCheckout', sale, till)).body.code).toBe(200)
    // A till that missed its own sale claims the float alone; counted matches the real drawer.
    const close = { id: shift.id, counted: 10_000 + sale.total, expected: 10_000, note: '', at: now() }
    expect((await post(shop, '/dian/closeShift', close, till)).body.code).toBe(200)
    const stored = await shiftRow(shift.id)
    expect(Number(stored?.expected)).toBe(10_000 + sale.total)
    expect(Number(stored?.difference)).toBe(0)
  })

  it('one open shift per till; no cash moves on a closed shift; bad amounts are named', async () => {
    const till = await aTill()
    const shift = open(till.code, 0)
    expect((await post(shop, '/dian/openShift', shift, till)).body.code).toBe(200)
    expect((await post(shop, '/dian/openShift', open(till.code, 0), till)).body).toMatchObject({
      code: 422,
      msg: `收银台 ${till.code} 已有当班的班次，请先结班`,
    })
    const close = { id: shift.id, counted: 0, expected: 0, note: '', at: now() }
    expect((await post(shop, '/dian/closeShift', close, till)).body.code).toBe(200)
    const late = {
      id: newId(),
      shift_id: shift.id,
      direction: 'in',
      amount: 100,
      reason: '补零钱',
      at: now(),
    }
    const refused = (await post(shop, '/dian/saveCashMove', late, till)).body
    expect(refused.code).toBe(422)
    expect(refused.msg).toMatch(/^这个班次已于 .+ 结班$/)
    const negative = await post(shop, '/dian/openShift', { ...open(till.code, -100) }, till)
    expect(negative.body.code).toBe(400)
    expect(negative.body.msg).toContain('备用金')
  })
})

describe('split payments', () => {
  it('a sale paid in cash and WeChat is stored with its parts and counted under each in the Z report; parts that do not add up are refused', async () => {
    const { items } = await shopData(server)
    const till = await aTill()
    const shift = open(till.code, 0)
    expect((await post(shop, '/dian/openShift', shift, till)).body.code).toBe(200)
    const cart = lines(items, 1)
    const total = cart[0]!.price
    const payments = [
      { method: 'cash', amount: total - 1_000 },
      { method: 'wechat', amount: 1_000 },
    ]
    const sale = { ...cashSale(cart), tendered: total + 500, change: 500, payments, shift_id: shift.id }
    expect((await post(shop, '/dian/saveCashCheckout', sale, till)).body.code).toBe(200)
    const stored = await db()
      .selectFrom('res_orders')
      .selectAll()
      .where('id', '=', sale.id)
      .executeTakeFirst()
    expect(JSON.parse(String(stored?.payments))).toEqual(payments)
    const z = await serverReport(shift.id)
    expect(z.sales.cash.total).toBe(total - 1_000)
    expect(z.sales.wechat.total).toBe(1_000)
    expect(z.expectedCash).toBe(total - 1_000)

    const wrong = { ...cashSale(cart), payments: [payments[0], { method: 'wechat', amount: 999 }] }
    const refused = await post(shop, '/dian/saveCashCheckout', { ...wrong, shift_id: shift.id }, till)
    expect(refused.body).toMatchObject({ code: 400, msg: '销售单数据有误（金额或明细不一致）' })
  })
})

describe('the shop manager’s grant on a cashier’s till', () => {
  const grant = async (token: string, body: Record<string, unknown>) =>
    call(server, 'POST', '/dian/managerGrant', { body, headers: bearer(token) })

  it('unlocks one close with a difference, once, recorded with the manager’s name', async () => {
    const till = await aTill()
    const shift = open(till.code, 10_000)
    expect((await post(shop, '/dian/openShift', shift, till)).body.code).toBe(200)
    const asked = await grant(shop, {
      username: 'admin',
      password: 'admin123',
      action: 'shiftDifference',
      subject: shift.id,
    })
    expect(asked.body.code).toBe(200)
    const token = (asked.body.data as { grant: string }).grant
    const close = { id: shift.id, counted: 9_900, expected: 10_000, note: '少一元', at: now(), grant: token }
    expect((await post(shop, '/dian/closeShift', close, till)).body.code).toBe(200)
    const stored = await shiftRow(shift.id)
    expect(stored).toMatchObject({ status: 'closed', approved_by: '系统管理员' })
    expect(Number(stored?.difference)).toBe(-100)

    // The same grant is spent; on another shift it unlocks nothing.
    const other = open(till.code, 0)
    expect((await post(shop, '/dian/openShift', other, till)).body.code).toBe(200)
    const again = { id: other.id, counted: 100, expected: 0, note: '', at: now(), grant: token }
    expect((await post(shop, '/dian/closeShift', again, till)).body.code).toBe(403)
  })

  it('is refused to a wrong password and to a colleague without the right', async () => {
    const subject = newId()
    const wrong = await grant(shop, {
      username: 'admin',
      password: 'nope',
      action: 'refundOverLimit',
      subject,
    })
    expect(wrong.body.code).toBe(422)
    const notManager = await grant(shop, {
      username: 'office',
      password: 'office123',
      action: 'refundOverLimit',
      subject,
    })
    expect(notManager.body).toMatchObject({ code: 422, msg: 'office 没有店长权限（改价与折扣），不能授权' })
  })

  it('unlocks a refund above the limit and a price change for exactly that refund and that sale', async () => {
    const { items } = await shopData(server)
    const big = items.find((i) => Number(i.price) > 20_000)!
    await closeOpenShifts()
    const sale = cashSale(lines([big], 1))
    expect((await post(shop, '/dian/saveCashCheckout', sale)).body.code).toBe(200)
    const refund = {
      id: newId(),
      order_id: sale.id,
      amount: sale.total,
      to: 'cash',
      reason: '整单退',
      at: now(),
    }
    expect((await post(shop, '/dian/saveRefund', refund)).body.code).toBe(403)
    const asked = await grant(shop, {
      username: 'admin',
      password: 'admin123',
      action: 'refundOverLimit',
      subject: refund.id,
    })
    const granted = { ...refund, id: refund.id, grant: (asked.body.data as { grant: string }).grant }
    // The refund was refused, not stored: the same id goes again under a new key, with the grant.
    expect((await post(shop, '/dian/saveRefund', granted)).body.code).toBe(200)
    const stored = await db()
      .selectFrom('res_refunds')
      .selectAll()
      .where('id', '=', refund.id)
      .executeTakeFirst()
    expect(stored?.approved_by).toBe('系统管理员')

    const cheap = items.find((i) => i.code === 'XJC')!
    const discounted = lines([cheap], 1).map((l) => ({ ...l, discount: 800 }))
    const total = discounted[0]!.price - 800
    const off = { ...cashSale(discounted), total, tendered: total, change: 0, override_reason: '老顾客' }
    expect((await post(shop, '/dian/saveCashCheckout', off)).body.code).toBe(400)
    const priced = await grant(shop, {
      username: 'admin',
      password: 'admin123',
      action: 'priceOverride',
      subject: off.id,
    })
    const withGrant = { ...off, grant: (priced.body.data as { grant: string }).grant }
    expect((await post(shop, '/dian/saveCashCheckout', withGrant)).body.code).toBe(200)
    const order = await db().selectFrom('res_orders').selectAll().where('id', '=', off.id).executeTakeFirst()
    expect(order?.override_by).toBe('系统管理员')
  })
})
