// Figures for stopping and refusing (docs: operations). Prints, never passes or fails.
//  1. SIGTERM with ten tills selling on kept-alive connections: time from the signal to the exit,
//     sales acknowledged after the signal, acknowledged sales missing afterwards.
//  2. An outside process holding SQLite's write lock for 5 s: a read's time meanwhile, and a sale's.
// npx tsx bench/lifecycle.ts
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { holdWriteLock } from '../tests/helpers/outside-lock.ts'
import { startServerProcess } from '../tests/helpers/server-process.ts'
import { cashSale } from '../tests/helpers/shop.ts'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm3-bench-lifecycle-'))
const { child, url } = await startServerProcess('', dataDir, { PM3_SCHEDULER: '0' })
const exited = new Promise<number>((resolve) => child.once('exit', () => resolve(performance.now())))
const login = (await (
  await fetch(`${url}/api/user/userLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'shop', password: 'shop123' }),
  })
).json()) as { token: string }
const headers = { 'content-type': 'application/json', token: `Bearer ${login.token}` }
const item = (
  (await (await fetch(`${url}/api/dian/getServiceItemList?page=1&limit=1`, { headers })).json()) as {
    data: { id: string; name: string; price: number }[]
  }
).data[0]!
const cart = [{ item_id: String(item.id), name: item.name, price: item.price, qty: 1, discount: 0 }]
const sell = async () => {
  const sale = cashSale(cart)
  const started = performance.now()
  const res = await fetch(`${url}/api/dian/saveCashCheckout`, {
    method: 'POST',
    headers: { ...headers, 'idempotency-key': sale.id },
    body: JSON.stringify(sale),
  })
  return { id: sale.id, status: res.status, at: performance.now(), ms: performance.now() - started }
}

// 2. The outside lock first, while the process is up.
const lock = await holdWriteLock(path.join(dataDir, 'pm3.sqlite'))
const lockedSale = sell()
await new Promise((r) => setTimeout(r, 200))
const readStarted = performance.now()
await fetch(`${url}/api/dian/getMemberList?page=1&limit=20`, { headers })
const readMs = performance.now() - readStarted
const locked = await lockedSale
setTimeout(() => void lock.release(), 3_000)
console.info(
  `outside write lock: a read meanwhile ${readMs.toFixed(0)} ms; a sale ${locked.ms.toFixed(0)} ms → ${locked.status}`,
)
await new Promise((r) => setTimeout(r, 3_500))

// 1. SIGTERM under ten tills.
const acknowledged: { id: string; at: number }[] = []
let stop = false
const till = async () => {
  while (!stop) {
    try {
      const s = await sell()
      if (s.status === 200) acknowledged.push(s)
    } catch {
      return
    }
  }
}
const tills = Array.from({ length: 10 }, till)
await new Promise((r) => setTimeout(r, 3_000))
const signalAt = performance.now()
child.kill('SIGTERM')
const exitAt = await exited
stop = true
await Promise.all(tills)
const db = new SQLite(path.join(dataDir, 'pm3.sqlite'), { readonly: true })
const stored = new Set((db.prepare('select id from res_orders').all() as { id: string }[]).map((r) => r.id))
db.close()
console.info(
  `SIGTERM with 10 tills: exit ${(exitAt - signalAt).toFixed(0)} ms after the signal; ` +
    `${acknowledged.length} sales acknowledged, ${acknowledged.filter((a) => a.at > signalAt).length} of them answered after the signal (in flight at it), ` +
    `${acknowledged.filter((a) => !stored.has(a.id)).length} acknowledged sales missing`,
)
fs.rmSync(dataDir, { recursive: true, force: true })
