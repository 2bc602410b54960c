// Shifts the server owns (issue 34): every money command names a shift that exists, is open, belongs
// to the till sending it and is worked by the cashier sending it — or it is refused with the reason,
// in the caller's language. A handover, a late arrival and a replaced device are the paths that pass.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueue, newId } from '../../src/data/enqueue.ts'
import { companyDateTime } from '../../src/lib/company-time.ts'
import { formatReceiptNo } from '../../src/modules/shop/receipt-number.ts'
import { RECONNECT_REPORT_KEY } from '../../src/sync/reconnect-report.ts'
import { addCashier, cashSale, lines, registeredTill, shopData } from '../helpers/shop.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

type Raw = Kysely<Record<string, Record<string, unknown>>>
type Till = Awaited<ReturnType<typeof registeredTill>>

let server: TestServer
let admin: string
let anna: string
let bo: string
let items: Record<string, unknown>[]
let till1: Till
let till2: Till
let shift1: string
let shift2: string

const now = () => new Date().toISOString()
const db = () => server.db as never as Raw
const shiftRow = (id: string) =>
  db().selectFrom('res_shifts').selectAll().where('id', '=', id).executeTakeFirst()

/** A call from a till (its X-Device), in the caller's language. */
function post(
  token: string,
  path: string,
  body: { id: string } & Record<string, unknown>,
  from: { headers: Record<string, string> } | null,
  lang: 'zh' | 'en' = 'zh',
) {
  return call(server, 'POST', path, {
    body,
    headers: {
      ...bearer(token),
      ...(from?.headers ?? {}),
      // Today's client: a shift opened under openShift v2 (v1, before tills, is adopted automatically).
      ...(path === '/dian/openShift' ? { 'x-payload-version': '2' } : {}),
      'idempotency-key': newId(),
      'accept-language': lang === 'en' ? 'en' : 'zh-CN',
    },
  })
}

async function openOn(token: string, till: Till, float = 10_000) {
  const shift = { id: newId(), till: till.code, float, at: now() }
  const answer = await post(token, '/dian/openShift', shift, till)
  expect(answer.body.code).toBe(200)
  return shift.id
}

const sale = (shift_id?: string) => ({ ...cashSale(lines(items, 1)), ...(shift_id ? { shift_id } : {}) })
const cashIn = (shift_id: string, amount = 50_000) => ({
  id: newId(),
  shift_id,
  direction: 'in',
  amount,
  reason: '补零钱',
  at: now(),
})

beforeAll(async () => {
  server = await startTestServer()
  admin = await login(server, 'admin', 'admin123')
  anna = await login(server, 'shop', 'shop123')
  const second = await addCashier(server, 'shopb', '收银员乙')
  bo = await login(server, second.username, second.password)
  items = (await shopData(server)).items
  till1 = await registeredTill(server, admin, '前台一号')
  till2 = await registeredTill(server, admin, '前台二号')
  shift1 = await openOn(anna, till1)
  shift2 = await openOn(bo, till2)
}, 60_000)
afterAll(() => server.stop())

