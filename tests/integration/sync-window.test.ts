// The sync window (issue 26): a till keeps its shop's last 30 days of sales; older sales and other
// shops' are read online, page by page, and never stored; a sale that ages out leaves the mirror,
// unless a queued entry still holds it.
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueue, newId } from '../../src/data/enqueue.ts'
import { orders, SHOP_DAYS } from '../../src/modules/shop/orders.resource.ts'
import { pullResource } from '../../src/sync/pull.ts'
import { cashSale, lines, shopData } from '../helpers/shop.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

type Raw = Kysely<Record<string, Record<string, unknown>>>
const DAY = 86_400_000

let server: TestServer
const raw = () => server.db as unknown as Raw
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

/** Puts the user's staff file in a shop (a new file where they have none). */
async function assignShop(username: string, shopId: string): Promise<void> {
  const user = await raw()
    .selectFrom('users')
    .select(['id', 'staff_ref'])
    .where('username', '=', username)
    .executeTakeFirstOrThrow()
  if (user.staff_ref) {
    await raw()
      .updateTable('res_staff')
      .set({ shop_id: shopId })
      .where('id', '=', String(user.staff_ref))
      .execute()
    return
  }
  const id = newId()
  const now = server.clock.now
  await raw()
    .insertInto('res_staff')
    .values({ id, com_id: 1, rev: 0, updated_at: now, created_at: now, name: username, shop_id: shopId })
    .execute()
  await raw().updateTable('users').set({ staff_ref: id }).where('id', '=', Number(user.id)).execute()
}

/** A cash sale rung up by `token`'s user at `daysAgo` (an offline till's sale arriving late, for old ones). */
async function sell(token: string, daysAgo: number) {
  const { items } = await shopData(server)
  const sale = {
    ...cashSale(lines(items, 1)),
    sold_at: new Date(server.clock.now - daysAgo * DAY).toISOString(),
  }
  const answer = await call(server, 'POST', '/dian/saveCashCheckout', {
    body: sale,
    headers: { ...bearer(token), 'idempotency-key': sale.id },
  })
  expect(answer.body.code).toBe(200)
  return sale.id
}

const listIds = async (token: string, query: string) => {
  const answer = await call<{ id: string }[]>(server, 'GET', `/dian/getOrderList?${query}`, {
    headers: bearer(token),
  })
  return answer.body.data.map((row) => row.id)
}

describe('a till keeps its shop’s recent sales', () => {
  const shopA = newId()
  const shopB = newId()
  let cashier: string
  const sales: Record<'recentA' | 'oldA' | 'recentB', string> = { recentA: '', oldA: '', recentB: '' }

  beforeAll(async () => {
    await assignShop('shop', shopA)
    await assignShop('admin', shopB)
    cashier = await login(server, 'shop', 'shop123')
    const other = await login(server, 'admin', 'admin123')
    sales.recentA = await sell(cashier, 2)
    sales.oldA = await sell(cashier, SHOP_DAYS + 70)
    sales.recentB = await sell(other, 1)
  })

  it('the server stamps each sale with its seller’s shop and a pull gets only that shop’s last days', async () => {
    const stamped = await raw()
      .selectFrom('res_orders')
      .select(['id', 'shop_id'])
      .where('id', 'in', Object.values(sales))
      .execute()
    expect(Object.fromEntries(stamped.map((r) => [r.id, r.shop_id]))).toEqual({
      [sales.recentA]: shopA,
      [sales.oldA]: shopA,
      [sales.recentB]: shopB,
    })
    const { db, engine } = await signedInClient(server, 'shop', 'shop123')
    await pullResource(db, engine.api, orders)
    const kept = (await db.rows(orders).toArray()).map((row) => row.id)
    expect(kept).toEqual([sales.recentA])
    expect((await db.syncState.get('orders'))?.count).toBe(1)
  })

  it('older sales and other shops’ are listed online, newest first, and a plain list still has them all', async () => {
    const older = await listIds(cashier, 'older=1&page=1&limit=50')
    expect(older).toContain(sales.oldA)
    expect(older).toContain(sales.recentB)
    expect(older).not.toContain(sales.recentA)
    expect(older.indexOf(sales.recentB)).toBeLessThan(older.indexOf(sales.oldA))
    const all = await listIds(cashier, 'page=1&limit=2000')
    expect(all).toEqual(expect.arrayContaining(Object.values(sales)))
  })

  it('a sale that ages out leaves the mirror at the next delta pull; one a queued refund holds stays', async () => {
    const { db, engine, ctx } = await signedInClient(server, 'shop', 'shop123')
    const held = await sell(cashier, 1)
    await pullResource(db, engine.api, orders)
    expect(new Set((await db.rows(orders).toArray()).map((row) => row.id))).toEqual(
      new Set([sales.recentA, held]),
    )
    // Offline, the cashier refunds part of `held`: the entry waits in the outbox.
    await enqueue(db, ctx, 'shop.refund', {
      id: newId(),
      order_id: held,
      amount: 100,
      to: 'cash',
      reason: '顾客不满意',
      at: new Date(server.clock.now).toISOString(),
    })

    server.clock.advance((SHOP_DAYS + 1) * DAY)
    // A month on, the cashier signs in again (the old token has long expired).
    engine.setToken(await login(server, 'shop', 'shop123'))
    const result = await pullResource(db, engine.api, orders)
    expect(result).toMatchObject({ mode: 'delta', removed: 1 })
    expect((await db.rows(orders).toArray()).map((row) => row.id)).toEqual([held])
    expect(await db.outbox.where('state').equals('pending').count()).toBe(1)
  })
})
