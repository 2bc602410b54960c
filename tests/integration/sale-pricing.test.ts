// Issue 19 item 9, "the server trusts the till": a sale is priced by the server from its catalogue
// (in the price-list version the till sold from, within the offline window), the member discount
// comes from the card type, and a price the list does not give needs the price-override right and a
// reason, recorded on the order. Every attack shape of the issue is sent as the shop account.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueue, newId } from '../../src/data/enqueue.ts'
import { type CartLine, cartTotal, memberSaleAsCash } from '../../src/modules/shop/checkout.flow.ts'
import { type Approver, actAs } from '../helpers/approvals.ts'
import { cashSale, ledgerMismatches, memberSale, orderCount, shopData } from '../helpers/shop.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { startTestServer, type TestServer } from '../helpers/test-server.ts'

type Raw = Kysely<Record<string, Record<string, unknown>>>
type Item = Record<string, unknown>
type Order = Record<string, unknown>

let server: TestServer
let shop: Approver
let shopEn: Approver
let admin: Approver
beforeAll(async () => {
  server = await startTestServer()
  shop = await actAs(server, 'shop', 'shop123')
  shopEn = await actAs(server, 'shop', 'shop123', 'en')
  admin = await actAs(server, 'admin', 'admin123')
})
afterAll(() => server.stop())

const HOUR = 3_600_000

async function item(code: string): Promise<Item> {
  const { items } = await shopData(server)
  return items.find((i) => i.code === code)!
}

const line = (i: Item, over: Partial<CartLine> = {}): CartLine => ({
  item_id: String(i.id),
  name: String(i.name),
  price: Number(i.price),
  qty: 1,
  discount: 0,
  ...over,
})

/** A cash sale whose totals add up, so only the server's pricing can refuse it. */
function sale(lines: CartLine[], extra: Record<string, unknown> = {}) {
  return { ...cashSale(lines), ...extra }
}

const sell = (who: Approver, body: { id: string }) =>
  who.post<{ order: Order }>('/dian/saveCashCheckout', body, { key: body.id })

async function storedOrder(id: string): Promise<Order | undefined> {
  return (server.db as unknown as Raw)
    .selectFrom('res_orders')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
}

/** What the till's mirror gets: the order list answer, which the review screen reads offline. */
async function listedOrder(who: Approver, id: string): Promise<Order | undefined> {
  const { body } = await who.get<Order[]>('/dian/getOrderList?limit=2000')
  return body.data.find((o) => o.id === id)
}

async function setPrice(i: Item, price: number) {
  const { id, name, category, code, status, shop: store } = i
  const answer = await admin.post<Item>('/dian/saveServiceItem', {
    id,
    name,
    category,
    code,
    price,
    status,
    shop: store,
  })
  expect(answer.body.code).toBe(200)
  return answer.body.data
}