describe('a money command names a shift of the till sending it, worked by its cashier', () => {
  it('a sale naming a colleague’s open shift on another till is refused, in zh and en', async () => {
    const zh = await post(anna, '/dian/saveCashCheckout', sale(shift2), till1)
    expect(zh.body).toMatchObject({
      code: 422,
      msg: '这个班次属于收银台“前台二号”，不是本机的班次，不能记到它上面',
    })
    const en = await post(anna, '/dian/saveCashCheckout', sale(shift2), till1, 'en')
    expect(en.body.msg).toBe(
      'This shift belongs to till “前台二号”, not to this device: nothing can be booked to it here',
    )
  })

  it('a sale naming a shift that does not exist is refused', async () => {
    const ghost = newId()
    const zh = await post(anna, '/dian/saveCashCheckout', sale(ghost), till1)
    expect(zh.body).toMatchObject({ code: 422, msg: `班次 ${ghost} 不存在` })
    const en = await post(anna, '/dian/saveCashCheckout', sale(ghost), till1, 'en')
    expect(en.body.msg).toBe(`Shift ${ghost} does not exist`)
  })

  it('a sale naming no shift while this till’s shift is open is refused; from the back office too', async () => {
    const zh = await post(anna, '/dian/saveCashCheckout', sale(), till1)
    expect(zh.body).toMatchObject({
      code: 422,
      msg: '本机收银台的班次（门店收银员 当班）还开着：这笔要记到该班次上',
    })
    const en = await post(anna, '/dian/saveCashCheckout', sale(), till1, 'en')
    expect(en.body.msg).toBe('This till’s shift (门店收银员) is open: the sale must be booked to it')
    // Without the till's header, the cashier still works an open shift: the drawer must know of it.
    expect((await post(anna, '/dian/saveCashCheckout', sale(), null)).body.code).toBe(422)
    // Into the shift, it is taken, with its cashier.
    const good = sale(shift1)
    expect((await post(anna, '/dian/saveCashCheckout', good, till1)).body.code).toBe(200)
    const stored = await db()
      .selectFrom('res_orders')
      .selectAll()
      .where('id', '=', good.id)
      .executeTakeFirst()
    expect(stored).toMatchObject({ shift_id: shift1, cashier: '门店收银员' })
  })

  it('a ¥500 cash-in to a colleague’s shift is refused; a refund and a top-up there too', async () => {
    const zh = await post(anna, '/dian/saveCashMove', cashIn(shift2), till1)
    expect(zh.body).toMatchObject({
      code: 422,
      msg: '这个班次属于收银台“前台二号”，不是本机的班次，不能记到它上面',
    })
    const en = await post(anna, '/dian/saveCashMove', cashIn(shift2), till1, 'en')
    expect(en.body.code).toBe(422)
    expect(en.body.msg).toContain('belongs to till “前台二号”')
    const sold = sale(shift1)
    expect((await post(anna, '/dian/saveCashCheckout', sold, till1)).body.code).toBe(200)
    const refund = {
      id: newId(),
      order_id: sold.id,
      amount: 100,
      to: 'cash',
      reason: '找错零',
      at: now(),
      shift_id: shift2,
    }
    expect((await post(anna, '/dian/saveRefund', refund, till1)).body.code).toBe(422)
    const member = await db()
      .selectFrom('res_members')
      .select('id')
      .where('status', '=', 'active')
      .executeTakeFirst()
    const topUp = {
      id: newId(),
      member_id: String(member?.id),
      amount: 10_000,
      at: now(),
      method: 'cash',
      shift_id: shift2,
    }
    const refused = await post(anna, '/dian/saveMemberTopUp', topUp, till1, 'en')
    expect(refused.body).toMatchObject({ code: 422 })
    expect(refused.body.msg).toContain('not to this device')
    // Nothing reached the colleague's drawer.
    const moves = await db().selectFrom('res_cashMoves').selectAll().where('shift_id', '=', shift2).execute()
    expect(moves).toEqual([])
  })

  it('a cashier closing another till’s shift is refused; the shop manager closes any shift', async () => {
    const close = { id: shift2, counted: 10_000, expected: 10_000, note: '', at: now() }
    const zh = await post(anna, '/dian/closeShift', close, till1)
    expect(zh.body).toMatchObject({
      code: 422,
      msg: '只能结本机收银台的班次；其他收银台的班次需要店长在“收银班次”中结班',
    })
    const en = await post(anna, '/dian/closeShift', close, till1, 'en')
    expect(en.body.msg).toBe(
      'Only this till’s shift can be closed here; the shop manager closes another till’s shift from the list of shifts',
    )
    expect((await shiftRow(shift2))?.status).toBe('open')
    // The manager, from the list of shifts (no till), closes it with the counted cash.
    expect((await post(admin, '/dian/closeShift', close, null)).body.code).toBe(200)
    expect(await shiftRow(shift2)).toMatchObject({ status: 'closed', closed_by: '系统管理员' })
    shift2 = await openOn(bo, till2)
  })

  it('a device that is no till cannot open a shift; a till has one open shift at most', async () => {
    const stray = { headers: { 'x-device': `stray-${newId()}` } }
    const zh = await post(anna, '/dian/openShift', { id: newId(), till: 'ZZZZ', float: 0, at: now() }, stray)
    expect(zh.body).toMatchObject({
      code: 422,
      msg: '本机还没有登记为收银台，不能开班：请店长在本机登记收银台',
    })
    const en = await post(
      anna,
      '/dian/openShift',
      { id: newId(), till: 'ZZZZ', float: 0, at: now() },
      stray,
      'en',
    )
    expect(en.body.msg).toBe(
      'This device is not registered as a till, so it cannot open a shift: ask the shop manager to register it',
    )
    const second = await post(
      bo,
      '/dian/openShift',
      { id: newId(), till: till1.code, float: 0, at: now() },
      till1,
    )
    expect(second.body).toMatchObject({ code: 422, msg: `收银台 ${till1.code} 已有当班的班次，请先结班` })
    const notMine = await post(
      bo,
      '/dian/openShift',
      { id: newId(), till: till1.code, float: 0, at: now() },
      till2,
    )
    expect(notMine.body.msg).toBe(`本机登记的收银台是 ${till2.code}，不能为收银台 ${till1.code} 开班`)
  })
})

