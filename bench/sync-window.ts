// `npm run bench:window`: a till's first sign-in when the company holds 100k and then 1,000,000
// historical orders (3 years, several shops). With the sync window (orders and the ledger: the
// till's shop's last 30 days) the time to a sale-ready till and the rows stored on the device should
// not grow with the history: the table compares the two runs. Same server, fresh browser profile each.
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { ulid } from 'ulid'
import { SHOP_DAYS } from '../src/modules/shop/orders.resource.ts'
import { launchBrowser, openPage, signInThroughPage, startAppServer } from '../tests/helpers/browser.ts'
import { serverRev, type TestServer } from '../tests/helpers/test-server.ts'
import { step } from './shop-sync.ts'
import { PAGE_HELPERS, sleep } from './stats.ts'

const DAY = 86_400_000
const out = (line: string) => process.stdout.write(`${line}\n`)
const SHOPS = ['S0-TILL', 'S1', 'S2', 'S3']
/** Sales a shop rings up a day, in the recent days every run has (the history is what grows). */
const RECENT_PER_SHOP_DAY = 50
const HISTORY_DAYS = 3 * 365

/**
 * Orders straight into the server's SQLite file: one transaction, one prepared statement (the
 * 1M-row run would take minutes through the query builder). Each order takes the next revision.
 */
function insertOrders(
  server: TestServer,
  count: number,
  make: (i: number) => { soldAt: number; shop: string },
) {
  const db = new SQLite(path.join(server.config.dataDir, 'pm3.sqlite'))
  db.pragma('busy_timeout = 10000')
  // Generated data, not a business write: no fsync per page, and room for the indexes' pages.
  db.pragma('synchronous = OFF')
  db.pragma('cache_size = -262144')
  const rev0 = Number(
    (db.prepare("select value from sequences where name = 'rev'").get() as { value: number }).value,
  )
  const insert = db.prepare(
    `insert into res_orders (id, com_id, rev, updated_at, created_at, receipt_no, method, total, tendered, "change", lines, sold_at, shop_id)
     values (?, 1, ?, ?, ?, ?, 'cash', ?, ?, 0, ?, ?, ?)`,
  )
  const now = server.clock.now
  db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const { soldAt, shop } = make(i)
      const total = 1_000 + ((i * 37) % 50_000)
      const sold = new Date(soldAt).toISOString()
      const lines = JSON.stringify([{ item_id: '', name: '洗剪吹', price: total, qty: 1, discount: 0 }])
      insert.run(
        ulid(soldAt),
        rev0 + i + 1,
        now,
        now,
        `HIST-${String(i).padStart(7, '0')}`,
        total,
        total,
        lines,
        sold,
        shop,
      )
    }
    db.prepare("update sequences set value = ? where name = 'rev'").run(rev0 + count)
  })()
  db.close()
}

/** Rows in every store of the signed-in user's database, and in its orders store. */
const DEVICE_ROWS = `(async () => {
  ${PAGE_HELPERS}
  const db = await openDb(await userDbName())
  const names = [...db.objectStoreNames]
  const tx = db.transaction(names, 'readonly')
  const counts = await Promise.all(names.map((n) => req(tx.objectStore(n).count())))
  db.close()
  return { total: counts.reduce((a, b) => a + b, 0), orders: counts[names.indexOf('orders')] ?? 0 }
})()`

/** The lists the till's journeys wait for before a sale (tests/e2e/till*.test.ts). */
const TILL_LISTS = ['serviceItems', 'members', 'cardTypes', 'orders', 'memberLedger']
const PULLED = `(async () => {
  ${PAGE_HELPERS}
  const name = await userDbName()
  if (!name) return false
  const db = await openDb(name)
  if (!db.objectStoreNames.contains('syncState')) { db.close(); return false }
  const states = await req(db.transaction('syncState').objectStore('syncState').getAll())
  db.close()
  const pulled = new Set(states.filter((s) => s.lastPullAt).map((s) => s.resource))
  return ${JSON.stringify(TILL_LISTS)}.every((r) => pulled.has(r))
})()`

interface SignIn {
  history: number
  saleReadyMs: number
  deviceRows: number
  deviceOrders: number
  windowQueryMs: number
}

