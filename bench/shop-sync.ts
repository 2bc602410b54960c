// The till's sync in the built app: a shop user signs in against a server holding many members.
// Full pull (with UI reads during it), delta pull, a user's edit reaching the list, the worker's
// writes reaching the page, the outbox flush of queued checkouts, offline cold starts, initial JS.

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import type { BrowserContext, Page, Route } from 'playwright-core'
import { PUSH_BATCH_PATH, type PushBatchEntry, type PushBatchResult } from '../src/api/push-batch.ts'
import { members } from '../src/modules/shop/members.resource.ts'
import {
  goOffline,
  goOnline,
  launchBrowser,
  openPage,
  signInThroughPage,
  startAppServer,
  waitForServiceWorker,
} from '../tests/helpers/browser.ts'
import { cashSale, lines, shopData } from '../tests/helpers/shop.ts'
import { bearer, login, type TestServer } from '../tests/helpers/test-server.ts'
import { addMembers, renameMembers } from './generate.ts'
import { type Limits, measureLimits } from './limits.ts'
import { scale } from './scale.ts'
import { firstVisible, listBody, PAGE_HELPERS, sleep, watchListFor } from './stats.ts'

export interface ShopFigures {
  limits: Limits
  pull: { rows: number; ms: number; rowsPerSecond: number }
  queryDuringPull: { max: number; p50: number; samples: number }
  delta: { changes: number; ms: number }
  writeVisibleMs: number[]
  enqueueMs: number[]
  workerToPageMs: number[]
  flush: { entries: number; ms: number; perSecond: number }
  /** The same flush answered at once by the bench (no server work): the client's own share. */
  flushInstant: { entries: number; ms: number; perSecond: number }
  server: { checkouts: number; perSecond: number }
  /** bareMs: a precached file opened the same way (a new tab, offline, served by the service worker). */
  coldStart: { tillMs: number; dashboardMs: number; bareMs: number }
  initialJs: { loginKb: number; loginFiles: number; tillKb: number; tillFiles: number }
}

interface Measure {
  name: string
  at: number
  duration: number
  detail: { resource?: string; mode?: string; rows?: number; received?: number }
}

/** The worker's and page's User Timing entries, on the wall clock so the two can be compared. */
const MEASURES = `performance.getEntriesByType('measure').filter((e) => e.name.startsWith('pm3:'))
  .map((e) => ({ name: e.name, at: performance.timeOrigin + e.startTime, duration: e.duration, detail: e.detail }))`

const enqueueCount = (page: Page) =>
  page.evaluate(`performance.getEntriesByName('pm3:enqueue').length`) as Promise<number>

async function workerMeasures(page: Page): Promise<Measure[]> {
  for (const w of page.workers()) {
    const list = (await w.evaluate(MEASURES).catch(() => [])) as Measure[]
    if (list.some((m) => m.name === 'pm3:pull')) return list
  }
  return []
}

async function waitForMeasure(
  page: Page,
  test: (m: Measure) => boolean,
  timeoutMs: number,
): Promise<Measure> {
  const end = Date.now() + timeoutMs
  for (;;) {
    const found = (await workerMeasures(page)).find(test)
    if (found) return found
    if (Date.now() > end) throw new Error('timed out waiting for a pull measure')
    await sleep(100)
  }
}

/** Reads the first 50 members by card number (what the list shows) over and over while the pull runs. */
const QUERY_WHILE_PULLING = `(async () => {
  ${PAGE_HELPERS}
  let name
  while (!(name = await userDbName())) await pause(10)
  let db = await openDb(name)
  while (!db.objectStoreNames.contains('members')) { db.close(); await pause(20); db = await openDb(name) }
  const times = []
  const end = performance.now() + 600000
  for (;;) {
    const s = performance.now()
    const tx = db.transaction(['members', 'syncState'], 'readonly')
    await req(tx.objectStore('members').index('card_no').getAll(null, 50))
    times.push(performance.now() - s)
    const state = await req(db.transaction('syncState').objectStore('syncState').get('members'))
    if ((state && state.lastPullAt) || performance.now() > end) break
    await pause(16)
  }
  db.close()
  return times
})()`

