// Member balance is a tender like any other: a sale beyond the balance is paid balance + the rest by
// another method; the balance never goes below zero, from two devices offline either; a member
// attached to a sale paid another way gets the card's discount and points (issue 34).
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueue, newId } from '../../src/data/enqueue.ts'
import { type CartLine, cartTotal, memberSaleAsCash } from '../../src/modules/shop/checkout.flow.ts'
import { zReport } from '../../src/modules/shop/z-report.ts'
import { ledgerMismatches, registeredTill, shopData } from '../helpers/shop.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
let admin: string
beforeAll(async () => {
  server = await startTestServer()
  admin = await login(server, 'admin', 'admin123')
})
afterAll(() => server.stop())

type Raw = Kysely<Record<string, Record<string, unknown>>>
const db = () => server.db as never as Raw
const now = () => new Date().toISOString()
type Till = Awaited<ReturnType<typeof registeredTill>>
/** A call from a registered till (its X-Device), as the till sends it. */
const post = (path: string, body: Record<string, unknown>, from: Till, lang = 'zh') =>
  call(server, 'POST', path, {
    body,
    headers: { ...bearer(admin), ...from.headers, 'idempotency-key': newId(), 'accept-language': lang },
  })
const rowsOf = (table: string, column: string, value: string) =>
  db().selectFrom(table).selectAll().where(column, '=', value).execute()
const balanceOf = async (id: string) => Number((await rowsOf('res_members', 'id', id))[0]!.balance)

/** A new member on 银卡 (¥500 opening balance, 95 %), sold at the till. */
async function silverMember(shift_id: string, till: Till) {
  const silver = (await db()
    .selectFrom('res_cardTypes')
    .selectAll()
    .where('name', '=', '银卡')
    .executeTakeFirst())!
  const member_id = newId()
  const sale = {
    id: newId(),
    sold_at: now(),
    shift_id,
    member_id,
    new_member: { card_no: `T${member_id.slice(-8)}`, name: '孙悦', mobile: '13900000003' },
    card_type: String(silver.id),
    total: Number(silver.price),
    method: 'cash',
    tendered: Number(silver.price),
    change: 0,
  }
  expect((await post('/dian/saveCardSale', sale, till)).body.code).toBe(200)
  return { id: member_id, discount: Number(silver.discount) }
}

/** A cart that comes to more than `over` fen at the card's discount. */
async function cartOver(over: number, discount: number): Promise<CartLine[]> {
  const { items } = await shopData(server)
  const item = items.find((i) => Number(i.price) > 1000)!
  const qty = Math.ceil((over * 100) / discount / Number(item.price)) + 1
  return [{ item_id: String(item.id), name: String(item.name), price: Number(item.price), qty, discount: 0 }]
}

/** A till registered by the manager, with a shift opened on it. */
async function openShift(name: string) {
  const till = await registeredTill(server, admin, name)
  const shift = { id: newId(), till: till.code, float: 0, at: now() }
  expect((await post('/dian/openShift', shift, till)).body.code).toBe(200)
  return { shift_id: shift.id, till }
}

function splitSale(
  member: { id: string; discount: number },
  lines: CartLine[],
  balance: number,
  shift_id: string,
) {
  const total = cartTotal(lines, member.discount)
  const rest = total - balance
  return {
    id: newId(),
    member_id: member.id,
    discount: member.discount,
    lines,
    total,
    sold_at: now(),
    shift_id,
    payments: [
      { method: 'member', amount: balance },
      { method: 'cash', amount: rest },
    ],
    tendered: total + 1_000,
    change: 1_000,
  }
}

