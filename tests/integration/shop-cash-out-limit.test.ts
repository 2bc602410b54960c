// Cash taken out of the drawer is held to the refunds' standard (issue 34, a tester's finding): a
// cashier alone takes out at most the shift's limit, all cash-outs together; past it the shop
// manager's grant or their right (281). Refused with a clear 4xx in zh and en.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { SHIFT_CASH_OUT_LIMIT_FEN } from '../../src/modules/shop/refund-limits.ts'
import { type Approver, actAs } from '../helpers/approvals.ts'
import { addCashier, cashSale, managerGrantFor, registeredTill, shopData } from '../helpers/shop.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

let server: TestServer
let adminToken: string
let cashier: Approver
let items: Record<string, unknown>[]
beforeAll(async () => {
  server = await startTestServer()
  adminToken = await login(server, 'admin', 'admin123')
  cashier = await actAs(server, 'shop', 'shop123')
  items = (await shopData(server)).items
})
afterAll(() => server.stop())

type Raw = Kysely<Record<string, Record<string, unknown>>>
const rowOf = (table: string, id: string) =>
  (server.db as never as Raw).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst()
type Till = Awaited<ReturnType<typeof registeredTill>>
const now = () => new Date().toISOString()

/** A caller on a registered till, in a language: what the till's sync engine sends. */
async function onTill(username: string, password: string, till: Till, lang = 'zh') {
  const token = await login(server, username, password)
  return (path: string, body: { id: string } & Record<string, unknown>, language = lang) =>
    call(server, 'POST', path, {
      body,
      headers: { ...bearer(token), 'accept-language': language, ...till.headers, 'idempotency-key': body.id },
    })
}
/** A till, and a shift opened on it by `username` with `float` fen in the drawer. */
async function shiftOf(username: string, password: string, name: string, float: number) {
  const till = await registeredTill(server, adminToken, name)
  const post = await onTill(username, password, till)
  const shift = { id: newId(), till: till.code, float, at: now() }
  expect((await post('/dian/openShift', shift)).body.code).toBe(200)
  return { post, shift: shift.id }
}
const out = (shift_id: string, amount: number, extra: Record<string, unknown> = {}) => ({
  id: newId(),
  shift_id,
  direction: 'out',
  amount,
  reason: '存银行',
  at: now(),
  ...extra,
})
const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`
const grant = (action: string, subject: string) => managerGrantFor(cashier, action, subject)

describe('cash out of the drawer without the shop manager', () => {
  it('the tester’s day: float ¥100, ¥114 sold in cash, ¥214 out as a bank deposit: refused in zh and en', async () => {
    const { post, shift } = await shiftOf('shop', 'shop123', 'CO1', 10_000)
    const i = items[0]!
    const price = Number(i.price)
    const qty = Math.ceil(11_400 / price)
    const line = { item_id: String(i.id), name: String(i.name), price, qty, discount: 0 }
    const sale = { ...cashSale([line]), shift_id: shift }
    expect((await post('/dian/saveCashCheckout', sale)).body.code).toBe(200)
    const held = 10_000 + sale.total
    expect(held).toBeGreaterThan(SHIFT_CASH_OUT_LIMIT_FEN)
    const deposit = out(shift, held)
    expect((await post('/dian/saveCashMove', deposit)).body).toMatchObject({
      code: 403,
      msg: `本班不经店长已取出 ¥0.00，再取 ${yuan(held)} 将超过每班 ¥200.00 的限额，需要店长权限（改价与折扣）或店长授权`,
    })
    expect((await post('/dian/saveCashMove', deposit, 'en')).body).toMatchObject({
      code: 403,
      msg: `¥0.00 has already been taken out of the drawer in this shift without the shop manager: ${yuan(held)} more would pass the limit of ¥200.00 per shift, so it needs the shop manager’s right (price and discount overrides) or approval`,
    })
    expect(await rowOf('res_cashMoves', deposit.id)).toBeUndefined()
  })

  it('cash-outs of a shift add up: ¥150 goes, ¥60 more is refused, ¥50 more reaches the limit and goes', async () => {
    const { post, shift } = await shiftOf('shop', 'shop123', 'CO2', 100_000)
    expect((await post('/dian/saveCashMove', out(shift, 15_000))).body.code).toBe(200)
    expect((await post('/dian/saveCashMove', out(shift, 6_000))).body).toMatchObject({
      code: 403,
      msg: '本班不经店长已取出 ¥150.00，再取 ¥60.00 将超过每班 ¥200.00 的限额，需要店长权限（改价与折扣）或店长授权',
    })
    expect((await post('/dian/saveCashMove', out(shift, 5_000))).body.code).toBe(200)
    expect((await post('/dian/saveCashMove', out(shift, 1))).body.code).toBe(403)
    // Cash put in is not capped, and does not make room for more out.
    const cashIn = { ...out(shift, 50_000), direction: 'in', reason: '补零钱' }
    expect((await post('/dian/saveCashMove', cashIn)).body.code).toBe(200)
    expect((await post('/dian/saveCashMove', out(shift, 1))).body.code).toBe(403)
  })

  it('a cash-out dated back before the limit is no way round it on a server that never had an older release', async () => {
    const { post, shift } = await shiftOf('shop', 'shop123', 'CO5', 500_000)
    const backdated = out(shift, 100_000, { at: new Date(Date.now() - 3 * 86_400_000).toISOString() })
    expect((await post('/dian/saveCashMove', backdated)).body.code).toBe(403)
    expect(await rowOf('res_cashMoves', backdated.id)).toBeUndefined()
  })

  it('with the shop manager’s grant for this cash-out it goes, named on the move; a grant for another is refused', async () => {
    const { post, shift } = await shiftOf('shop', 'shop123', 'CO3', 100_000)
    const deposit = out(shift, 50_000)
    const other = await grant('cashOut', newId())
    expect((await post('/dian/saveCashMove', { ...deposit, grant: other.grant })).body.code).toBe(403)
    const given = await grant('cashOut', deposit.id)
    expect((await post('/dian/saveCashMove', { ...deposit, grant: given.grant })).body.code).toBe(200)
    const stored = await rowOf('res_cashMoves', deposit.id)
    expect(stored).toMatchObject({ amount: 50_000, approved_by: given.manager, cashier: expect.any(String) })
    expect(stored).not.toHaveProperty('grant')
    // Let through by the manager, it is not counted against what the cashier may take out alone.
    expect((await post('/dian/saveCashMove', out(shift, SHIFT_CASH_OUT_LIMIT_FEN))).body.code).toBe(200)
    // A grant is taken once: the same token on a new cash-out is refused.
    const again = out(shift, 100)
    expect((await post('/dian/saveCashMove', { ...again, grant: given.grant })).body.code).toBe(403)
  })

  it('a cashier holding right 281 takes out past the limit alone, named as who let it through', async () => {
    await addCashier(server, 'shopmgr', '赵店长', '280,281')
    const { post, shift } = await shiftOf('shopmgr', 'shopmgr123', 'CO4', 100_000)
    const deposit = out(shift, 80_000)
    expect((await post('/dian/saveCashMove', deposit)).body.code).toBe(200)
    expect(await rowOf('res_cashMoves', deposit.id)).toMatchObject({ approved_by: '赵店长' })
    // The drawer's own bound still holds: no more than it has.
    expect((await post('/dian/saveCashMove', out(shift, 20_001))).body).toMatchObject({
      code: 422,
      msg: '钱箱应有现金只有 ¥200.00，不能取出更多',
    })
  })

  it('the same cash-out sent twice (a lost answer) is a replay, not a second one', async () => {
    const { post, shift } = await shiftOf('shop', 'shop123', 'CO5', 100_000)
    const move = out(shift, 15_000)
    expect((await post('/dian/saveCashMove', move)).body.code).toBe(200)
    expect((await post('/dian/saveCashMove', move)).body).toMatchObject({ code: 200, replayed: true })
    expect((await post('/dian/saveCashMove', out(shift, 5_000))).body.code).toBe(200)
  })
})
