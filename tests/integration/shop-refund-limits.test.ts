// The refund and money controls a cashier must not undo (issue 34): refunds by line, the no-manager
// limit per sale and per shift, another till's sale, unfreezing a member, a discount card, a top-up
// above the cap, and a receipt number on two sales — each refused with a clear 4xx in zh and en.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueue, newId } from '../../src/data/enqueue.ts'
import type { CartLine } from '../../src/modules/shop/checkout.flow.ts'
import { TOP_UP_CAP_FEN } from '../../src/modules/shop/top-up-cap.ts'
import { type Approver, actAs } from '../helpers/approvals.ts'
import { cashSale, ledgerMismatches, managerGrantFor, registeredTill, shopData } from '../helpers/shop.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
let admin: Approver
let cashier: Approver
let cashierEn: Approver
let items: Record<string, unknown>[]
/** Each caller's own session and language, for calls sent from a till (its X-Device). */
const sessions = new Map<Approver, { token: string; lang: string }>()
beforeAll(async () => {
  server = await startTestServer()
  admin = await actAs(server, 'admin', 'admin123')
  cashier = await actAs(server, 'shop', 'shop123')
  cashierEn = await actAs(server, 'shop', 'shop123', 'en')
  sessions.set(admin, { token: await login(server, 'admin', 'admin123'), lang: 'zh' })
  sessions.set(cashier, { token: await login(server, 'shop', 'shop123'), lang: 'zh' })
  sessions.set(cashierEn, { token: await login(server, 'shop', 'shop123'), lang: 'en' })
  items = (await shopData(server)).items
})
afterAll(() => server.stop())

type Raw = Kysely<Record<string, Record<string, unknown>>>
const db = () => server.db as never as Raw
const rowOf = (table: string, id: string) =>
  db().selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()
type Till = Awaited<ReturnType<typeof registeredTill>>
/** A call by `who`; from a registered till (its X-Device) when one is named, as the till sends it. */
function send(who: Approver, path: string, body: { id: string } & Record<string, unknown>, from?: Till) {
  if (!from) return who.post(path, body, { key: body.id })
  const { token, lang } = sessions.get(who)!
  return call(server, 'POST', path, {
    body,
    headers: { ...bearer(token), 'accept-language': lang, ...from.headers, 'idempotency-key': body.id },
  })
}

/** A cart of `qty` of the first item at a unit price of `price` fen (the till's override, the admin's right). */
function cart(price: number, qty = 1, item = 0): CartLine[] {
  const i = items[item]!
  return [{ item_id: String(i.id), name: String(i.name), price, qty, discount: 0 }]
}
/** A sale the admin rings at these prices (a price override needs a right and a reason). */
async function sold(lines: CartLine[], extra: Record<string, unknown> = {}) {
  const sale = { ...cashSale(lines), override_reason: '测试价', ...extra }
  expect((await send(admin, '/dian/saveCashCheckout', sale)).body.code).toBe(200)
  return sale
}
/** A sale of the item at its list price, which the cashier may ring. */
async function soldByCashier(qty: number, extra: Record<string, unknown> = {}, till?: Till) {
  const sale = { ...cashSale(cart(Number(items[0]!.price), qty)), ...extra }
  expect((await send(cashier, '/dian/saveCashCheckout', sale, till)).body.code).toBe(200)
  return sale
}
const refundOf = (order_id: string, amount: number, extra: Record<string, unknown> = {}) => ({
  id: newId(),
  order_id,
  amount,
  to: 'cash',
  reason: '顾客退货',
  at: new Date().toISOString(),
  ...extra,
})
const lineOf = (sale: { lines: CartLine[] }, line: number, qty: number) => ({
  line,
  item_id: sale.lines[line]!.item_id,
  name: sale.lines[line]!.name,
  qty,
})
/** A till the manager registers, and a shift `who` opens on it. */
async function openShift(who: Approver, name: string) {
  const till = await registeredTill(server, sessions.get(admin)!.token, name)
  const shift = { id: newId(), till: till.code, float: 100_000, at: new Date().toISOString() }
  expect((await send(who, '/dian/openShift', shift, till)).body.code).toBe(200)
  return { shift: shift.id, till }
}
/** The manager closes the shift from the list of shifts (no till), so the cashier works no shift after. */
async function closeShift(id: string) {
  const close = { id, counted: 0, expected: 0, at: new Date().toISOString() }
  expect((await send(admin, '/dian/closeShift', close)).body.code).toBe(200)
}
const grant = async (action: string, subject: string) =>
  (await managerGrantFor(cashier, action, subject)).grant

