// POST /sync/push: a queue built up offline goes out in a few requests; each entry meets its own
// call's authorization and exactly-once record; a batch stops at the first entry that is not a
// success and never applies one after it; a server without the call still gets every entry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FaultInjector } from '../../server/ports/faults.ts'
import type { Envelope } from '../../src/api/codes.ts'
import { PUSH_BATCH_PATH, type PushBatchEntry, type PushBatchResult } from '../../src/api/push-batch.ts'
import { enqueue, newId } from '../../src/data/enqueue.ts'
import { cashSale, lines, memberSale, orderCount, shopData } from '../helpers/shop.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { bearer, call, startTestServer, type TestServer } from '../helpers/test-server.ts'

const faults = new FaultInjector()
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ faults })
})
afterAll(() => server.stop())

type Items = Awaited<ReturnType<typeof shopData>>['items']

/** The real fetch, counting the client's requests by API path. */
function countingFetch(counts: Map<string, number>, refuseBatch = false): typeof fetch {
  return async (input, init) => {
    const path = new URL(String(input)).pathname.replace(/^\/api/, '')
    counts.set(path, (counts.get(path) ?? 0) + 1)
    // Stands in for a server built to the product spec alone, which has no batch call.
    if (refuseBatch && path === PUSH_BATCH_PATH)
      return Response.json({ code: 404, msg: 'not found', data: null }, { status: 404 })
    return fetch(input, init)
  }
}

async function queueSales(client: Awaited<ReturnType<typeof signedInClient>>, items: Items, n: number) {
  const sales = Array.from({ length: n }, (_, i) => cashSale(lines(items, 1 + (i % 3))))
  for (const s of sales) await enqueue(client.db, client.ctx, 'shop.cashCheckout', s, { id: s.id })
  return sales
}

/** The server's orders of these sales in the order it applied them (its change sequence). */
async function appliedOrder(ids: string[]): Promise<string[]> {
  const rows = await server.db
    .selectFrom('res_orders' as never)
    .select(['id' as never, 'rev' as never])
    .where('id' as never, 'in', ids as never)
    .orderBy('rev' as never)
    .execute()
  return (rows as unknown as { id: string }[]).map((r) => r.id)
}

async function shopSession() {
  const { body } = await call<{ ID: number }>(server, 'POST', '/user/userLogin', {
    body: { username: 'shop', password: 'shop123' },
  })
  return { token: body.token!, uid: body.data.ID }
}

const postBatch = (headers: Record<string, string>, entries: PushBatchEntry[]) =>
  call<{ results: PushBatchResult[] }>(server, 'POST', PUSH_BATCH_PATH, { headers, body: { entries } })

/** How many of these sales the server booked. */
const ordersOf = (sales: { id: string }[]) =>
  orderCount(
    server,
    sales.map((s) => s.id),
  )

const codeOf = (r: PushBatchResult) => Number((r.answer as Envelope).code)

describe('a queue built up offline', () => {
  it('120 checkouts go out in 3 requests, each applied once and in the order they were rung up', async () => {
    const counts = new Map<string, number>()
    const client = await signedInClient(server, 'shop', 'shop123', { fetchImpl: countingFetch(counts) })
    const { items } = await shopData(server)
    const sales = await queueSales(client, items, 120)

    const result = await client.push()

    expect(result.sent).toBe(120)
    expect(await client.db.outbox.count()).toBe(0)
    expect(counts.get(PUSH_BATCH_PATH)).toBe(3)
    expect(counts.get('/dian/saveCashCheckout')).toBeUndefined()
    const ids = sales.map((s) => s.id)
    expect(await appliedOrder(ids)).toEqual(ids)
  })

  it('a server that answers only part of a batch (its time budget) still gets every entry, in order', async () => {
    const client = await signedInClient(server, 'shop', 'shop123')
    const { items } = await shopData(server)
    const sales = await queueSales(client, items, 12)
    const budget = server.config.pushBatchBudgetMs
    server.config.pushBatchBudgetMs = 0
    try {
      await client.push()
    } finally {
      server.config.pushBatchBudgetMs = budget
    }
    expect(await client.db.outbox.count()).toBe(0)
    const ids = sales.map((s) => s.id)
    expect(await appliedOrder(ids)).toEqual(ids)
  })

  it('a server without the batch call gets the entries one by one', async () => {
    const counts = new Map<string, number>()
    const client = await signedInClient(server, 'shop', 'shop123', {
      fetchImpl: countingFetch(counts, true),
    })
    const { items } = await shopData(server)
    const sales = await queueSales(client, items, 5)

    await client.push()

    expect(await client.db.outbox.count()).toBe(0)
    expect(counts.get('/dian/saveCashCheckout')).toBe(5)
    expect(await ordersOf(sales)).toBe(5)
  })
})

