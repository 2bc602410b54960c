// A till offline for days (issue 34): 14 days without the network and 20,000 sales queued. Does the
// till still open cold, ring a sale at once, and deliver every sale exactly once when it is back?
// Prints figures; it does not pass or fail. `npm run build && tsx bench/till-offline-days.ts`
// (TILL_DAYS_SALES=2000 for a quick run).
import os from 'node:os'
import type { Kysely } from 'kysely'
import type { Page } from 'playwright-core'
import { companyDateTime } from '../src/lib/company-time.ts'
import { formatReceiptNo } from '../src/modules/shop/receipt-number.ts'
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

/**
 * Days of sales queued as `enqueue` writes them, in chunks: each an outbox entry with its optimistic
 * order in the mirror (the till's list and its day's figures read them), rung through the 14 days.
 */
const queueDays = (sales: unknown[], uid: number, device: string) => `(async () => {
  ${PAGE_HELPERS}
  const db = await openDb(await userDbName())
  const sales = ${JSON.stringify(sales)}
  for (let i = 0; i < sales.length; i += 1000) {
    const tx = db.transaction(['outbox', 'orders'], 'readwrite')
    for (const sale of sales.slice(i, i + 1000)) {
      const at = Date.parse(sale.sold_at)
      tx.objectStore('outbox').add({
        id: sale.id, kind: 'shop.cashCheckout', payload: sale, targets: ['orders:' + sale.id], state: 'pending',
        createdAt: at, nextAttemptAt: 0, attempts: [],
        audit: { uid: ${uid}, comId: 1, device: ${JSON.stringify(device)}, localTime: sale.sold_at },
        undo: [{ table: 'orders', id: sale.id, before: null }],
      })
      tx.objectStore('orders').put({ ...sale, lines: JSON.stringify(sale.lines), updated_at: at, shift_id: '', member_id: '' })
    }
    await done(tx)
  }
  db.close()
})()`

const OUTBOX_COUNT = `(async () => {
  ${PAGE_HELPERS}
  const db = await openDb(await userDbName())
  // Pending only: a refused entry stays in the outbox as failed, and the drain must not wait on it.
  const n = await req(db.transaction('outbox').objectStore('outbox').index('state').count('pending'))
  db.close()
  return n
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
    const started = Date.now() - DAYS * 86_400_000
    const every = (DAYS * 86_400_000) / QUEUED
    const perDay = new Map<string, number>()
    const sales = Array.from({ length: QUEUED }, (_, i) => {
      const at = started + Math.round(i * every)
      const day = companyDateTime(at)[0]
      const seq = (perDay.get(day) ?? 0) + 1
      perDay.set(day, seq)
      const sale = cashSale(lines(items, 1 + (i % 3)))
      return {
        ...sale,
        sold_at: new Date(at).toISOString(),
        receipt_no: formatReceiptNo(till.code, day, seq),
      }
    })
    const uid = Number(
      (
        (await page.evaluate(`(async () => { ${PAGE_HELPERS} return await userDbName() })()`)) as string
      ).split(':')[2],
    )
    for (let i = 0; i < sales.length; i += 5_000)
      await page.evaluate(queueDays(sales.slice(i, i + 5_000), uid, till.device))
    const queued = (await page.evaluate(OUTBOX_COUNT)) as number

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

    step('back online: the queue drains')
    const total = queued + RUNG
    const t0 = Date.now()
    await goOnline(context)
    for (;;) {
      const left = (await ringer.evaluate(OUTBOX_COUNT)) as number
      if (left === 0) break
      if (Date.now() - t0 > 3_600_000) throw new Error(`${left} entries still queued after an hour`)
      await sleep(500)
    }
    const drainMs = Date.now() - t0
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
    const figures = {
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