describe('refunds by line', () => {
  it('the ¥68 mask refunded twice: the second is refused, in zh and en, and the money went back once', async () => {
    const sale = await sold([...cart(6_800), ...cart(10_000, 2, 1)])
    const first = refundOf(sale.id, 6_800, { lines: [lineOf(sale, 0, 1)] })
    expect((await send(admin, '/dian/saveRefund', first)).body.code).toBe(200)
    // The same entry again (a lost answer) is a replay, not a second refund.
    expect((await send(admin, '/dian/saveRefund', first)).body).toMatchObject({ code: 200, replayed: true })

    const again = refundOf(sale.id, 6_800, { lines: [lineOf(sale, 0, 1)] })
    expect((await send(admin, '/dian/saveRefund', again)).body).toMatchObject({
      code: 422,
      msg: `第1行「${sale.lines[0]!.name}」已经全部退过，不能再退`,
    })
    expect((await send(cashierEn, '/dian/saveRefund', again)).body).toMatchObject({
      code: 422,
      msg: `Line 1 (${sale.lines[0]!.name}) has already been refunded in full`,
    })
    expect(Number((await rowOf('res_orders', sale.id))?.refunded)).toBe(6_800)
  })

  it('more of a line than is left, more money than the lines cost, or a line the sale does not have', async () => {
    const sale = await sold([...cart(6_800), ...cart(10_000, 2, 1)])
    const three = refundOf(sale.id, 100, { lines: [lineOf(sale, 1, 3)] })
    expect((await send(admin, '/dian/saveRefund', three)).body).toMatchObject({
      code: 422,
      msg: `第2行「${sale.lines[1]!.name}」最多还可退 2 件（售出 2 件）`,
    })
    const dear = refundOf(sale.id, 10_001, { lines: [lineOf(sale, 1, 1)] })
    expect((await send(admin, '/dian/saveRefund', dear)).body).toMatchObject({
      code: 422,
      msg: '退款金额 ¥100.01 超过所退商品的实付金额 ¥100.00',
    })
    expect((await send(cashierEn, '/dian/saveRefund', dear)).body.msg).toBe(
      'The refund of ¥100.01 is more than the customer paid for the lines given back (¥100.00)',
    )
    const ghost = refundOf(sale.id, 100, { lines: [{ ...lineOf(sale, 0, 1), line: 7 }] })
    expect((await send(admin, '/dian/saveRefund', ghost)).body).toMatchObject({
      code: 422,
      msg: `原销售单没有第8行「${sale.lines[0]!.name}」，不能按该行退款`,
    })
    // One tea, then the other: the line is given back in full, no fen more.
    expect(
      (await send(admin, '/dian/saveRefund', refundOf(sale.id, 10_000, { lines: [lineOf(sale, 1, 1)] }))).body
        .code,
    ).toBe(200)
    expect(
      (await send(admin, '/dian/saveRefund', refundOf(sale.id, 10_000, { lines: [lineOf(sale, 1, 1)] }))).body
        .code,
    ).toBe(200)
    expect(
      (await send(admin, '/dian/saveRefund', refundOf(sale.id, 100, { lines: [lineOf(sale, 1, 1)] }))).body
        .code,
    ).toBe(422)
  })

  it('two devices give back the same line offline: the first to arrive is taken, the second comes back refused with the reason', async () => {
    const sale = await sold([...cart(6_800), ...cart(10_000, 1, 1)])
    const a = await signedInClient(server, 'admin', 'admin123')
    const b = await signedInClient(server, 'admin', 'admin123')
    await a.engine.pull()
    await b.engine.pull()
    const mask = { lines: [lineOf(sale, 0, 1)] }
    await enqueue(a.db, a.ctx, 'shop.refund', refundOf(sale.id, 6_800, mask), {})
    await enqueue(b.db, b.ctx, 'shop.refund', refundOf(sale.id, 6_800, mask), {})
    await a.push()
    await b.push()
    const stored = await db().selectFrom('res_refunds').selectAll().where('order_id', '=', sale.id).execute()
    expect(stored.map((r) => Number(r.amount))).toEqual([6_800])
    const failed = await b.db.outbox.where('state').equals('failed').toArray()
    expect(failed).toHaveLength(1)
    expect(failed[0]!.error?.message).toBe(`第1行「${sale.lines[0]!.name}」已经全部退过，不能再退`)
    await b.engine.pull()
    expect(Number((await b.db.table('orders').get(sale.id))?.refunded)).toBe(6_800)
    expect(await b.db.table('refunds').where('order_id').equals(sale.id).count()).toBe(1)
  })
})

