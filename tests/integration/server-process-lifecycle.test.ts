// A real PM3 process on the embedded database, stopped and refused as an operator meets it: SIGTERM
// while ten tills sell on kept-alive connections drains (every acknowledged sale kept, nothing taken
// after the drain began, the live stream told to reconnect, the process gone within its bound); a
// second process on the same data folder is refused with a message, as is a read-only folder.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { startServerProcess, stopServerProcess } from '../helpers/server-process.ts'
import { cashSale } from '../helpers/shop.ts'

const dirs: string[] = []
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm3-lifecycle-'))
  dirs.push(dir)
  return dir
}
/** Each start is a real `tsx server/main.ts`: seconds on a loaded machine. */
const PROCESS_TEST_MS = 120_000

afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

/** The process's exit code and everything it printed, once it has ended by itself. */
function runToExit(
  env: Record<string, string>,
  dataDir: string,
): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve, reject) => {
    startServerProcess('', dataDir, env)
      .then(({ child }) => {
        child.kill('SIGTERM')
        reject(new Error('the process started, though it should have refused'))
      })
      .catch((error: Error) => {
        const match = /server process exited \((\S+)\): ([\s\S]*)$/.exec(error.message)
        if (!match) return reject(error)
        resolve({ code: match[1] === 'null' ? null : Number(match[1]), out: match[2]! })
      })
  })
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/user/userLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'shop', password: 'shop123' }),
  })
  const body = (await res.json()) as { token?: string }
  if (!body.token) throw new Error('sign-in failed')
  return body.token
}

describe('SIGTERM with tills selling', () => {
  it(
    'drains: acknowledged sales are all stored, none is taken after, the stream hears restart, the process exits',
    async () => {
      const dataDir = tempDir()
      const { child, url } = await startServerProcess('', dataDir, {
        PM3_DRAIN_MS: '10000',
        PM3_SCHEDULER: '0',
      })
      const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
      const token = await signIn(url)
      const item = (await (
        await fetch(`${url}/api/dian/getServiceItemList?page=1&limit=1`, {
          headers: { token: `Bearer ${token}` },
        })
      ).json()) as { data: { id: string; name: string; price: number }[] }
      const line = { item_id: String(item.data[0]!.id), name: item.data[0]!.name, price: item.data[0]!.price }
      const cart = [{ ...line, qty: 1, discount: 0 }]

      // The live stream: it should be told to come back, not just cut.
      const stream = await fetch(`${url}/api/sync/changes`, { headers: { token: `Bearer ${token}` } })
      let streamText = ''
      const streamDone = (async () => {
        const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader()
        for (;;) {
          const { done, value } = await reader.read().catch(() => ({ done: true, value: '' }))
          if (done) return
          streamText += value
        }
      })()

      let signalled = false
      const acknowledged: string[] = []
      const acknowledgedAfterRefusal: string[] = []
      const refusals: string[] = []
      const till = async () => {
        let refused = false
        for (;;) {
          const sale = cashSale(cart)
          try {
            const res = await fetch(`${url}/api/dian/saveCashCheckout`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                token: `Bearer ${token}`,
                'idempotency-key': sale.id,
              },
              body: JSON.stringify(sale),
            })
            const body = (await res.json()) as { code: number; msg: string }
            if (body.code === 200) {
              acknowledged.push(sale.id)
              if (refused) acknowledgedAfterRefusal.push(sale.id)
            } else {
              refused = true
              refusals.push(body.msg)
            }
          } catch {
            // Connection refused or closed: the process is going or gone.
            if (signalled) return
          }
          if (refused && signalled) return
        }
      }
      const tills = Array.from({ length: 10 }, () => till())
      while (acknowledged.length < 50) await new Promise((r) => setTimeout(r, 20))
      signalled = true
      child.kill('SIGTERM')
      const code = await exited
      await Promise.all(tills)
      await streamDone

      expect(code).toBe(0)
      expect(streamText).toContain('event: restart')
      // A till refused during the drain is never accepted afterwards by the same process.
      expect(acknowledgedAfterRefusal).toEqual([])
      for (const msg of refusals) expect(msg).toContain('服务器正在重启')
      // Every sale a till was told "done" for is in the database, once.
      const db = new SQLite(path.join(dataDir, 'pm3.sqlite'), { readonly: true })
      const stored = new Set(
        (db.prepare('select id from res_orders').all() as { id: string }[]).map((r) => String(r.id)),
      )
      db.close()
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([])
    },
    PROCESS_TEST_MS,
  )
})

describe('refusals at start', () => {
  it(
    'a second process on the same data folder is refused with a message naming the folder, and the first keeps running',
    async () => {
      const dataDir = tempDir()
      const first = await startServerProcess('', dataDir, { PM3_SCHEDULER: '0' })
      try {
        const second = await runToExit({ PM3_SCHEDULER: '0' }, dataDir)
        expect(second.code).toBe(1)
        expect(second.out).toContain(`PM3 is already running on the data folder ${dataDir}`)
        expect(second.out).toContain(`process ${first.child.pid}`)
        expect(second.out).not.toMatch(/^\s+at /m)
        const health = await fetch(`${first.url}/readyz`)
        expect(health.status).toBe(200)
      } finally {
        await stopServerProcess(first.child)
      }
      // Once the first is gone the folder is free again, even without a clean release (the OS drops it).
      const again = await startServerProcess('', dataDir, { PM3_SCHEDULER: '0' })
      await stopServerProcess(again.child)
    },
    PROCESS_TEST_MS,
  )

  it(
    'a read-only data folder ends the start with a message, not a stack trace',
    async (ctx) => {
      const dataDir = tempDir()
      // A read-only file system, as a wrongly mounted volume is: root ignores file modes, not mounts.
      try {
        execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', dataDir], { stdio: 'ignore' })
      } catch {
        ctx.skip()
      }
      try {
        const refused = await runToExit({ PM3_SCHEDULER: '0' }, dataDir)
        expect(refused.code).toBe(1)
        expect(refused.out).toContain(`PM3 cannot write to its data folder ${dataDir}`)
        expect(refused.out).not.toMatch(/^\s+at /m)
      } finally {
        execFileSync('umount', [dataDir])
      }
    },
    PROCESS_TEST_MS,
  )
})
