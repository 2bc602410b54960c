// Goods sold at the till leave the inventory once, online and offline; services move nothing
// (issue 34, stock).
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { enqueue, newId } from '../../src/data/enqueue.ts'
import { cashSale, shopData } from '../helpers/shop.ts'
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
const post = (path: string, body: Record<string, unknown>) =>
  call(server, 'POST', path, { body, headers: { ...bearer(admin), 'idempotency-key': newId() } })
const quantity = async (id: string) =>
  Number(
    (
      await (server.db as never as Raw)
        .selectFrom('res_stockItems')
        .select('quantity')
        .where('id', '=', id)
        .executeTakeFirst()
    )?.quantity,
  )

describe('stock at the till', () => {
  it('shampoo sold online and offline leaves the shelf once per bottle; a haircut moves no stock', async () => {
    const { items } = await shopData(server)
    const shampoo = items.find((i) => i.code === 'XFS')!
    const haircut = items.find((i) => i.code === 'XJC')!
    // The shelf is counted in under the goods' barcode; the haircut has no stock item.
    const shelf = { id: newId(), code: String(shampoo.barcode), name: '洗发水', unit: '瓶', quantity: 10 }
    expect((await post('/stock/saveStock', shelf)).body.code).toBe(200)
    const line = (item: Record<string, unknown>, qty: number) => ({
      item_id: String(item.id),
      name: String(item.name),
      price: Number(item.price),
      qty,
      discount: 0,
    })

    expect(
      (await post('/dian/saveCashCheckout', cashSale([line(shampoo, 2), line(haircut, 1)]))).body.code,
    ).toBe(200)
    expect(await quantity(shelf.id)).toBe(8)

    const till = await signedInClient(server, 'admin', 'admin123')
    await till.engine.pull()
    await enqueue(till.db, till.ctx, 'shop.cashCheckout', cashSale([line(shampoo, 3)]), {})
    await till.push()
    await till.push()
    expect(await till.db.table('outbox').count()).toBe(0)
    expect(await quantity(shelf.id)).toBe(5)
  })
})
