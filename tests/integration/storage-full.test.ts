// The disk under the data folder fills up (a real, small file system filled to the last byte). Devices
// are told "storage full" in their language (503, Retry-After; they keep the sale queued), the server
// logs it once and reports itself degraded, staff can still sign in, and once an operator frees space
// the same sale goes through.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cashSale, lines, orderCount, postCashSale, shopData } from '../helpers/shop.ts'
import { testDatabaseUrl } from '../helpers/test-database.ts'
import { login, startTestServer, type TestServer } from '../helpers/test-server.ts'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm3-full-'))
let mounted = false
try {
  if (!testDatabaseUrl) {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', dataDir], { stdio: 'ignore' })
    mounted = true
  }
} catch {
  // No right to mount here: the test is skipped rather than faked.
}

describe.skipIf(!mounted)(
  'a full disk under the data folder (a small tmpfs; skipped where mount is not allowed)',
  () => {
    let server: TestServer
    const logged: string[] = []
    const filler = path.join(dataDir, 'filler')
    beforeAll(async () => {
      server = await startTestServer({
        dataDir,
        storageReserveBytes: 2 * 1024 * 1024,
        log: (line) => logged.push(line),
      })
    }, 60_000)
    afterAll(async () => {
      await server?.stop()
      if (mounted) execFileSync('umount', [dataDir])
      fs.rmSync(dataDir, { recursive: true, force: true })
    })

    const sell = (token: string, sale: { id: string }, lang = 'zh') =>
      postCashSale(server.api, token, sale, lang)

    function fillTheDisk() {
      const fd = fs.openSync(filler, 'w')
      const chunk = Buffer.alloc(256 * 1024, 1)
      try {
        for (;;) fs.writeSync(fd, chunk)
      } catch (error) {
        if ((error as { code?: string }).code !== 'ENOSPC') throw error
      } finally {
        fs.closeSync(fd)
      }
      // The last few bytes too.
      const fd2 = fs.openSync(filler, 'a')
      try {
        for (;;) fs.writeSync(fd2, Buffer.alloc(512, 1))
      } catch {
        fs.closeSync(fd2)
      }
    }

    it('says "storage full", logs it once, stays reachable for sign-in, and takes the sale once space returns', async () => {
      const token = await login(server, 'shop', 'shop123')
      const { items } = await shopData(server)
      // Everything written so far moved into the database file, so the next sale must find new room.
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(server.db)
      fillTheDisk()

      const sale = cashSale(lines(items, 1), 100_000)
      const refused = await sell(token, sale)
      expect(refused.status).toBe(503)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(((await refused.json()) as { msg: string }).msg).toContain('服务器存储空间已满')
      const en = await sell(token, cashSale(lines(items, 1), 100_000), 'en')
      expect(((await en.json()) as { msg: string }).msg).toContain("The server's storage is full")
      expect(logged.filter((l) => l.startsWith('storage full')).length).toBe(1)

      const health = (await (await fetch(`${server.url}/healthz`)).json()) as {
        status: string
        storage: string
      }
      expect(health).toMatchObject({ status: 'degraded', storage: 'full' })
      const ready = await fetch(`${server.url}/readyz`)
      expect(ready.status).toBe(200)
      expect(await ready.json()).toMatchObject({ status: 'degraded', database: 'ok' })

      // Staff can still sign in (the reserve's room), and a read works.
      const another = await login(server, 'admin', 'admin123')
      expect(another).toBeTruthy()
      expect(await orderCount(server, [sale.id])).toBe(0)

      // An operator frees space: the same sale, sent again by the till, is taken once.
      fs.rmSync(filler)
      let answer = await sell(token, sale)
      for (let i = 0; answer.status === 503 && i < 60; i++) {
        await new Promise((r) => setTimeout(r, 500))
        answer = await sell(token, sale)
      }
      expect(answer.status).toBe(200)
      expect(await orderCount(server, [sale.id])).toBe(1)
      const healthy = (await (await fetch(`${server.url}/healthz`)).json()) as { status: string }
      expect(healthy.status).toBe('ok')
      expect(logged.some((l) => l.startsWith('storage writable again'))).toBe(true)
    }, 120_000)
  },
)