describe('member balance as a tender', () => {
  it('a sale beyond the balance is paid balance + cash: the balance ends at zero, the Z report has both parts', async () => {
    const { shift_id, till } = await openShift('ST01')
    const member = await silverMember(shift_id, till)
    const lines = await cartOver(50_000, member.discount)
    const sale = splitSale(member, lines, 50_000, shift_id)
    expect((await post('/dian/saveMemberCheckout', sale, till)).body.code).toBe(200)
    expect(await balanceOf(member.id)).toBe(0)
    const charge = (await rowsOf('res_memberLedger', 'order_id', sale.id))[0]!
    expect([charge.kind, Number(charge.amount), Number(charge.points)]).toEqual([
      'charge',
      -50_000,
      Math.floor(sale.total / 100),
    ])
    const orders = await rowsOf('res_orders', 'shift_id', shift_id)
    const report = zReport({ float: 0, orders, refunds: [], topUps: [], moves: [] })
    expect(report.sales.member.total).toBe(50_000)
    // The card sold by cash (¥500) and the rest of this sale in cash; the change never counts.
    expect(report.sales.cash.total).toBe(50_000 + sale.total - 50_000)
    expect(report.expectedCash).toBe(50_000 + sale.total - 50_000)
    expect(await ledgerMismatches(server)).toEqual([])
  })

  it('two devices offline each take the same balance: the second is refused with the reason and charges as cash instead', async () => {
    // Two tills, each with its own shift: each device books into the shift of its own till.
    const tillA = await openShift('ST02A')
    const tillB = await openShift('ST02B')
    const member = await silverMember(tillA.shift_id, tillA.till)
    const lines = await cartOver(30_000, member.discount)
    const a = await signedInClient(server, 'admin', 'admin123', { device: tillA.till.device })
    const b = await signedInClient(server, 'admin', 'admin123', { device: tillB.till.device })
    await a.engine.pull()
    await b.engine.pull()
    const first = splitSale(member, lines, 30_000, tillA.shift_id)
    const second = splitSale(member, lines, 30_000, tillB.shift_id)
    await enqueue(a.db, a.ctx, 'shop.memberCheckout', first, {})
    await enqueue(b.db, b.ctx, 'shop.memberCheckout', second, {})
    await a.push()
    await b.push()
    expect(await balanceOf(member.id)).toBe(20_000)
    const refused = await b.db.table('outbox').toArray()
    expect(refused).toHaveLength(1)
    expect(JSON.stringify(refused[0]!.error)).toContain('会员余额不足')
    // The fallback the sync panel offers: the balance part taken in cash, the rest as it was.
    const asCash = memberSaleAsCash(second as never)
    expect(asCash.payments).toBeUndefined()
    expect([asCash.method, asCash.total, asCash.change]).toEqual(['cash', second.total, 1_000])
    expect((await post('/dian/saveCashCheckout', asCash, tillB.till)).body.code).toBe(200)
    expect(await balanceOf(member.id)).toBe(20_000)
    expect(await ledgerMismatches(server)).toEqual([])
  })

  it('a member attached to a WeChat sale gets the card’s discount and the points', async () => {
    const { shift_id, till } = await openShift('ST03')
    const member = await silverMember(shift_id, till)
    const lines = await cartOver(1_000, member.discount)
    const total = cartTotal(lines, member.discount)
    const sale = {
      id: newId(),
      method: 'wechat',
      lines,
      total,
      tendered: total,
      change: 0,
      sold_at: now(),
      member_id: member.id,
      discount: member.discount,
      shift_id,
    }
    expect((await post('/dian/saveCashCheckout', sale, till)).body.code).toBe(200)
    const [row] = await rowsOf('res_memberLedger', 'order_id', sale.id)
    expect([Number(row!.amount), Number(row!.points)]).toEqual([0, Math.floor(total / 100)])
    expect(Number((await rowsOf('res_members', 'id', member.id))[0]!.points)).toBe(Math.floor(total / 100))
    expect(await balanceOf(member.id)).toBe(50_000)
  })

  it('a split that does not add up, or has no balance part, is refused before anything is booked', async () => {
    const { shift_id, till } = await openShift('ST04')
    const member = await silverMember(shift_id, till)
    const lines = await cartOver(60_000, member.discount)
    const bad = { ...splitSale(member, lines, 50_000, shift_id), change: 0 }
    const answer = await post('/dian/saveMemberCheckout', bad, till)
    expect(answer.body.code).toBe(400)
    expect(answer.body.msg).toBe('销售单数据有误（金额或明细不一致）')
    const noBalance = {
      ...splitSale(member, lines, 50_000, shift_id),
      payments: [
        { method: 'wechat', amount: 50_000 },
        { method: 'cash', amount: cartTotal(lines, member.discount) - 50_000 },
      ],
    }
    expect((await post('/dian/saveMemberCheckout', noBalance, till)).body.code).toBe(400)
    expect(await balanceOf(member.id)).toBe(50_000)
  })
})