describe('the no-manager limit holds per sale and per shift', () => {
  it('five refunds of ≤ ¥200 on one ¥940 sale: only the first ¥200 goes without the manager', async () => {
    const sale = await sold(cart(18_800, 5))
    const { shift, till } = await openShift(cashier, 'LIM1')
    const refund = (amount: number) => refundOf(sale.id, amount, { shift_id: shift })
    expect((await send(cashier, '/dian/saveRefund', refund(18_800), till)).body.code).toBe(200)
    expect((await send(cashier, '/dian/saveRefund', refund(1_200), till)).body.code).toBe(200)
    const third = refund(18_800)
    expect((await send(cashier, '/dian/saveRefund', third, till)).body).toMatchObject({
      code: 403,
      msg: '该单不经店长已退 ¥200.00，再退 ¥188.00 将超过每单 ¥200.00 的限额，需要店长权限（改价与折扣）或店长授权',
    })
    expect((await send(cashierEn, '/dian/saveRefund', third, till)).body.msg).toBe(
      '¥200.00 of this sale has already been refunded without the shop manager: ¥188.00 more would pass the limit of ¥200.00 per sale, so it needs the shop manager’s right (price and discount overrides) or approval',
    )
    // With the manager's grant for exactly this refund it goes, and names them.
    const approved = { ...third, grant: await grant('refundOverLimit', third.id) }
    expect((await send(cashier, '/dian/saveRefund', approved, till)).body.code).toBe(200)
    expect((await rowOf('res_refunds', third.id))?.approved_by).toBe('系统管理员')
    // The manager's refund does not free the cashier's allowance: the next is still refused.
    expect((await send(cashier, '/dian/saveRefund', refund(100), till)).body.code).toBe(403)
    expect(Number((await rowOf('res_orders', sale.id))?.refunded)).toBe(38_800)
    await closeShift(shift)
  })

  it('refunds of many sales in one shift add up: past ¥500 the cashier needs the manager', async () => {
    const { shift, till } = await openShift(cashier, 'LIM2')
    const price = Number(items[0]!.price)
    const qty = Math.max(1, Math.floor(15_000 / price))
    // Five refunds of a sale each, every one within the ¥200 per sale, together past ¥500.
    expect(price * qty * 5).toBeGreaterThan(50_000)
    const each = price * qty
    const sales = [] as { id: string }[]
    for (let i = 0; i < 5; i++) sales.push(await soldByCashier(qty, { shift_id: shift }, till))
    let done = 0
    let refused = false
    for (const sale of sales) {
      const answer = await send(
        cashier,
        '/dian/saveRefund',
        refundOf(sale.id, each, { shift_id: shift }),
        till,
      )
      if (done + each <= 50_000) {
        expect(answer.body.code).toBe(200)
        done += each
      } else {
        expect(answer.body).toMatchObject({
          code: 403,
          msg: `本班不经店长已退 ¥${(done / 100).toFixed(2)}，再退 ¥${(each / 100).toFixed(2)} 将超过每班 ¥500.00 的限额，需要店长权限（改价与折扣）或店长授权`,
        })
        refused = true
        break
      }
    }
    expect(refused).toBe(true)
    expect(done).toBeLessThanOrEqual(50_000)
    await closeShift(shift)
  })

  it('a refund of another till’s sale needs the manager; on the sale’s own till it goes', async () => {
    const { shift: mine, till: tillA } = await openShift(cashier, 'TLA1')
    const sale = await soldByCashier(1, { shift_id: mine }, tillA)
    // The cashier at another till, on that till's shift.
    const { shift: other, till: tillB } = await openShift(cashier, 'TLB2')
    const there = refundOf(sale.id, 100, { shift_id: other })
    expect((await send(cashier, '/dian/saveRefund', there, tillB)).body).toMatchObject({
      code: 403,
      msg: `这笔销售是收银台 ${tillA.code} 收的，在别的收银台退款需要店长权限（改价与折扣）或店长授权`,
    })
    expect((await send(cashierEn, '/dian/saveRefund', there, tillB)).body.msg).toBe(
      `This sale was rung up on till ${tillA.code}: refunding it on another till needs the shop manager’s right (price and discount overrides) or approval`,
    )
    expect(
      (await send(cashier, '/dian/saveRefund', refundOf(sale.id, 100, { shift_id: mine }), tillA)).body.code,
    ).toBe(200)
    const approved = { ...there, grant: await grant('refundOverLimit', there.id) }
    expect((await send(cashier, '/dian/saveRefund', approved, tillB)).body.code).toBe(200)
    // Booked to the shift it was made in.
    expect((await rowOf('res_refunds', there.id))?.shift_id).toBe(other)
    // Outside any shift (once the cashier works none) the till cannot be told: the same.
    await closeShift(mine)
    await closeShift(other)
    expect((await send(cashier, '/dian/saveRefund', refundOf(sale.id, 100))).body.code).toBe(403)
  })
})

