// A value card with a price is a sale: paid by a method at the till, in the shift, in the Z report,
// its opening balance linked to that order; exactly once, offline too (issue 34, card sales).
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueue, newId } from '../../src/data/enqueue.ts'
import { zReport } from '../../src/modules/shop/z-report.ts'
import { ledgerMismatches, registeredTill } from '../helpers/shop.ts'
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
type Till = Awaited<ReturnType<typeof registeredTill>>
/** A call as `token`; from a registered till (its X-Device) when one is named, as the till sends it. */
const post = (token: string, path: string, body: Record<string, unknown>, from?: Till | null, lang = 'zh') =>
  call(server, 'POST', path, {
    body,
    headers: {
      ...bearer(token),
      ...(from?.headers ?? {}),
      'idempotency-key': newId(),
      'accept-language': lang,
    },
  })
const card = async (name: string) =>
  (await db().selectFrom('res_cardTypes').selectAll().where('name', '=', name).executeTakeFirst())!
const rowsOf = (table: string, column: string, value: string) =>
  db().selectFrom(table).selectAll().where(column, '=', value).execute()

/** A till the manager registers, and the cashier's shift opened on it (the manager approves at that till). */
async function openShift(name: string) {
  const till = await registeredTill(server, admin, name)
  const shift = { id: newId(), till: till.code, float: 10_000, at: now() }
  expect((await post(shop, '/dian/openShift', shift, till)).body.code).toBe(200)
  return { shift_id: shift.id, till }
}

async function serverReport(shiftId: string) {
  const shift = (await rowsOf('res_shifts', 'id', shiftId))[0]
  const ledger = await rowsOf('res_memberLedger', 'shift_id', shiftId)
  return zReport({
    float: Number(shift?.float),
    orders: await rowsOf('res_orders', 'shift_id', shiftId),
    refunds: await rowsOf('res_refunds', 'shift_id', shiftId),
    topUps: ledger.filter((l) => l.kind === 'topup'),
    moves: await rowsOf('res_cashMoves', 'shift_id', shiftId),
  })
}

function silverSale(silver: Record<string, unknown>, shift_id: string, extra: Record<string, unknown> = {}) {
  const member_id = newId()
  return {
    id: newId(),
    sold_at: now(),
    shift_id,
    member_id,
    new_member: { card_no: `S${member_id.slice(-8)}`, name: '钱多多', mobile: '13900000001' },
    card_type: String(silver.id),
    card_name: String(silver.name),
    opening_balance: Number(silver.initial_balance),
    total: Number(silver.price),
    method: 'cash',
    tendered: Number(silver.price),
    change: 0,
    ...extra,
  }
}