async function firstSignIn(server: TestServer, history: number): Promise<SignIn> {
  const browser = await launchBrowser()
  try {
    const { context, page } = await openPage(browser, server)
    await page.goto('/login?redirect=/dian/shouxian')
    await page.getByLabel('用户名').waitFor()
    const started = Date.now()
    await signInThroughPage(page, 'shop', 'shop123')
    await page.waitForURL(/\/dian\/shouxian/, { timeout: 120_000 })
    await page
      .getByRole('combobox', { name: '搜索项目（名称 / 拼音首字母 / 编码）' })
      .waitFor({ timeout: 600_000 })
    // waitForFunction takes the script's promise for a truthy answer: poll the answer itself.
    while (!(await page.evaluate(PULLED))) await sleep(50)
    const saleReadyMs = Date.now() - started
    const rows = (await page.evaluate(DEVICE_ROWS)) as { total: number; orders: number }
    await context.close()
    return { history, saleReadyMs, deviceRows: rows.total, deviceOrders: rows.orders, windowQueryMs: 0 }
  } finally {
    await browser.close()
  }
}

/** The server's own time for the till's first page of its window (the SQL and its index). */
async function windowQueryMs(server: TestServer, token: string): Promise<number> {
  const started = performance.now()
  const answer = (await (
    await fetch(`${server.api}/dian/getOrderList?window=1&page=1&limit=1000`, {
      headers: { token: `Bearer ${token}` },
    })
  ).json()) as { data: unknown[]; total: number }
  const ms = Math.round(performance.now() - started)
  step(`server's window: ${answer.data.length} rows on the first page of ${answer.total}`)
  return ms
}

const server = await startAppServer()
try {
  const rawDb = server.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>
  const shopUser = await rawDb
    .selectFrom('users')
    .select('staff_ref')
    .where('username', '=', 'shop')
    .executeTakeFirstOrThrow()
  await rawDb
    .updateTable('res_staff')
    .set({ shop_id: SHOPS[0] })
    .where('id', '=', String(shopUser.staff_ref))
    .execute()

  const now = server.clock.now
  const recentCount = SHOPS.length * SHOP_DAYS * RECENT_PER_SHOP_DAY
  step(`recent sales: ${recentCount} (${SHOPS.length} shops × ${SHOP_DAYS} days × ${RECENT_PER_SHOP_DAY})`)
  insertOrders(server, recentCount, (i) => ({
    soldAt: now - ((i % (SHOP_DAYS * RECENT_PER_SHOP_DAY)) / RECENT_PER_SHOP_DAY) * DAY - 60_000,
    shop: SHOPS[Math.floor(i / (SHOP_DAYS * RECENT_PER_SHOP_DAY))]!,
  }))
  // History: days SHOP_DAYS+1 … 3 years back, every shop (the till's own included), evenly.
  const older = (offset: number) => (i: number) => ({
    soldAt:
      now -
      (SHOP_DAYS + 1) * DAY -
      (((i + offset) * 7919) % ((HISTORY_DAYS - SHOP_DAYS - 1) * 1440)) * 60_000,
    shop: SHOPS[(i + offset) % SHOPS.length]!,
  })
  const runs: SignIn[] = []
  const { login } = await import('../tests/helpers/test-server.ts')
  // PM3_WINDOW_HISTORY=100000,300000 tries smaller companies while developing the bench.
  const sizes = (process.env.PM3_WINDOW_HISTORY ?? '100000,1000000').split(',').map(Number)
  for (const [k, total] of sizes.entries()) {
    const before = k === 0 ? 0 : sizes[k - 1]!
    const add = total - recentCount - Math.max(0, before - recentCount)
    step(`history: adding ${add} orders (company total ${total})`)
    const t = performance.now()
    insertOrders(server, add, older(before))
    step(`inserted in ${((performance.now() - t) / 1000).toFixed(1)} s; rev ${await serverRev(server)}`)
    const windowMs = await windowQueryMs(server, await login(server, 'shop', 'shop123'))
    step(`till's first sign-in with ${total} orders`)
    const run = await firstSignIn(server, total)
    run.windowQueryMs = windowMs
    runs.push(run)
    step(JSON.stringify(run))
  }
  const [a, b] = runs as [SignIn, SignIn]
  const within = (x: number, y: number) => `${((y / x - 1) * 100).toFixed(1)} %`
  out(
    `\nSync window bench ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model}, load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}\n`,
  )
  out(
    '| company orders | till sale-ready after sign-in | rows on the device (orders) | server: first window page |',
  )
  out('|---|---|---|---|')
  for (const r of runs)
    out(
      `| ${r.history.toLocaleString('en-US')} | ${(r.saleReadyMs / 1000).toFixed(2)} s | ${r.deviceRows.toLocaleString('en-US')} (${r.deviceOrders.toLocaleString('en-US')}) | ${r.windowQueryMs} ms |`,
    )
  out(`| 1M vs 100k | ${within(a.saleReadyMs, b.saleReadyMs)} | ${within(a.deviceRows, b.deviceRows)} | |`)
} finally {
  await server.stop()
}