describe('each entry is judged as its own call', () => {
  it("a finance entry or another user's entry from the till's token is refused, even with forged access codes", async () => {
    const { token, uid } = await shopSession()
    const { items } = await shopData(server)
    for (const headers of [bearer(token), { ...bearer(token), Authorization: '200,201,202,203,700' }]) {
      const bank = {
        id: newId(),
        name: '不该存在的账户',
        bank: '某银行',
        account_no: '6222',
        status: 'active',
      }
      const sale = cashSale(lines(items, 1))
      const saleEntry = {
        key: sale.id,
        path: '/dian/saveCashCheckout',
        owner: uid,
        body: JSON.stringify(sale),
      }
      const finance = await postBatch(headers, [
        { key: newId(), path: '/fina/saveFinaBank', owner: uid, body: JSON.stringify(bank) },
        saleEntry,
      ])
      const foreign = await postBatch(headers, [
        { key: newId(), path: '/dian/saveCashCheckout', owner: uid + 1, body: JSON.stringify(sale) },
        saleEntry,
      ])
      // A refusal ends its batch: the sale behind it waits until the device has recorded the refusal.
      expect(finance.body.data.results.map(codeOf)).toEqual([403])
      expect(foreign.body.data.results.map(codeOf)).toEqual([403])
      expect(await orderCount(server, [sale.id])).toBe(0)
      const banks = await server.db
        .selectFrom('res_bankAccounts' as never)
        .select('id' as never)
        .where('id' as never, '=', bank.id as never)
        .execute()
      expect(banks).toHaveLength(0)

      expect((await postBatch(headers, [saleEntry])).body.data.results.map(codeOf)).toEqual([200])
      expect(await orderCount(server, [sale.id])).toBe(1)
    }
  })

  it('a refused member sale is never judged again after the top-up queued behind it', async () => {
    const { token, uid } = await shopSession()
    const { items, members } = await shopData(server)
    const member = [...members].sort((a, b) => Number(a.balance) - Number(b.balance))[0]!
    const sale = memberSale(
      member,
      lines(items, 3).map((l) => ({ ...l, qty: 100 })),
    )
    expect(sale.total).toBeGreaterThan(Number(member.balance))
    const topUp = {
      id: newId(),
      member_id: String(member.id),
      amount: sale.total,
      at: new Date().toISOString(),
    }
    const entries = [
      { key: sale.id, path: '/dian/saveMemberCheckout', owner: uid, body: JSON.stringify(sale) },
      { key: topUp.id, path: '/dian/saveMemberTopUp', owner: uid, body: JSON.stringify(topUp) },
    ]
    // Sent, and sent again as after a lost answer: the sale is refused each time and the top-up,
    // which would let it through, has not run.
    for (let attempt = 0; attempt < 2; attempt++) {
      const { body } = await postBatch(bearer(token), entries)
      expect(body.data.results.map(codeOf)).toEqual([400])
      expect(body.data.results[0]!.answer?.msg).toContain('会员余额不足')
    }
    const after = (await shopData(server)).members.find((m) => m.id === member.id)!
    expect(Number(after.balance)).toBe(Number(member.balance))
    expect(await orderCount(server, [sale.id])).toBe(0)
  })

  it('a batch sent again replays the stored answers: one order per sale', async () => {
    const { token, uid } = await shopSession()
    const { items } = await shopData(server)
    const sales = [cashSale(lines(items, 1)), cashSale(lines(items, 2))]
    const entries = sales.map((s) => ({
      key: s.id,
      path: '/dian/saveCashCheckout',
      owner: uid,
      body: JSON.stringify(s),
    }))
    const first = await postBatch(bearer(token), entries)
    const again = await postBatch(bearer(token), entries)
    expect(again.body.data.results.map((r) => r.answer?.data)).toEqual(
      first.body.data.results.map((r) => r.answer?.data),
    )
    expect(again.body.data.results.every((r) => (r.answer as { replayed?: boolean }).replayed)).toBe(true)
    expect(await ordersOf(sales)).toBe(2)
  })
})

