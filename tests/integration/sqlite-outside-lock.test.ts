// Another process holds SQLite's write lock on PM3's database (a backup script, an `sqlite3` shell).
// The server waits for it without freezing: reads and live streams carry on, a sale that cannot get
// the lock in time is answered 503 with Retry-After in the caller's language (the till keeps it queued
// and sends it again), and once the lock is gone the same sale goes through, stored once.
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { holdWriteLock } from '../helpers/outside-lock.ts'
import { cashSale, lines, orderCount, postCashSale, shopData } from '../helpers/shop.ts'
import { testDatabaseUrl } from '../helpers/test-database.ts'
import { bearer, call, login, startTestServer, type TestServer } from '../helpers/test-server.ts'

describe.skipIf(Boolean(testDatabaseUrl))('an outside write lock on the SQLite file', () => {
  let server: TestServer
  let token: string
  let databaseFile: string
  beforeAll(async () => {
    server = await startTestServer({ sqliteBusyWaitMs: 1_500, liveHeartbeatMs: 100 })
    token = await login(server, 'shop', 'shop123')
    databaseFile = path.join(server.config.dataDir, 'pm3.sqlite')
  }, 60_000)
  afterAll(() => server.stop())

  const sell = (sale: { id: string }, lang = 'zh') => postCashSale(server.api, token, sale, lang)

  it('a sale waits, then is told 503 with Retry-After; reads and the live stream carry on meanwhile', async () => {
    const { items } = await shopData(server)
    const sale = cashSale(lines(items, 1), 100_000)
    const stream = await fetch(`${server.api}/sync/changes`, { headers: bearer(token) })
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader()
    let heartbeats = 0
    let saleAnswered = false
    let heartbeatsWhileWaiting = 0
    void (async () => {
      for (;;) {
        const { done, value } = await reader.read().catch(() => ({ done: true, value: '' }))
        if (done) return
        const beats = (value.match(/^:\n/gm) ?? []).length
        heartbeats += beats
        if (!saleAnswered) heartbeatsWhileWaiting += beats
      }
    })()

    const lock = await holdWriteLock(databaseFile)
    try {
      const beatsBefore = heartbeatsWhileWaiting
      const answer = sell(sale).then((res) => {
        saleAnswered = true
        return res
      })
      const en = sell(cashSale(lines(items, 1), 100_000), 'en')
      // A read while the sale waits: answered, and before the sale is.
      const read = await call(server, 'GET', '/dian/getMemberList?page=1&limit=5', { headers: bearer(token) })
      expect(read.body.code).toBe(200)
      expect(saleAnswered).toBe(false)

      const res = await answer
      expect(res.status).toBe(503)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      const body = (await res.json()) as { code: number; msg: string }
      expect(body.code).toBe(503)
      expect(body.msg).toContain('数据库正被其他程序占用')
      expect(((await (await en).json()) as { msg: string }).msg).toContain('locked by another program')
      // The event loop was never held: the stream kept its heartbeat while the sale waited.
      expect(heartbeatsWhileWaiting).toBeGreaterThan(beatsBefore)
      expect(await orderCount(server, [sale.id])).toBe(0)
    } finally {
      await lock.release()
    }

    // The till sends the same sale again: it is stored, once.
    const again = await sell(sale)
    expect(again.status).toBe(200)
    expect(await orderCount(server, [sale.id])).toBe(1)
    expect(heartbeats).toBeGreaterThan(0)
    await reader.cancel()
  })

  it('a lock released within the wait costs the sale a pause, not a refusal', async () => {
    const { items } = await shopData(server)
    const sale = cashSale(lines(items, 2), 100_000)
    const lock = await holdWriteLock(databaseFile)
    const answer = sell(sale)
    await new Promise((r) => setTimeout(r, 300))
    await lock.release()
    const res = await answer
    expect(res.status).toBe(200)
    expect(await orderCount(server, [sale.id])).toBe(1)
  })
})