describe('controls a cashier cannot undo', () => {
  const cardType = async (fields: Record<string, unknown>) => {
    const id = newId()
    const body = { id, name: `卡${id.slice(-4)}`, discount: 100, status: 'active', ...fields }
    expect((await send(admin, '/dian/saveCardType', body)).body.code).toBe(200)
    return id
  }
  const newMember = (card_type: string, status = 'active') => {
    const id = newId()
    return { id, card_no: `L${id.slice(-8)}`, name: '冯雪', mobile: '13900139022', card_type, status }
  }
  const patchStatus = async (who: Approver, id: string, to: string, grantToken?: string) => {
    const stored = (await rowOf('res_members', id))!
    return who.post('/dian/saveMember', {
      id,
      base_rev: Number(stored.rev),
      patch: { status: { from: stored.status, to } },
      ...(grantToken ? { grant: grantToken } : {}),
    })
  }

  it('a frozen member set back to active: refused for the cashier, in zh and en; with the manager it goes', async () => {
    const m = newMember(await cardType({}), 'frozen')
    expect((await send(admin, '/dian/saveMember', m)).body.code).toBe(200)
    expect((await patchStatus(cashier, m.id, 'active')).body).toMatchObject({
      code: 403,
      msg: '把冻结的会员卡改回正常需要店长权限（改价与折扣）或店长授权',
    })
    expect((await patchStatus(cashierEn, m.id, 'active')).body.msg).toBe(
      'Setting a frozen member card back to active needs the shop manager’s right (price and discount overrides) or approval',
    )
    expect((await rowOf('res_members', m.id))?.status).toBe('frozen')
    // Freezing is anyone's; unfreezing with the manager's grant goes.
    expect((await patchStatus(cashier, m.id, 'active', await grant('unfreezeMember', m.id))).body.code).toBe(
      200,
    )
    expect((await rowOf('res_members', m.id))?.status).toBe('active')
    expect((await patchStatus(cashier, m.id, 'frozen')).body.code).toBe(200)
  })

  it('a discount-only card (50 %) is a card with value: the cashier is refused, in zh and en', async () => {
    const half = await cardType({ discount: 50 })
    const m = newMember(half)
    const name = String((await rowOf('res_cardTypes', half))?.name)
    expect((await send(cashier, '/dian/saveMember', m)).body).toMatchObject({
      code: 403,
      msg: `“${name}”有售价、折扣、开卡储值或开卡积分，发这种卡需要店长权限（改价与折扣）或店长授权`,
    })
    expect((await send(cashierEn, '/dian/saveMember', { ...m, id: newId() })).body.code).toBe(403)
    expect(await rowOf('res_members', m.id)).toBeUndefined()
    const free = newMember(await cardType({ discount: 100 }))
    expect((await send(cashier, '/dian/saveMember', free)).body.code).toBe(200)
  })

  it(`a top-up above ¥${TOP_UP_CAP_FEN / 100} by WeChat needs the manager; up to it the cashier may`, async () => {
    const { members } = await shopData(server)
    const member = members.find((m) => m.status === 'active')!
    const topUp = (amount: number) => ({
      id: newId(),
      member_id: String(member.id),
      amount,
      at: new Date().toISOString(),
      method: 'wechat',
    })
    const big = topUp(10_000_000)
    expect((await send(cashier, '/dian/saveMemberTopUp', big)).body).toMatchObject({
      code: 403,
      msg: '单笔充值超过 ¥5,000.00 需要店长权限（改价与折扣）或店长授权',
    })
    expect((await send(cashierEn, '/dian/saveMemberTopUp', big)).body.msg).toBe(
      'A top-up above ¥5,000.00 needs the shop manager’s right (price and discount overrides) or approval',
    )
    const before = Number((await rowOf('res_members', String(member.id)))?.balance)
    expect((await send(cashier, '/dian/saveMemberTopUp', topUp(TOP_UP_CAP_FEN))).body.code).toBe(200)
    const approved = { ...big, amount: TOP_UP_CAP_FEN + 1, grant: await grant('topUpOverCap', big.id) }
    expect((await send(cashier, '/dian/saveMemberTopUp', approved)).body.code).toBe(200)
    expect((await rowOf('res_memberLedger', big.id))?.approved_by).toBe('系统管理员')
    expect(Number((await rowOf('res_members', String(member.id)))?.balance)).toBe(
      before + 2 * TOP_UP_CAP_FEN + 1,
    )
    expect(await ledgerMismatches(server)).toEqual([])
  })

  it('one receipt number on two sales is refused, in zh and en; the same entry again stays a replay', async () => {
    const receipt_no = 'RCP1-261128-001'
    const first = await soldByCashier(1, { receipt_no })
    expect((await send(cashier, '/dian/saveCashCheckout', first)).body).toMatchObject({
      code: 200,
      replayed: true,
    })
    const second = { ...cashSale(first.lines), receipt_no }
    expect((await send(cashier, '/dian/saveCashCheckout', second)).body).toMatchObject({
      code: 422,
      msg: `小票号 ${receipt_no} 已用于另一笔销售，不能重复使用`,
    })
    expect((await send(cashierEn, '/dian/saveCashCheckout', second)).body.msg).toBe(
      `Receipt number ${receipt_no} is already used by another sale and cannot be used again`,
    )
    expect(await rowOf('res_orders', second.id)).toBeUndefined()
  })
})