describe('the five attack shapes of the issue', () => {
  it('a cash sale of 洗剪吹 (3800) at price 1 is refused, naming the line, in zh and en', async () => {
    const xjc = await item('XJC')
    expect(Number(xjc.price)).toBe(3800)
    const cheap = sale([line(xjc, { price: 1 })])
    const zh = await sell(shop, cheap)
    expect(zh.status).toBe(400)
    expect(zh.body.msg).toContain('第1行「洗剪吹」单价 ¥0.01 与价目表 ¥38.00 不符')
    const en = await sell(shopEn, cheap)
    expect(en.body.msg).toContain('Line 1 (洗剪吹): the unit price ¥0.01 differs from the price list ¥38.00')
    expect(await storedOrder(cheap.id)).toBeUndefined()
  })

  it('a member sale at discount 1 % for a gold-card (88 %) member is refused; the balance is untouched', async () => {
    const { items, members } = await shopData(server)
    const gold = members.find((m) => m.card_discount === 88 && Number(m.balance) > 10_000)!
    const lines = [line(items.find((i) => i.code === 'XJC')!)]
    const forged = { ...memberSale(gold, lines), discount: 1, total: cartTotal(lines, 1) }
    const answer = await shop.post('/dian/saveMemberCheckout', forged, { key: forged.id })
    expect(answer.status).toBe(400)
    expect(answer.body.msg).toBe('该会员的卡折扣为 88%，销售单按 1% 计算，请重新查找会员后收款')
    const after = (await shopData(server)).members.find((m) => m.id === gold.id)!
    expect(Number(after.balance)).toBe(Number(gold.balance))
    // At the card's own discount the same sale goes, charged at 88 %.
    const fair = memberSale(gold, lines)
    expect(fair.total).toBe(3344)
    expect((await shop.post('/dian/saveMemberCheckout', fair, { key: fair.id })).body.code).toBe(200)
    expect(await ledgerMismatches(server)).toEqual([])
  })

  it('a line at 9e12 fen is refused, naming the line and the field', async () => {
    const xjc = await item('XJC')
    const huge = sale([line(xjc, { price: 9e12 })])
    const answer = await sell(shop, huge)
    expect(answer.status).toBe(400)
    expect(answer.body.msg).toBe('第1行「洗剪吹」单价不能超过 ¥100,000.00')
    expect((await sell(shopEn, huge)).body.msg).toBe(
      'Line 1 (洗剪吹): unit price cannot be more than ¥100,000.00',
    )
  })

  it('a line discount larger than the line is refused; any line discount needs the override right', async () => {
    const xjc = await item('XJC')
    const bigger = sale([line(xjc, { discount: 5000 })])
    // The till would compute a total of 0 for it; the sale must still add up to be judged.
    expect(bigger.total).toBe(0)
    expect((await sell(shop, bigger)).body.msg).toBe('第1行「洗剪吹」行优惠不能超过该行金额（单价 × 数量）')
    const within = sale([line(xjc, { discount: 800 })])
    expect((await sell(shop, within)).body.msg).toBe('第1行「洗剪吹」的行优惠 ¥8.00 需要“门店·改价”权限')
    expect(await orderCount(server, [bigger.id, within.id])).toBe(0)
  })

  it('a sale dated 2020 is accepted but flagged for review, and so is one ahead of the server clock', async () => {
    const xjc = await item('XJC')
    const old = sale([line(xjc)], { sold_at: '2020-03-01T10:00:00.000Z' })
    expect((await sell(shop, old)).body.code).toBe(200)
    expect(await listedOrder(shop, old.id)).toMatchObject({
      review: 'sold_at_old',
      list_total: 3800,
      total: 3800,
    })
    const ahead = sale([line(xjc)], { sold_at: new Date(server.clock.now + 24 * HOUR).toISOString() })
    expect((await sell(shop, ahead)).body.code).toBe(200)
    expect(await listedOrder(shop, ahead.id)).toMatchObject({ review: 'sold_at_future' })
    // A till clock a minute fast is not doubted.
    const skewed = sale([line(xjc)], { sold_at: new Date(server.clock.now + 60_000).toISOString() })
    expect((await sell(shop, skewed)).body.code).toBe(200)
    expect(await listedOrder(shop, skewed.id)).toMatchObject({ review: '' })
  })
})

describe('refusals that lose nothing', () => {
  it('a sale queued on a till at a price of its own fails in the outbox with the line named, and its order is undone', async () => {
    const xjc = await item('XJC')
    const client = await signedInClient(server, 'shop', 'shop123')
    await client.engine.pull()
    const cheap = sale([line(xjc, { price: 1000 })])
    await enqueue(client.db, client.ctx, 'shop.cashCheckout', cheap, { id: cheap.id })
    expect(await client.db.table('orders').get(cheap.id)).toBeDefined()
    expect((await client.push()).failed).toBe(1)
    const [entry] = await client.db.outbox.toArray()
    expect(entry).toMatchObject({
      state: 'failed',
      error: { message: expect.stringContaining('第1行「洗剪吹」单价 ¥10.00 与价目表 ¥38.00 不符') },
    })
    expect(await client.db.table('orders').get(cheap.id)).toBeUndefined()
    expect(await storedOrder(cheap.id)).toBeUndefined()
  })

  it('an item that is not on the price list, and a price-list version the server never issued', async () => {
    const xjc = await item('XJC')
    const ghost = sale([line(xjc, { item_id: newId(), name: '神秘项目' })])
    expect((await sell(shop, ghost)).body.msg).toBe('第1行「神秘项目」不在价目表中（项目不存在或已删除）')
    const future = sale([line(xjc)], { price_version: 999 })
    expect((await sell(shop, future)).body.msg).toMatch(/^价目表版本 999 不存在（服务器当前为 \d+）/)
  })

  it('a member sale refused on the server can be charged as cash at the card discount by a cashier without the right', async () => {
    const { items, members } = await shopData(server)
    const gold = members.find((m) => m.card_discount === 88)!
    const cash = memberSaleAsCash(memberSale(gold, [line(items.find((i) => i.code === 'RF')!)]))
    const answer = await sell(shop, cash)
    expect(answer.body.code).toBe(200)
    expect(await listedOrder(shop, cash.id)).toMatchObject({
      method: 'cash',
      member_id: String(gold.id),
      total: 16544,
      list_total: 16544,
      override_reason: '',
    })
  })
})

