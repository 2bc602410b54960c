// A till offline for days (issue 34): 14 days without the network and 20,000 sales queued. Does the
// till still open cold, ring a sale at once, and deliver every sale exactly once when it is back?
// Prints figures; it does not pass or fail. `npm run build && tsx bench/till-offline-days.ts`
// (TILL_DAYS_SALES=2000 for a quick run).
import os from 'node:os'
import type { Kysely } from 'kysely'
import type { Page } from 'playwright-core'
import { monotonicFactory } from 'ulid'
import { RECEIPT_SEQ_KEY } from '../src/auth/device-identity.ts'
import type { AnyDefinedCommand, CommandStore, EffectContext, Row } from '../src/data/define-command.ts'
import type { BeforeImage } from '../src/data/outbox-types.ts'
import { companyDateTime } from '../src/lib/company-time.ts'
import { formatReceiptNo } from '../src/modules/shop/receipt-number.ts'
import { closeShift, openShift } from '../src/modules/shop/shift.commands.ts'
import { cashCheckout } from '../src/modules/shop/shop.commands.ts'
import type { AnyResource } from '../src/resources/define-resource.ts'
import { unsetRow } from '../src/resources/fields.ts'
import {
  goOffline,
  goOnline,
  launchBrowser,
  openPage,
  signInThroughPage,
  startAppServer,
  waitForServiceWorker,
} from '../tests/helpers/browser.ts'
import { cashSale, lines, registerBrowserTill, shopData } from '../tests/helpers/shop.ts'
import { firstVisible, PAGE_HELPERS, sleep } from './stats.ts'

const QUEUED = Number(process.env.TILL_DAYS_SALES ?? 20_000)
const DAYS = 14
const COLD_STARTS = 5
const RUNG = 40
type Raw = Kysely<Record<string, Record<string, unknown>>>

const step = (s: string) => process.stderr.write(`[till-offline-days] ${s}\n`)
const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
}
const round = (n: number) => Math.round(n * 10) / 10

/** One outbox entry and the mirror rows its optimistic effect wrote, as `enqueue` writes them. */
interface Queued {
  entry: Record<string, unknown>
  rows: { table: string; row: Record<string, unknown> }[]
}

/** Writes prepared entries and their mirror rows, 1,000 to a transaction (one `enqueue` each, batched). */
const queueEntries = (queued: Queued[]) => `(async () => {
  ${PAGE_HELPERS}
  const db = await openDb(await userDbName())
  const queued = ${JSON.stringify(queued)}
  let failure
  for (let i = 0; i < queued.length; i += 1000) {
    const tx = db.transaction(['outbox', 'orders', 'shifts'], 'readwrite')
    for (const { entry, rows } of queued.slice(i, i + 1000)) {
      for (const { table, row } of rows) tx.objectStore(table).put(row)
      tx.objectStore('outbox').add(entry).onerror = (e) => { failure ??= e.target.error; e.stopPropagation() }
    }
    await done(tx).catch((e) => { throw new Error(String(failure ?? e ?? 'aborted')) })
  }
  db.close()
})()`

/** A store for a command's own effect, in memory: the rows it writes and their before-images. */
function memoryStore(known: Map<string, Row>, queued: Queued) {
  const key = (r: AnyResource, id: string) => `${r.name}:${id}`
  const write = (r: AnyResource, row: Row) => {
    const before = known.get(key(r, String(row.id)))
    queued.rows.push({ table: r.name, row })
    ;(queued.entry.undo as BeforeImage[]).push({ table: r.name, id: String(row.id), before: before ?? null })
    known.set(key(r, String(row.id)), row)
  }
  const store: CommandStore = {
    get: async (r, id) => known.get(key(r, id)),
    findBy: async () => undefined,
    insert: async (r, row) => write(r, { ...unsetRow(r.fields), ...row, id: String(row.id), updated_at: 0 }),
    update: async (r, id, changes) => {
      const before = known.get(key(r, id))
      if (before) write(r, { ...before, ...changes, id, updated_at: Number(before.updated_at ?? 0) })
    },
    remove: async () => undefined,
    patchSiteInfo: async () => undefined,
  }
  return store
}

/**
 * The days offline as the till queued them, entry by entry through each command's own parse and
 * effect (what `enqueue` writes: payload, version, targets, before-images, the audit): every company
 * day a shift opened on this till, that day's cash sales rung in it with the day's receipt numbers,
 * and the shift closed with the drawer counted as expected — but the last day's shift, still open.
 * Ids are ULIDs made at the moment of each step, so the queue is in the order the till made it.
 */