describe('a batch stops at the first entry that must wait', () => {
  it('an entry still in flight (409) ends the batch: nothing after it is applied by that batch', async () => {
    const { token, uid } = await shopSession()
    const { items } = await shopData(server)
    const sales = [cashSale(lines(items, 1)), cashSale(lines(items, 2)), cashSale(lines(items, 3))]
    const entries = sales.map((s) => ({
      key: s.id,
      path: '/dian/saveCashCheckout',
      owner: uid,
      body: JSON.stringify(s),
    }))
    // The first batch's first entry commits slowly, holding its key; the same batch sent again meanwhile
    // (a retry after a timeout) must not run the later entries ahead of it.
    let commands = 0
    faults.set((c) => {
      if (c.command) commands++
      return c.command && commands === 1 ? { type: 'delay', ms: 600 } : null
    })
    const slow = postBatch(bearer(token), entries)
    await new Promise((r) => setTimeout(r, 150))
    faults.clear()
    const retry = await postBatch(bearer(token), entries)
    expect(retry.body.data.results.map(codeOf)).toEqual([409])
    expect(await orderCount(server, [sales[1]!.id, sales[2]!.id])).toBe(0)

    const done = await slow
    expect(done.body.data.results.map(codeOf)).toEqual([200, 200, 200])
    const ids = sales.map((s) => s.id)
    expect(await appliedOrder(ids)).toEqual(ids)
  })
})

describe("what a batch's answers write on the device", () => {
  it("shows the server's rows of the entries it took, and keeps a change still queued behind them", async () => {
    const counts = new Map<string, number>()
    const admin = await signedInClient(server, 'admin', 'admin123', { fetchImpl: countingFetch(counts) })
    const id = newId()
    const other = newId()
    const account = (nickname: string) => ({
      id,
      username: `clerk${id.slice(-6)}`,
      nickname,
      acce: '280',
      staff_ref: '',
    })
    await enqueue(admin.db, admin.ctx, 'users.add', { ...account('甲'), password: 'secret1' })
    await enqueue(admin.db, admin.ctx, 'users.update', account('乙'))
    await enqueue(admin.db, admin.ctx, 'users.add', {
      id: other,
      username: `clerk${other.slice(-6)}`,
      nickname: '丙',
      acce: '',
      staff_ref: '',
      password: 'secret1',
    })
    // A later edit of the first account waits in backoff: the batch ends before it.
    const waiting = await enqueue(admin.db, admin.ctx, 'users.update', account('丁'))
    await admin.db.outbox.update(waiting.id, { nextAttemptAt: Date.now() + 3_600_000 })

    const result = await admin.push()

    expect(result.sent).toBe(3)
    expect(counts.get(PUSH_BATCH_PATH)).toBe(1)
    const first = await server.db
      .selectFrom('users')
      .selectAll()
      .where('client_id', '=', id)
      .executeTakeFirst()
    expect(first?.nickname).toBe('乙')
    // The other account is the server's row; the first keeps the edit the server has not seen yet.
    expect(await admin.db.table('users').get(other)).toMatchObject({ nickname: '丙' })
    expect((await admin.db.table('users').get(other))?.updated_at).toBeGreaterThan(0)
    expect(await admin.db.table('users').get(id)).toMatchObject({ nickname: '丁' })
    expect(await admin.db.outbox.count()).toBe(1)
  })
})