describe('price overrides', () => {
  it('need the right and a reason; the order records who, why, list price and charged', async () => {
    const xjc = await item('XJC')
    const regular = sale([line(xjc, { price: 3000 })], { override_reason: '老顾客' })
    expect((await sell(shop, regular)).body.msg).toContain('改价需要“门店·改价”权限')

    const noReason = sale([line(xjc, { price: 3000 })])
    expect((await sell(admin, noReason)).body.msg).toBe('第1行「洗剪吹」改了单价或优惠，请填写改价原因')
    const blank = sale([line(xjc, { price: 3000 })], { override_reason: '   ' })
    expect((await sell(admin, blank)).status).toBe(400)

    const granted = sale([line(xjc, { price: 3000, qty: 2, discount: 500 })], { override_reason: '老顾客' })
    expect((await sell(admin, granted)).body.code).toBe(200)
    const order = (await listedOrder(shop, granted.id))!
    expect(order).toMatchObject({
      total: 5500,
      list_total: 7600,
      override_by: '系统管理员',
      override_reason: '老顾客',
      review: '',
    })
    expect(JSON.parse(String(order.price_changes))).toEqual([
      {
        line: 1,
        item_id: xjc.id,
        name: '洗剪吹',
        list_price: 3800,
        price: 3000,
        discount: 500,
        why: 'override',
      },
    ])
  })

  it('an admin grants the right (access code 281) to the shop account, which may then override', async () => {
    const db = server.db as unknown as Raw
    const shopUser = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', 'shop')
      .executeTakeFirstOrThrow()
    const grant = await admin.post('/user/upUser', {
      id: String(shopUser.id),
      nickname: '门店店长',
      acce: '280,281',
      admin: false,
      staff_ref: '',
    })
    expect(grant.body.code).toBe(200)
    const manager = await actAs(server, 'shop', 'shop123')
    const info = await manager.get<{ permissions: string[] }>('/user/userInfo')
    expect(info.body.data.permissions).toContain('priceOverride')
    const xjc = await item('XJC')
    const discounted = sale([line(xjc, { discount: 800 })], { override_reason: '会员日' })
    expect((await sell(manager, discounted)).body.code).toBe(200)
    expect(await listedOrder(manager, discounted.id)).toMatchObject({
      override_by: '门店店长',
      override_reason: '会员日',
    })
    // Taken back: the right is the admin's to give and to withdraw.
    await admin.post('/user/upUser', {
      id: String(shopUser.id),
      nickname: '门店收银员',
      acce: '280',
      admin: false,
      staff_ref: '',
    })
    const again = sale([line(xjc, { discount: 800 })], { override_reason: '会员日' })
    expect((await sell(await actAs(server, 'shop', 'shop123'), again)).status).toBe(400)
  })
})