describe('a card with a price is sold at the till', () => {
  it('selling 银卡 by cash is a sale of the shift: the drawer expects the ¥500, the opening names the order', async () => {
    const silver = await card('银卡')
    const { shift_id, till } = await openShift('CS01')
    const sale = silverSale(silver, shift_id, { tendered: 60_000, change: 10_000 })
    expect((await post(admin, '/dian/saveCardSale', sale, till)).body.code).toBe(200)

    const [order] = await rowsOf('res_orders', 'id', sale.id)
    expect(order).toMatchObject({ method: 'cash', member_id: sale.member_id, shift_id })
    expect(Number(order!.total)).toBe(50_000)
    expect(JSON.parse(String(order!.lines))).toEqual([
      { item_id: String(silver.id), name: '银卡', price: 50_000, qty: 1, discount: 0 },
    ])
    const ledger = await rowsOf('res_memberLedger', 'member_id', sale.member_id)
    expect(ledger.map((l) => [l.kind, Number(l.amount), l.order_id, l.method, l.shift_id])).toEqual([
      ['opening', 50_000, sale.id, 'cash', shift_id],
    ])
    const [member] = await rowsOf('res_members', 'id', sale.member_id)
    expect(member).toMatchObject({ card_type: String(silver.id), status: 'active' })
    expect(Number(member!.balance)).toBe(50_000)

    const report = await serverReport(shift_id)
    expect(report.sales.cash.total).toBe(50_000)
    expect(report.expectedCash).toBe(10_000 + 50_000)
    // Closing with the ¥500 in the drawer adds up: no difference, no manager needed.
    const close = { id: shift_id, counted: 60_000, expected: 60_000, note: '', at: now() }
    expect((await post(shop, '/dian/closeShift', close, till)).body.code).toBe(200)
    expect(Number((await rowsOf('res_shifts', 'id', shift_id))[0]!.difference)).toBe(0)
    expect(await ledgerMismatches(server)).toEqual([])
  })

  it('an existing member changes to 金卡 paid by WeChat and card, split; the Z report has both parts', async () => {
    const gold = await card('金卡')
    const { shift_id, till } = await openShift('CS02')
    const member = (await db()
      .selectFrom('res_members')
      .selectAll()
      .where('status', '=', 'active')
      .executeTakeFirst())!
    const before = Number(member.balance)
    const sale = {
      ...silverSale(gold, shift_id),
      member_id: String(member.id),
      new_member: undefined,
      method: 'wechat',
      payments: [
        { method: 'wechat', amount: 150_000 },
        { method: 'card', amount: 50_000 },
      ],
    }
    expect((await post(admin, '/dian/saveCardSale', sale, till)).body.code).toBe(200)
    const [after] = await rowsOf('res_members', 'id', String(member.id))
    expect(after!.card_type).toBe(String(gold.id))
    expect(Number(after!.balance)).toBe(before + 200_000)
    const report = await serverReport(shift_id)
    expect([report.sales.wechat.total, report.sales.card.total, report.expectedCash]).toEqual([
      150_000, 50_000, 10_000,
    ])
  })

  it('sold offline, pushed twice (a retry), reaches the server once', async () => {
    const silver = await card('银卡')
    const { shift_id, till } = await openShift('CS03')
    const device = await signedInClient(server, 'admin', 'admin123', { device: till.device })
    await device.engine.pull()
    const sale = silverSale(silver, shift_id)
    await enqueue(device.db, device.ctx, 'shop.cardSale', sale, {})
    // The device's mirror already shows the member with the card's balance, before any push.
    expect(Number((await device.db.table('members').get(sale.member_id))?.balance)).toBe(50_000)
    await device.push()
    await device.push()
    expect(await device.db.table('outbox').count()).toBe(0)
    expect(await rowsOf('res_orders', 'id', sale.id)).toHaveLength(1)
    expect(await rowsOf('res_memberLedger', 'member_id', sale.member_id)).toHaveLength(1)
    expect(Number((await rowsOf('res_members', 'id', sale.member_id))[0]!.balance)).toBe(50_000)
    expect(await ledgerMismatches(server)).toEqual([])
  })

  it('refuses a price that is not the card’s, a cashier without the manager, and the members page, in zh and en', async () => {
    const silver = await card('银卡')
    const free = await card('普通卡')
    const { shift_id, till } = await openShift('CS04')
    const cheap = { ...silverSale(silver, shift_id), total: 100, tendered: 100 }
    expect((await post(admin, '/dian/saveCardSale', cheap, till)).body).toMatchObject({
      code: 422,
      msg: '“银卡”现价 ¥500.00，与收银台的 ¥1.00 不一致，请刷新后重试',
    })
    expect((await post(admin, '/dian/saveCardSale', cheap, till, 'en')).body.msg).toBe(
      '“银卡” now costs ¥500.00, not ¥1.00 as on the till: refresh and try again',
    )
    const notSold = { ...silverSale(free, shift_id), total: 100, tendered: 100 }
    expect((await post(admin, '/dian/saveCardSale', notSold, till)).body).toMatchObject({
      code: 422,
      msg: '“普通卡”没有售价或已停用，不能作为售卡',
    })
    const byCashier = silverSale(silver, shift_id)
    expect((await post(shop, '/dian/saveCardSale', byCashier, till)).body.code).toBe(403)
    expect(await rowsOf('res_members', 'id', byCashier.member_id)).toEqual([])

    // The members page no longer hands out a card with a price: that money would pass no drawer.
    const id = newId()
    const onPage = {
      id,
      card_no: `P${id.slice(-8)}`,
      name: '李',
      mobile: '13900000002',
      card_type: silver.id,
    }
    expect((await post(admin, '/dian/saveMember', { ...onPage, status: 'active' })).body).toMatchObject({
      code: 422,
      msg: '“银卡”售价 ¥500.00，请在收银台售卡（会员收银 → 售卡），收款计入当班',
    })
    expect(
      (await post(admin, '/dian/saveMember', { ...onPage, status: 'active' }, null, 'en')).body.msg,
    ).toBe(
      '“银卡” costs ¥500.00: sell it at the till (Member checkout → Sell a card), so the payment goes into the shift',
    )
  })

  it('a cashier sells it with the manager’s grant for that member, and the opening names the manager', async () => {
    const silver = await card('银卡')
    const { shift_id, till } = await openShift('CS05')
    const sale = silverSale(silver, shift_id)
    const asked = await post(shop, '/dian/managerGrant', {
      username: 'admin',
      password: 'admin123',
      action: 'issueCard',
      subject: sale.member_id,
    })
    const grant = (asked.body.data as { grant: string }).grant
    expect((await post(shop, '/dian/saveCardSale', { ...sale, grant }, till)).body.code).toBe(200)
    const [opening] = await rowsOf('res_memberLedger', 'order_id', sale.id)
    expect(opening).toMatchObject({ kind: 'opening', approved_by: '系统管理员' })
  })
})