function tillDays(o: {
  items: Record<string, unknown>[]
  till: { code: string; device: string }
  actor: { id: number; name: string }
}) {
  const ulid = monotonicFactory()
  const known = new Map<string, Row>()
  const queue: Queued[] = []
  const sales: { id: string; receipt_no: string }[] = []
  const shiftIds: string[] = []
  const priceVersion = o.items.reduce((max, i) => Math.max(max, Number(i.price_version ?? 0)), 0)
  // A sale's entry id is the sale's (the till makes it when the sale starts); other entries get their own.
  const put = async (command: AnyDefinedCommand, at: number, payload: Row, id = ulid(at)) => {
    const clean = command.parse(payload, 'zh')
    const queued: Queued = {
      entry: {
        id,
        kind: command.kind,
        payload: clean,
        version: command.version ?? 1,
        targets: [],
        state: 'pending',
        createdAt: at,
        nextAttemptAt: 0,
        attempts: [],
        audit: { uid: o.actor.id, comId: 1, device: o.till.device, localTime: new Date(at).toISOString() },
        undo: [],
      },
      rows: [],
    }
    const ctx: EffectContext = { actor: o.actor, time: { client: at, server: 0 }, lang: 'zh' }
    await command.effect(memoryStore(known, queued), clean, ctx)
    queued.entry.targets = (queued.entry.undo as BeforeImage[]).map((u) => `${u.table}:${u.id}`)
    queue.push(queued)
  }
  const FLOAT = 20_000
  const started = Date.now() - DAYS * 86_400_000
  const every = (DAYS * 86_400_000) / QUEUED
  let day = ''
  let seq = 0
  let shift = { id: '', cash: 0, last: 0 }
  const close = () =>
    put(closeShift, shift.last + 1_000, {
      id: shift.id,
      counted: FLOAT + shift.cash,
      expected: FLOAT + shift.cash,
      note: '',
      at: new Date(shift.last + 1_000).toISOString(),
    })
  return (async () => {
    for (let i = 0; i < QUEUED; i++) {
      const at = started + Math.round(i * every)
      const today = companyDateTime(at)[0]
      if (today !== day) {
        if (shift.id) await close()
        day = today
        seq = 0
        const opened = at - 1_000
        shift = { id: ulid(opened), cash: 0, last: at }
        shiftIds.push(shift.id)
        await put(openShift, opened, {
          id: shift.id,
          till: o.till.code,
          float: FLOAT,
          at: new Date(opened).toISOString(),
        })
      }
      const sale = {
        ...cashSale(lines(o.items, 1 + (i % 3))),
        id: ulid(at),
        sold_at: new Date(at).toISOString(),
        receipt_no: formatReceiptNo(o.till.code, day, ++seq),
        price_version: priceVersion,
        shift_id: shift.id,
      }
      await put(cashCheckout, at, sale, sale.id)
      sales.push({ id: sale.id, receipt_no: sale.receipt_no })
      shift.cash += sale.total
      shift.last = at
    }
    return { queue, sales, shiftIds, counter: { date: day, seq } }
  })()
}

const OUTBOX_COUNT = `(async () => {
  ${PAGE_HELPERS}
  const db = await openDb(await userDbName())
  // Pending only: a refused entry stays in the outbox as failed, and the drain must not wait on it.
  const n = await req(db.transaction('outbox').objectStore('outbox').index('state').count('pending'))
  db.close()
  return n
})()`

/** Where the drain stands: pending, failed, and the first pending entry's last attempt (printed while it runs). */
const OUTBOX_STATE = `(async () => {
  ${PAGE_HELPERS}
  const db = await openDb(await userDbName())
  const index = db.transaction('outbox').objectStore('outbox').index('state')
  const pending = await req(index.count('pending'))
  const failed = await req(index.count('failed'))
  const first = await req(index.get('pending'))
  const firstFailed = await req(index.get('failed'))
  db.close()
  return { pending, failed, first: first && { kind: first.kind, next: first.nextAttemptAt - Date.now(), attempts: first.attempts.slice(-2) }, failedError: firstFailed && firstFailed.error }
})()`

const ENQUEUES = `performance.getEntriesByType('measure').filter((e) => e.name === 'pm3:enqueue').map((e) => e.duration)`