// Last: these move the server clock on by days, past the sign-ins made above.
describe('price history', () => {
  it('a price change makes a new version; a till still on the old list within the window is honoured silently', async () => {
    const nsjj = await item('NSJJ')
    const oldVersion = Number(nsjj.price_version)
    const saved = await setPrice(nsjj, 6200)
    const newVersion = Number(saved.price_version)
    expect(newVersion).toBeGreaterThan(oldVersion)
    // The mirror carries the version with the row.
    const { body } = await shop.get<Item[]>('/dian/getServiceItemList?limit=2000')
    expect(body.data.find((i) => i.id === nsjj.id)).toMatchObject({ price: 6200, price_version: newVersion })

    // Sold an hour ago from the list the till held then.
    server.clock.advance(HOUR)
    const stale = sale([line(nsjj, { price: 5800 })], {
      price_version: oldVersion,
      sold_at: new Date(server.clock.now - HOUR / 2).toISOString(),
    })
    expect((await sell(shop, stale)).body.code).toBe(200)
    expect(await listedOrder(shop, stale.id)).toMatchObject({
      price_version: oldVersion,
      list_total: 5800,
      review: '',
      price_changes: '',
    })
    // The old price from the new list is a price change like any other.
    const wrong = sale([line(nsjj, { price: 5800 })], { price_version: newVersion })
    expect((await sell(shop, wrong)).body.msg).toContain('第1行「男士精剪」单价 ¥58.00 与价目表 ¥62.00 不符')
    // The new price under the new version goes.
    const fresh = sale([line(nsjj, { price: 6200 })], { price_version: newVersion })
    expect((await sell(shop, fresh)).body.code).toBe(200)
  })

  it('an entry queued before versions existed is priced from the current list', async () => {
    const nsjj = await item('NSJJ')
    // cashSale never sets a version: this is the shape of an entry queued by an older till.
    const legacy = sale([line(nsjj)])
    expect(legacy).not.toHaveProperty('price_version')
    expect((await sell(shop, legacy)).body.code).toBe(200)
  })

  it('outside the offline window the old price is kept as charged but flagged, with list and charged prices', async () => {
    const db = server.db as unknown as Raw
    const site = await db.selectFrom('site_info').select('settings').executeTakeFirstOrThrow()
    const settings = JSON.parse(String(site.settings)) as Record<string, unknown>
    expect(settings.offline_window_hours).toBe(72)
    const tf = await item('TF')
    const oldVersion = Number(tf.price_version)
    await setPrice(tf, 29800)
    // Three days and an hour later, a till that never refreshed its list sells at the old price.
    server.clock.advance(73 * HOUR)
    const shopNow = await actAs(server, 'shop', 'shop123')
    const late = sale([line(tf, { price: 26800 })], {
      price_version: oldVersion,
      sold_at: new Date(server.clock.now - HOUR).toISOString(),
    })
    expect((await sell(shopNow, late)).body.code).toBe(200)
    const order = (await listedOrder(shopNow, late.id))!
    expect(order).toMatchObject({
      review: 'stale_price',
      total: 26800,
      list_total: 29800,
      override_reason: '',
    })
    expect(JSON.parse(String(order.price_changes))).toEqual([
      expect.objectContaining({ line: 1, name: '烫发', list_price: 29800, price: 26800, why: 'stale' }),
    ])
    // A sale dated five days back from that same old list: both reasons.
    const older = sale([line(tf, { price: 26800 })], {
      price_version: oldVersion,
      sold_at: new Date(server.clock.now - 120 * HOUR).toISOString(),
    })
    expect((await sell(shopNow, older)).body.code).toBe(200)
    expect((await listedOrder(shopNow, older.id))?.review).toBe('sold_at_old,stale_price')
    // A price neither list ever gave is still refused.
    const invented = sale([line(tf, { price: 100 })], { price_version: oldVersion })
    expect((await sell(shopNow, invented)).status).toBe(400)
  })
})

describe('a discount off the whole sale', () => {
  it('needs the price-override right and a reason; granted, it is kept on the order and in its price changes', async () => {
    const cashier = await actAs(server, 'shop', 'shop123')
    const manager = await actAs(server, 'admin', 'admin123')
    const xjc = await item('XJC')
    const lines = [line(xjc)]
    const off = (extra: Record<string, unknown> = {}) => {
      const total = cartTotal(lines) - 500
      return sale(lines, { total, tendered: total, change: 0, cart_discount: 500, ...extra })
    }
    expect((await sell(cashier, off())).body).toMatchObject({
      code: 400,
      msg: '整单优惠 ¥5.00 需要“门店·改价”权限',
    })
    expect((await sell(manager, off())).body).toMatchObject({ code: 400, msg: '整单优惠需要填写改价原因' })
    const granted = off({ override_reason: '老顾客' })
    expect((await sell(manager, granted)).body.code).toBe(200)
    const order = await storedOrder(granted.id)
    expect(Number(order?.cart_discount)).toBe(500)
    expect(Number(order?.total)).toBe(cartTotal(lines) - 500)
    expect(JSON.parse(String(order?.price_changes))).toEqual([
      expect.objectContaining({ line: 0, discount: 500 }),
    ])
    // More off than the sale is worth does not add up.
    const tooMuch = sale(lines, { total: 0, tendered: 0, change: 0, cart_discount: cartTotal(lines) + 1 })
    expect((await sell(manager, tooMuch)).body.code).toBe(400)
  })
})