describe('a handover on the till', () => {
  it('the next cashier takes the shift over on the till itself; sales rung before it still land, later ones are refused', async () => {
    // Before taking over, the colleague's shift on this till is not theirs to book to.
    const early = sale(shift1)
    const zh = await post(bo, '/dian/saveCashCheckout', sale(shift1), till1)
    expect(zh.body).toMatchObject({ code: 422, msg: '这个班次由 门店收银员 当班：请先在本机接班' })
    const en = await post(bo, '/dian/saveCashCheckout', sale(shift1), till1, 'en')
    expect(en.body.msg).toBe('门店收银员 works this shift: take it over on this device first')
    // Not from another device.
    const remote = await post(bo, '/dian/takeOverShift', { id: shift1, at: now() }, till2)
    expect(remote.body.code).toBe(422)

    await new Promise((r) => setTimeout(r, 5))
    expect((await post(bo, '/dian/takeOverShift', { id: shift1, at: now() }, till1)).body.code).toBe(200)
    const mine = sale(shift1)
    expect((await post(bo, '/dian/saveCashCheckout', mine, till1)).body.code).toBe(200)
    // Anna's sale rung before she handed over, queued while she was signed out, arrives now.
    expect((await post(anna, '/dian/saveCashCheckout', early, till1)).body.code).toBe(200)
    const after = await post(anna, '/dian/saveCashCheckout', sale(shift1), till1)
    expect(after.body.msg).toBe('这个班次由 收银员乙 当班：请先在本机接班')

    const shift = await shiftRow(shift1)
    expect(shift).toMatchObject({ cashier: '收银员乙', cashiers: '门店收银员、收银员乙' })
    expect(JSON.parse(String(shift?.handovers))).toMatchObject([{ from: '门店收银员', to: '收银员乙' }])
    const cashiers = await db()
      .selectFrom('res_orders')
      .select(['id', 'cashier'])
      .where('id', 'in', [early.id, mine.id])
      .execute()
    expect(Object.fromEntries(cashiers.map((o) => [o.id, o.cashier]))).toEqual({
      [early.id]: '门店收银员',
      [mine.id]: '收银员乙',
    })
  })

  it('a sale rung before the close that arrives after it lands in the closed shift as a late arrival', async () => {
    const rung = sale(shift1)
    await new Promise((r) => setTimeout(r, 5))
    const close = { id: shift1, counted: 0, expected: 0, note: '清点', at: now() }
    // Closed by the manager's count from the list (any difference is theirs to let through).
    expect((await post(admin, '/dian/closeShift', close, null)).body.code).toBe(200)
    expect((await post(bo, '/dian/saveCashCheckout', rung, till1)).body.code).toBe(200)
    const shift = await shiftRow(shift1)
    expect(Number(shift?.late_count)).toBe(1)
    expect(Number(shift?.late_total)).toBe(rung.total)
    expect(
      (await db().selectFrom('res_orders').select('shift_id').where('id', '=', rung.id).executeTakeFirst())
        ?.shift_id,
    ).toBe(shift1)
    // Rung after the close: refused, saying when it closed.
    const afterClose = await post(bo, '/dian/saveCashCheckout', sale(shift1), till1)
    expect(afterClose.body.code).toBe(422)
    expect(afterClose.body.msg).toMatch(/^这个班次已于 .+ 结班$/)
    // Nor does cash go into a closed drawer, late or not.
    expect(
      (await post(bo, '/dian/saveCashMove', { ...cashIn(shift1), at: close.at.slice(0, 19) }, till1)).body
        .code,
    ).toBe(422)
  })
})