/** Offline then online: the page tells its worker, which pushes and pulls every list (delta). */
async function reconnect(context: BrowserContext): Promise<void> {
  await context.setOffline(true)
  await sleep(50)
  await context.setOffline(false)
}

/** The page's script files so far (the workers' own excepted). */
export const JS_ENTRIES = `performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js') && !n.includes('worker'))`

/** The files' gzip size, read from dist/ (the bytes the server sent). */
export function gzipBytes(urls: string[]): number {
  let bytes = 0
  for (const u of urls)
    bytes += gzipSync(
      readFileSync(path.resolve(process.env.PM3_STATIC_DIR ?? 'dist', `.${new URL(u).pathname}`)),
    ).length
  return bytes
}

const gzipKb = (urls: string[]) => Math.round(gzipBytes(urls) / 102.4) / 10

async function serverCheckoutRate(server: TestServer, count: number): Promise<number> {
  const token = await login(server, 'shop', 'shop123')
  const { items } = await shopData(server)
  const started = performance.now()
  for (let i = 0; i < count; i++) {
    const sale = cashSale(lines(items))
    const res = await fetch(`${server.api}/dian/saveCashCheckout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Idempotency-Key': sale.id, ...bearer(token) },
      body: JSON.stringify(sale),
    })
    const body = (await res.json()) as { code: number; msg: string }
    if (body.code !== 200) throw new Error(`checkout failed: ${body.msg}`)
  }
  return Math.round(count / ((performance.now() - started) / 1000))
}

/** Queued checkouts written into the outbox as `enqueue` writes them (offline, so none leaves). */
const queueCheckouts = (sales: unknown[], uid: number) => `(async () => {
  ${PAGE_HELPERS}
  const db = await openDb(await userDbName())
  const tx = db.transaction('outbox', 'readwrite')
  const sales = ${JSON.stringify(sales)}
  for (const sale of sales) tx.objectStore('outbox').add({
    id: sale.id, kind: 'shop.cashCheckout', payload: sale, targets: ['orders:' + sale.id], state: 'pending',
    createdAt: Date.now(), nextAttemptAt: 0, attempts: [],
    audit: { uid: ${uid}, comId: 1, device: 'bench', localTime: new Date().toISOString() },
    undo: [{ table: 'orders', id: sale.id, before: null }],
  })
  await done(tx)
  db.close()
})()`

const OUTBOX_EMPTY = `(async () => {
  ${PAGE_HELPERS}
  const db = await openDb(await userDbName())
  const s = performance.now()
  for (;;) {
    const n = await req(db.transaction('outbox').objectStore('outbox').count())
    if (n === 0) break
    await pause(20)
  }
  db.close()
  return [performance.now() - s, performance.timeOrigin + performance.now()]
})()`

/** The batch push answered at once, every entry accepted, as the peers' loopback endpoint does. */
async function acceptAll(route: Route): Promise<void> {
  const { entries } = route.request().postDataJSON() as { entries: PushBatchEntry[] }
  const results: PushBatchResult[] = entries.map((e) => ({
    key: e.key,
    answer: { code: 200, msg: 'ok', data: null },
  }))
  await route.fulfill({ json: { code: 200, msg: 'ok', data: { results } } })
}

/** Progress on stderr, so a long run shows where it is. */
export const step = (what: string) =>
  process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${what}\n`)

export async function shopSync(): Promise<ShopFigures> {
  const server = await startAppServer()
  const browser = await launchBrowser()
  try {
    await addMembers(server, scale.members)
    const token = await login(server, 'shop', 'shop123')
    step('browser limits')
    const limits = await measureLimits(browser, server, token, members.api.list, scale.samples)

    // Initial JS of the login page, in a context of its own (nothing cached).
    const fresh = await openPage(browser, server)
    await fresh.page.goto('/login')
    await fresh.page.getByLabel('用户名').waitFor()
    const loginJs = (await fresh.page.evaluate(JS_ENTRIES)) as string[]
    await fresh.context.close()

    step('full pull')
    // Full pull, with the list's first page read from the page while it runs.
    const { context, page } = await openPage(browser, server)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/login')
    await signInThroughPage(page, 'shop', 'shop123')
    // Signing in loads the app afresh; the reads start as soon as the new document does.
    await page.waitForURL(`${server.url}/`, { waitUntil: 'commit' })
    const reads = (await page.evaluate(QUERY_WHILE_PULLING)) as number[]
    const full = await waitForMeasure(
      page,
      (m) => m.name === 'pm3:pull' && m.detail.resource === 'members',
      600_000,
    )
    const pulled = full.detail.received ?? 0
    await waitForServiceWorker(page)

    step('delta pull')
    // Delta pull: the server changes some members; the page comes back online.
    const cards = Array.from({ length: scale.deltaChanges }, (_, i) => `B${String(i).padStart(7, '0')}`)
    await renameMembers(server, cards, '·d')
    await reconnect(context)
    const delta = await waitForMeasure(
      page,
      (m) => m.name === 'pm3:pull' && m.detail.resource === 'members' && m.detail.mode === 'delta',
      120_000,
    )

    step('worker → page')
    // The worker's writes reaching the list on screen: one renamed member per delta pull.
    await page.goto('/dian/huiyuan')
    const table = await listBody(page)
    await table.getByText('B0000000').waitFor()
    const workerToPageMs: number[] = []
    for (let i = 0; i < scale.samples; i++) {
      const name = `会员0000000·w${i}`
      await page.evaluate(watchListFor(name))
      const before = Date.now()
      await renameMembers(server, ['B0000000'], `·w${i}`)
      await reconnect(context)
      const seen = (await page.evaluate('window.__seen')) as number
      const writes = (await workerMeasures(page)).filter(
        (m) =>
          m.name === 'pm3:pull-write' &&
          m.detail.resource === 'members' &&
          m.detail.rows === 1 &&
          m.at > before - 5,
      )
      const write = writes.find((m) => m.at <= seen) ?? writes[0]
      if (write) workerToPageMs.push(seen - write.at)
    }

    step('user edits')
    // A user's edit: the form's save enqueues; the list shows the new name.
    const writeVisibleMs: number[] = []
    for (let i = 0; i < scale.samples; i++) {
      const name = `会员0000001·u${i}`
      const row = table.getByRole('row').filter({ hasText: 'B0000001' })
      await row.getByRole('button', { name: '编辑' }).click()
      // The dialog's root has no box of its own (its panel is fixed), so visibility is asked of its inputs.
      const dialog = page.getByRole('dialog')
      await dialog.getByLabel('姓名').filter({ visible: true }).fill(name)
      await page.evaluate(watchListFor(name))
      const before = await enqueueCount(page)
      await dialog.getByRole('button', { name: '保存' }).filter({ visible: true }).click()
      const seen = (await page.evaluate('window.__seen')) as number
      // The list shows the edit before its enqueue has ended, and the enqueue's measure is recorded
      // when it ends: wait for this edit's own, or the previous edit's would be taken.
      while ((await enqueueCount(page)) <= before) await sleep(5)
      const enqueues = (await page.evaluate(MEASURES)) as Measure[]
      const last = enqueues.filter((m) => m.name === 'pm3:enqueue').at(-1)!
      writeVisibleMs.push(seen - last.at)
      await dialog.waitFor({ state: 'detached' })
      await sleep(100)
    }
    const enqueueMs = ((await page.evaluate(MEASURES)) as Measure[])
      .filter((m) => m.name === 'pm3:enqueue')
      .map((m) => m.duration)

    step('outbox flush')
    // Outbox flush: checkouts queued offline, then the network comes back.
    const serverPerSecond = await serverCheckoutRate(server, scale.checkouts)
    const { items } = await shopData(server)
    const sameKindOfSales = () => Array.from({ length: scale.checkouts }, () => cashSale(lines(items)))
    const sales = sameKindOfSales()
    await goOffline(context)
    const shopUid = Number(
      (
        (await page.evaluate(`(async () => { ${PAGE_HELPERS} return await userDbName() })()`)) as string
      ).split(':')[2],
    )
    await page.evaluate(queueCheckouts(sales, shopUid))
    const emptied = page.evaluate(OUTBOX_EMPTY) as Promise<[number, number]>
    await goOnline(context)
    const [flushMs] = await emptied

    step('outbox flush to an endpoint that answers at once')
    // As the peers' bench pushes (bench/peers/): every entry accepted without the server's work.
    await goOffline(context)
    await page.evaluate(queueCheckouts(sameKindOfSales(), shopUid))
    await context.route(`**/api${PUSH_BATCH_PATH}`, acceptAll)
    const emptiedInstantly = page.evaluate(OUTBOX_EMPTY) as Promise<[number, number]>
    const backOnline = Date.now()
    await goOnline(context)
    const [, emptiedAt] = await emptiedInstantly
    await context.unroute(`**/api${PUSH_BATCH_PATH}`, acceptAll)
    // Timed from the first batch leaving, as the peers' pushes are timed from their start: the
    // worker's noticing that the device is online again is not part of the push.
    const firstSent = (await workerMeasures(page))
      .filter((m) => m.name === 'pm3:push' && m.at >= backOnline - 5)
      .reduce((first, m) => Math.min(first, m.at), emptiedAt)
    const flushInstantMs = emptiedAt - firstSent

    step('offline cold starts')
    // Offline cold starts: new tabs while the network is gone, served by the service worker.
    await goOffline(context)
    const coldStart = async (route: string, ready: (p: Page) => Promise<void>) => {
      const p = await context.newPage()
      await p.setViewportSize({ width: 1280, height: 900 })
      const started = Date.now()
      await p.goto(route)
      await ready(p)
      const ms = Date.now() - started
      const js = (await p.evaluate(JS_ENTRIES)) as string[]
      await p.close()
      return { ms, js }
    }
    const till = await coldStart('/dian/shouxian', (p) => firstVisible(p, '[data-testid="till-total"]'))
    const dashboard = await coldStart('/', (p) => firstVisible(p, 'main h1'))
    // The same-run reference: what a tab served from the precache costs with no app in it. The icon
    // is a precached file, so the service worker answers it from the precache, not with the app.
    const bare = await coldStart('/icon.svg', (p) => firstVisible(p, 'svg'))
    await context.close()

    const pullSeconds = full.duration / 1000
    return {
      limits,
      pull: { rows: pulled, ms: full.duration, rowsPerSecond: Math.round(pulled / pullSeconds) },
      queryDuringPull: {
        max: Math.max(...reads),
        p50: [...reads].sort((a, b) => a - b)[Math.floor(reads.length / 2)] ?? 0,
        samples: reads.length,
      },
      delta: { changes: delta.detail.received ?? 0, ms: delta.duration },
      writeVisibleMs,
      enqueueMs,
      workerToPageMs,
      flush: {
        entries: scale.checkouts,
        ms: flushMs,
        perSecond: Math.round(scale.checkouts / (flushMs / 1000)),
      },
      flushInstant: {
        entries: scale.checkouts,
        ms: flushInstantMs,
        perSecond: Math.round(scale.checkouts / (flushInstantMs / 1000)),
      },
      server: { checkouts: scale.checkouts, perSecond: serverPerSecond },
      coldStart: { tillMs: till.ms, dashboardMs: dashboard.ms, bareMs: bare.ms },
      initialJs: {
        loginKb: gzipKb(loginJs),
        loginFiles: loginJs.length,
        tillKb: gzipKb(till.js),
        tillFiles: till.js.length,
      },
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}
