// The browser's own limits, measured in the same Chromium as the app, in a fresh origin on the same
// server: raw IndexedDB puts of the very rows the pull gets (same page size, same indexes), a raw
// put + add in one transaction on that full table, a raw read of the list's first 50 rows on it, and a
// BroadcastChannel round trip to a worker.
import type { Browser } from 'playwright-core'
import { members } from '../src/modules/shop/members.resource.ts'
import { mirrorIndexes } from '../src/resources/mirror-indexes.ts'
import { PULL_PAGE } from '../src/sync/pull.ts'
import type { TestServer } from '../tests/helpers/test-server.ts'
import { PAGE_HELPERS } from './stats.ts'

export interface Limits {
  rawPutRowsPerSecond: number
  rawPutRows: number
  /** One rw transaction {put a member, add an outbox entry}, ms per sample. */
  rawPutAddMs: number[]
  /** A raw read of the first 50 by card number on the full table, nothing else running, ms per sample. */
  rawReadMs: number[]
  /** Page → worker → page over a BroadcastChannel, ms per sample. */
  broadcastRoundTripMs: number[]
}

const rawPutScript = (token: string, list: string, pageSize: number, samples: number) => `(async () => {
  ${PAGE_HELPERS}
  const rows = []
  let after = ''
  for (;;) {
    const res = await fetch('/api${list}?limit=${pageSize}' + (after ? '&after_id=' + after : '&page=1'), { headers: { token: 'Bearer ${token}' } })
    const page = (await res.json()).data
    rows.push(...page)
    if (page.length < ${pageSize}) break
    after = page[page.length - 1].id
  }
  const db = await openDb('bench-raw', (d) => {
    const s = d.createObjectStore('members', { keyPath: 'id' })
    for (const i of ${JSON.stringify(['updated_at', ...mirrorIndexes(members)])}) s.createIndex(i, i)
    const o = d.createObjectStore('outbox', { keyPath: 'id' })
    o.createIndex('state', 'state')
    o.createIndex('targets', 'targets', { multiEntry: true })
  })
  const t0 = performance.now()
  for (let i = 0; i < rows.length; i += ${pageSize}) {
    const tx = db.transaction('members', 'readwrite')
    const store = tx.objectStore('members')
    for (const row of rows.slice(i, i + ${pageSize})) store.put(row)
    await done(tx)
  }
  const putMs = performance.now() - t0
  const reads = []
  for (let k = 0; k < ${samples}; k++) {
    await pause(16)
    const s = performance.now()
    await req(db.transaction('members', 'readonly').objectStore('members').index('card_no').getAll(null, 50))
    reads.push(performance.now() - s)
  }
  const putAdd = []
  for (let k = 0; k < ${samples}; k++) {
    await pause(20)
    const row = { ...rows[k % rows.length], name: 'raw' + k }
    const s = performance.now()
    const tx = db.transaction(['members', 'outbox'], 'readwrite')
    tx.objectStore('members').put(row)
    tx.objectStore('outbox').add({ id: 'e' + k, kind: 'members.save', payload: row, targets: ['members:' + row.id], state: 'pending', createdAt: Date.now(), nextAttemptAt: 0, attempts: [], undo: [{ table: 'members', id: row.id, before: rows[k % rows.length] }] })
    await done(tx)
    putAdd.push(performance.now() - s)
  }
  db.close()
  return { rows: rows.length, putMs, putAdd, reads }
})()`

const broadcastScript = (samples: number) => `(async () => {
  const src = "const c = new BroadcastChannel('bench-rt'); c.onmessage = (e) => c.postMessage(e.data)"
  const worker = new Worker(URL.createObjectURL(new Blob([src], { type: 'text/javascript' })))
  const channel = new BroadcastChannel('bench-rt')
  const once = () => new Promise((resolve) => { channel.onmessage = (e) => resolve(e.data) })
  // Warm up until the worker answers.
  for (;;) {
    const answer = once()
    channel.postMessage(-1)
    if ((await Promise.race([answer, new Promise((r) => setTimeout(() => r('none'), 50))])) === -1) break
  }
  const times = []
  for (let k = 0; k < ${samples}; k++) {
    await new Promise((r) => setTimeout(r, 10))
    const answer = once()
    const s = performance.now()
    channel.postMessage(k)
    await answer
    times.push(performance.now() - s)
  }
  worker.terminate()
  channel.close()
  return times
})()`

export async function measureLimits(
  browser: Browser,
  server: TestServer,
  token: string,
  list: string,
  samples: number,
): Promise<Limits> {
  const context = await browser.newContext({ baseURL: server.url })
  try {
    // A blank page of the app's origin: the same storage backend, none of the app's work.
    await context.route(`${server.url}/__bench`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>bench</title>' }),
    )
    const page = await context.newPage()
    await page.goto('/__bench')
    const raw = (await page.evaluate(rawPutScript(token, list, PULL_PAGE, samples))) as {
      rows: number
      putMs: number
      putAdd: number[]
      reads: number[]
    }
    const broadcastRoundTripMs = (await page.evaluate(broadcastScript(samples))) as number[]
    return {
      rawPutRows: raw.rows,
      rawPutRowsPerSecond: Math.round(raw.rows / (raw.putMs / 1000)),
      rawPutAddMs: raw.putAdd,
      rawReadMs: raw.reads,
      broadcastRoundTripMs,
    }
  } finally {
    await context.close()
  }
}