describe('a replaced device', () => {
  it('adopts the till: its receipts go on from the server’s highest of the day, the old device is no till any more', async () => {
    const old = await registeredTill(server, admin, '后台收银')
    const shift = await openOn(anna, old)
    const day = companyDateTime(Date.now())[0]
    for (const seq of [1, 2, 3]) {
      const s = { ...sale(shift), receipt_no: formatReceiptNo(old.code, day, seq) }
      expect((await post(anna, '/dian/saveCashCheckout', s, old)).body.code).toBe(200)
    }
    const close = { id: shift, counted: 0, expected: 0, note: '', at: now() }
    expect((await post(admin, '/dian/closeShift', close, null)).body.code).toBe(200)

    const fresh = { headers: { 'x-device': `replacement-${newId()}` } }
    // Only on the device itself, and only by the manager.
    const remote = await post(
      admin,
      '/dian/adoptTill',
      { id: old.id, device: fresh.headers['x-device'], at: now() },
      old,
    )
    expect(remote.body).toMatchObject({ code: 403, msg: '收银台只能在要登记的这台设备上登记或接管' })
    const cashier = await post(
      anna,
      '/dian/adoptTill',
      { id: old.id, device: fresh.headers['x-device'], at: now() },
      fresh,
    )
    expect(cashier.body.code).toBe(403)
    const adopted = await post(
      admin,
      '/dian/adoptTill',
      { id: old.id, device: fresh.headers['x-device'], at: now() },
      fresh,
    )
    expect(adopted.body.code).toBe(200)
    expect((adopted.body.data as { till: Record<string, unknown> }).till).toMatchObject({
      code: old.code,
      last_receipt_no: formatReceiptNo(old.code, day, 3),
    })
    const before = await post(
      anna,
      '/dian/openShift',
      { id: newId(), till: old.code, float: 0, at: now() },
      old,
    )
    expect(before.body.msg).toBe('本机还没有登记为收银台，不能开班：请店长在本机登记收银台')
    await openOn(anna, { ...old, headers: fresh.headers })
  })

  it('a code already taken is refused when registering', async () => {
    const device = `another-${newId()}`
    const taken = await post(
      admin,
      '/dian/registerTill',
      { id: newId(), code: till1.code, name: '重复', device, at: now() },
      { headers: { 'x-device': device } },
    )
    expect(taken.body).toMatchObject({ code: 422, msg: `收银台编号 ${till1.code} 已被“前台一号”使用` })
  })
})

describe('a reconnect report', () => {
  it('after the till reconnects, its shift holds what went out and what was refused, with the reasons, in ¥', async () => {
    const offline = await registeredTill(server, admin, '离线收银台')
    const client = await signedInClient(server, 'admin', 'admin123', { device: offline.device })
    await client.engine.pull()
    const shift = newId()
    await enqueue(
      client.db,
      client.ctx,
      'shop.openShift',
      { id: shift, till: offline.code, float: 0, at: now() },
      {},
    )
    const sold = [sale(shift), sale(shift)]
    for (const s of sold) await enqueue(client.db, client.ctx, 'shop.cashCheckout', s, {})
    const taken = sold.reduce((sum, s) => sum + s.total, 0)
    const tooMuch = { ...cashIn(shift, taken + 100), direction: 'out', reason: '存银行' }
    await enqueue(client.db, client.ctx, 'shop.cashMove', tooMuch, {})
    // The network comes back two minutes later: what waited offline goes out.
    await client.push(() => Date.now() + 120_000)
    const row = (await client.db.meta.get(RECONNECT_REPORT_KEY)) as {
      value: { shifts: Record<string, unknown> }
    }
    expect(row.value.shifts[shift]).toEqual({
      sent: 2,
      sentFen: taken,
      refused: 1,
      refusedFen: -(taken + 100),
      reasons: [`钱箱应有现金只有 ¥${(taken / 100).toFixed(2)}，不能取出更多`],
    })
  })
})
