// Builders for till tests: sales made the way the till makes them.
import type { Kysely } from 'kysely'
import { newId } from '../../src/data/enqueue.ts'
import { type CartLine, cartTotal } from '../../src/modules/shop/checkout.flow.ts'
import { tillCode } from '../../src/modules/shop/receipt-number.ts'
import { bearer, call, type TestServer } from './test-server.ts'

type Raw = Kysely<Record<string, Record<string, unknown>>>

export async function shopData(server: TestServer) {
  const db = server.db as unknown as Raw
  // In id order: PostgreSQL, unlike SQLite, returns an unordered select in no stable order.
  const items = await db.selectFrom('res_serviceItems').selectAll().orderBy('id').execute()
  const members = await membersWithCardDiscount(db)
  return { items, members }
}

/** Active-or-not members, each with the discount its card type gives (percent), which the server applies. */
export async function membersWithCardDiscount(
  db: Raw,
): Promise<(Record<string, unknown> & { card_discount: number })[]> {
  const cards = await db.selectFrom('res_cardTypes').select(['id', 'discount']).execute()
  const discountOf = new Map(cards.map((c) => [String(c.id), Number(c.discount)]))
  const rows = await db.selectFrom('res_members').selectAll().orderBy('id').execute()
  return rows.map((m) => ({ ...m, card_discount: discountOf.get(String(m.card_type)) ?? 100 }))
}

export function lines(items: Record<string, unknown>[], count = 2): CartLine[] {
  return items.slice(0, count).map((i) => ({
    item_id: String(i.id),
    name: String(i.name),
    price: Number(i.price),
    qty: 1,
    discount: 0,
  }))
}

export function cashSale(cart: CartLine[], tendered?: number) {
  const total = cartTotal(cart)
  const paid = tendered ?? total
  return {
    id: newId(),
    method: 'cash',
    lines: cart,
    total,
    tendered: paid,
    change: paid - total,
    sold_at: new Date().toISOString(),
  }
}

/** A member sale at the member's card discount, as the till computes it. */
export function memberSale(member: Record<string, unknown> & { card_discount: number }, cart: CartLine[]) {
  const discount = member.card_discount
  return {
    id: newId(),
    member_id: String(member.id),
    discount,
    lines: cart,
    total: cartTotal(cart, discount),
    sold_at: new Date().toISOString(),
  }
}

/** balance = sum(ledger) for every member; answers the members that break it. */
export async function ledgerMismatches(server: TestServer): Promise<string[]> {
  const db = server.db as unknown as Raw
  const members = await db.selectFrom('res_members').select(['id', 'balance']).execute()
  const ledger = await db.selectFrom('res_memberLedger').select(['member_id', 'amount']).execute()
  const sums = new Map<string, number>()
  for (const l of ledger)
    sums.set(String(l.member_id), (sums.get(String(l.member_id)) ?? 0) + Number(l.amount))
  return members.filter((m) => Number(m.balance) !== (sums.get(String(m.id)) ?? 0)).map((m) => String(m.id))
}

export async function orderCount(server: TestServer, ids?: string[]): Promise<number> {
  let q = (server.db as unknown as Raw).selectFrom('res_orders').select('id')
  if (ids) q = q.where('id', 'in', ids)
  return (await q.execute()).length
}

let devices = 0

/**
 * A device registered as a till by the shop manager, as on the till page: a fresh code and device id.
 * Calls from that till send its `headers` (X-Device), as the sync engine does.
 */
export async function registeredTill(server: TestServer, managerToken: string, name = '测试收银台') {
  const device = `test-till-${++devices}-${newId()}`
  const code = tillCode(crypto.getRandomValues(new Uint8Array(4)))
  const headers = { 'x-device': device }
  const id = newId()
  const at = new Date().toISOString()
  const { body } = await call(server, 'POST', '/dian/registerTill', {
    body: { id, code, name, device, at },
    headers: { ...bearer(managerToken), ...headers, 'idempotency-key': newId() },
  })
  if (body.code !== 200) throw new Error(`till not registered: ${body.msg}`)
  return { id, code, name, device, headers }
}

/** A second cashier of the shop (right 280 only, unless `acce` says more), to hand a shift over to. */
export async function addCashier(server: TestServer, username: string, nickname: string, acce = '280') {
  const { hashPassword } = await import('../../server/auth/passwords.ts')
  const db = server.db as unknown as Raw
  await db
    .insertInto('users')
    .values({
      com_id: 1,
      username,
      password_hash: await hashPassword(`${username}123`),
      admin: 0,
      nickname,
      acce,
      staff: nickname,
      suo_password: '',
      updated_at: Date.now(),
    })
    .execute()
  return { username, password: `${username}123` }
}

/**
 * The browser's device registered as a till by the shop manager (over the API, as the manager's
 * 登记本机为收银台 does), once the page has drawn its device id; the page then pulls the till.
 */
export async function registerBrowserTill(
  server: TestServer,
  page: { evaluate<T>(fn: () => T): Promise<T> },
  name = '前台',
) {
  // The signed-in shell draws the id when its sync starts, a moment after the page shows.
  let device = ''
  for (let waited = 0; !device; waited += 100) {
    device = await page.evaluate(() => localStorage.getItem('pm3-device') ?? '')
    if (!device && waited > 30_000) throw new Error('the page drew no device id: sign in first')
    if (!device) await new Promise((r) => setTimeout(r, 100))
  }
  const { login } = await import('./test-server.ts')
  const manager = await login(server, 'admin', 'admin123')
  const code = tillCode(crypto.getRandomValues(new Uint8Array(4)))
  const { body } = await call(server, 'POST', '/dian/registerTill', {
    body: { id: newId(), code, name, device, at: new Date().toISOString() },
    headers: { ...bearer(manager), 'x-device': device, 'idempotency-key': newId() },
  })
  if (body.code !== 200) throw new Error(`till not registered: ${body.msg}`)
  return { code, device }
}

/** A cash sale sent as the till sends it, with the raw Response (status and headers matter here). */
export function postCashSale(
  api: string,
  token: string,
  sale: { id: string },
  lang = 'zh',
): Promise<Response> {
  return fetch(`${api}/dian/saveCashCheckout`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': lang,
      'idempotency-key': sale.id,
      token: `Bearer ${token}`,
    },
    body: JSON.stringify(sale),
  })
}

/**
 * The demo value cards made free of a price, for tests of issuing a card on the members page or by
 * admitting a sign-up: a card with a price is sold at the till (tests/integration/shop-card-sales.test.ts),
 * one that gives an opening balance alone is still issued there, with the manager.
 */
export async function valueCardsWithoutPrice(server: TestServer): Promise<void> {
  await (server.db as unknown as Raw)
    .updateTable('res_cardTypes')
    .set({ price: 0 })
    .where('name', 'in', ['银卡', '金卡'])
    .execute()
}

/** The demo manager's approval of `action` on `subject`, asked from a cashier's session on a till. */
export async function managerGrantFor(
  requester: { post(path: string, body: unknown): Promise<{ body: { code: number; data: unknown } }> },
  action: string,
  subject: string,
): Promise<{ grant: string; manager: string }> {
  const asked = await requester.post('/dian/managerGrant', {
    username: 'admin',
    password: 'admin123',
    action,
    subject,
  })
  if (asked.body.code !== 200) throw new Error(`the manager's grant was refused (${asked.body.code})`)
  return asked.body.data as { grant: string; manager: string }
}