/** One sale by keyboard, as a cashier rings it: the item, F9, the cash handed over, Enter twice. */
async function ringSale(page: Page) {
  const search = page.getByRole('combobox', { name: '搜索项目（名称 / 拼音首字母 / 编码）' })
  await search.waitFor()
  await page.keyboard.type('xjc')
  await page.getByRole('listbox').getByRole('option').first().waitFor()
  await page.keyboard.press('Enter')
  await page.keyboard.press('F9')
  await page.keyboard.type('100')
  await page.keyboard.press('Enter')
  await page.getByText('收款成功').waitFor()
  await page.keyboard.press('Enter')
}

async function main() {
  const server = await startAppServer()
  const browser = await launchBrowser()
  try {
    step('sign in, register the till, first pull')
    const { context, page } = await openPage(browser, server)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/login')
    await signInThroughPage(page, 'shop', 'shop123')
    await page.waitForURL(`${server.url}/`)
    const till = await registerBrowserTill(server, page)
    await page.goto('/dian/shouxian')
    await waitForServiceWorker(page)
    // The till is pulled (no registration notice) and the catalogue with it.
    await page.getByText('未开班').waitFor({ timeout: 120_000 })
    await sleep(3_000)

    step(`${QUEUED} sales over ${DAYS} days, queued offline`)
    await goOffline(context)
    const { items } = await shopData(server)
    const uid = Number(
      (
        (await page.evaluate(`(async () => { ${PAGE_HELPERS} return await userDbName() })()`)) as string
      ).split(':')[2],
    )
    const cashier = await (server.db as never as Raw)
      .selectFrom('users')
      .select(['nickname', 'username'])
      .where('id', '=', uid)
      .executeTakeFirstOrThrow()
    const days = await tillDays({
      items,
      till,
      actor: { id: uid, name: String(cashier.nickname || cashier.username) },
    })
    const { queue, sales, shiftIds } = days
    for (let i = 0; i < queue.length; i += 5_000) await page.evaluate(queueEntries(queue.slice(i, i + 5_000)))
    // The till took those numbers: its counter goes on from today's last one, as it would have.
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key!, value!),
      [RECEIPT_SEQ_KEY, JSON.stringify(days.counter)],
    )
    const queued = (await page.evaluate(OUTBOX_COUNT)) as number
    step(`${queued} entries queued: ${sales.length} sales in ${shiftIds.length} shifts (the last one open)`)

    // A till runs in one tab: the page that queued the days closes before the till is opened again,
    // as a second till tab would read the day's sales again after each sale.
    await page.close()

    step('offline cold starts of the till')
    const coldMs: number[] = []
    for (let i = 0; i < COLD_STARTS; i++) {
      const p = await context.newPage()
      await p.setViewportSize({ width: 1280, height: 900 })
      const t0 = Date.now()
      await p.goto('/dian/shouxian')
      await firstVisible(p, '[data-testid="till-total"]')
      coldMs.push(Date.now() - t0)
      await p.close()
    }

    step(`${RUNG} sales rung by keyboard, offline, behind the queue`)
    const ringer = await context.newPage()
    await ringer.setViewportSize({ width: 1280, height: 900 })
    await ringer.goto('/dian/shouxian')
    await firstVisible(ringer, '[data-testid="till-total"]')
    for (let i = 0; i < RUNG; i++) await ringSale(ringer)
    const enqueueMs = (await ringer.evaluate(ENQUEUES)) as number[]

    // What one read of every queued entry costs now: what each pull paid before it asked the index.
    const readAllMs = await ringer.evaluate(`(async () => {
      ${PAGE_HELPERS}
      const db = await openDb(await userDbName())
      const t = performance.now()
      await req(db.transaction('outbox').objectStore('outbox').index('state').getAll('pending'))
      const ms = performance.now() - t
      db.close()
      return ms
    })()`)
    step(`one read of all ${queued + RUNG} queued entries: ${Math.round(Number(readAllMs))} ms`)
    // What the till's live reads cost with the long queue: each runs again after every sale, and a
    // sale's write waits for those already reading the tables it writes.
    const reads = await ringer.evaluate(`(async () => {
      ${PAGE_HELPERS}
      const db = await openDb(await userDbName())
      const time = async (read) => { const t = performance.now(); await read(); return Math.round(performance.now() - t) }
      const store = (name) => db.transaction(name).objectStore(name)
      const out = {
        pendingCount: await time(() => req(store('outbox').index('state').count('pending'))),
        outboxCount: await time(() => req(store('outbox').count())),
        ordersTargets: await time(() => req(store('outbox').index('targets').getAll(IDBKeyRange.bound('orders:', 'orders:\uffff')))),
        allOrders: await time(() => req(store('orders').getAll())),
      }
      db.close()
      return out
    })()`)
    step(`the till's reads with the queue: ${JSON.stringify(reads)} (ms)`)
    if (process.env.TILL_DAYS_NO_DRAIN) {
      console.info(
        JSON.stringify({
          queued,
          load: os.loadavg().map((n) => round(n)),
          date: new Date().toISOString(),
          coldStartMs: { median: percentile(coldMs, 50), max: Math.max(...coldMs), runs: coldMs },
          enqueueMs: { p50: round(percentile(enqueueMs, 50)), p95: round(percentile(enqueueMs, 95)) },
          reads,
        }),
      )
      return
    }
    step('back online: the queue drains')
    const total = queued + RUNG
    const t0 = Date.now()
    await goOnline(context)
    let polls = 0
    for (;;) {
      const left = (await ringer.evaluate(OUTBOX_COUNT)) as number
      if (left === 0) break
      if (Date.now() - t0 > 3_600_000) throw new Error(`${left} entries still queued after an hour`)
      if (++polls % 20 === 0)
        step(
          `${Math.round((Date.now() - t0) / 1000)} s: ${JSON.stringify(await ringer.evaluate(OUTBOX_STATE))}`,
        )
      await sleep(500)
    }
    const drainMs = Date.now() - t0
    step(`after the drain: ${JSON.stringify(await ringer.evaluate(OUTBOX_STATE))}`)
    const db = server.db as never as Raw
    const ids = sales.map((s) => s.id)
    let stored = 0
    for (let i = 0; i < ids.length; i += 500)
      stored += Number(
        (
          await db
            .selectFrom('res_orders')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('id', 'in', ids.slice(i, i + 500))
            .executeTakeFirst()
        )?.n,
      )
    const receipts = await db
      .selectFrom('res_orders')
      .select((eb) => [eb.fn.countAll().as('n'), eb.fn.count('receipt_no').distinct().as('distinct')])
      .where('receipt_no', 'like', `${till.code}-%`)
      .executeTakeFirst()
    const shiftRows = await db.selectFrom('res_shifts').selectAll().where('id', 'in', shiftIds).execute()
    const { failed, report } = (await ringer.evaluate(`(async () => {
      ${PAGE_HELPERS}
      const db = await openDb(await userDbName())
      const failed = await req(db.transaction('outbox').objectStore('outbox').index('state').count('failed'))
      const report = await req(db.transaction('meta').objectStore('meta').get('reconnectReport'))
      db.close()
      return { failed, report: report && report.value }
    })()`)) as { failed: number; report?: { shifts: Record<string, { sent: number; refused: number }> } }
    const reported = Object.values(report?.shifts ?? {})
    const shown = await ringer
      .getByTestId('reconnect-report')
      .textContent({ timeout: 10_000 })
      .catch(() => null)
    const figures = {
      load: os.loadavg().map((n) => round(n)),
      chromium: browser.version(),
      node: process.version,
      machine: `${os.cpus()[0]?.model ?? '?'} × ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}`,
      date: new Date().toISOString(),
      queued,
      days: DAYS,
      coldStartMs: { median: percentile(coldMs, 50), max: Math.max(...coldMs), runs: coldMs },
      enqueueMs: {
        p50: round(percentile(enqueueMs, 50)),
        p95: round(percentile(enqueueMs, 95)),
        samples: enqueueMs.length,
      },
      delivery: {
        sent: total,
        drainSeconds: round(drainMs / 1000),
        perSecond: Math.round(total / (drainMs / 1000)),
        queuedStoredOnServer: stored,
        tillReceiptsOnServer: Number(receipts?.n),
        distinctReceipts: Number(receipts?.distinct),
        refusedOnDevice: failed,
      },
      shifts: {
        queued: shiftIds.length,
        onServer: shiftRows.length,
        closed: shiftRows.filter((r) => r.status === 'closed').length,
        closedWithDifference: shiftRows.filter((r) => r.status === 'closed' && Number(r.difference) !== 0)
          .length,
        lateArrivals: shiftRows.reduce((n, r) => n + Number(r.late_count ?? 0), 0),
      },
      reconnectReport: {
        shifts: reported.length,
        sent: reported.reduce((n, d) => n + d.sent, 0),
        refused: reported.reduce((n, d) => n + d.refused, 0),
        shownOnOpenShift: shown,
      },
    }
    console.info(JSON.stringify(figures, null, 2))
    await context.close()
  } finally {
    await browser.close()
    await server.stop()
  }
}

await main()
