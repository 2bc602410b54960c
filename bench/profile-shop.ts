// `npx tsx bench/profile-shop.ts [edit|worker|flush|cold]`: a CPU profile (Chrome DevTools Protocol) of the
// page while the bench's shop scenarios run, printed as the top functions by self time. For finding
// where a figure of `npm run bench` goes; it measures nothing itself. Needs `npm run build` first.
import type { CDPSession, Page } from 'playwright-core'
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
import { addMembers, renameMembers } from './generate.ts'
import { firstVisible, listBody, PAGE_HELPERS, sleep, watchListFor } from './stats.ts'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

function summarise(profile: Profile, top = 30): string {
  const self = new Map<number, number>()
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0))
  })
  const byName = new Map<string, number>()
  let total = 0
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0
    total += us
    const f = node.callFrame
    const file = f.url.split('/').at(-1) ?? ''
    const key = `${f.functionName || '(anon)'} ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}`
    byName.set(key, (byName.get(key) ?? 0) + us)
  }
  const busy = total - [...byName].filter(([k]) => k.startsWith('(idle)')).reduce((s, [, v]) => s + v, 0)
  const lines = [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, us]) => `${(us / 1000).toFixed(1).padStart(8)} ms  ${k}`)
  // Inclusive time per function (a recursive function counts once per stack).
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const inclusive = new Map<string, number>()
  const walk = (id: number, onStack: Set<string>): number => {
    const node = byId.get(id)!
    const f = node.callFrame
    const key = `${f.functionName || '(anon)'} ${f.url.split('/').at(-1) ?? ''}:${f.lineNumber + 1}`
    let us = self.get(id) ?? 0
    const fresh = !onStack.has(key)
    if (fresh) onStack.add(key)
    for (const c of node.children ?? []) us += walk(c, onStack)
    if (fresh) {
      onStack.delete(key)
      inclusive.set(key, (inclusive.get(key) ?? 0) + us)
    }
    return us
  }
  walk(profile.nodes[0]!.id, new Set())
  const incl = [...inclusive]
    .filter(([k]) => !k.startsWith('(root)') && !k.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([k, us]) => `${(us / 1000).toFixed(1).padStart(8)} ms  ${k}`)
  return `total ${(total / 1000).toFixed(0)} ms, busy ${(busy / 1000).toFixed(0)} ms\nself:\n${lines.join('\n')}\ninclusive:\n${incl.join('\n')}`
}

async function profiled<T>(cdp: CDPSession, what: () => Promise<T>): Promise<T> {
  await cdp.send('Profiler.enable')
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  const out = await what()
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
  console.info(summarise(profile))
  return out
}

async function edits(page: Page, count: number): Promise<number[]> {
  const table = await listBody(page)
  const out: number[] = []
  for (let i = 0; i < count; i++) {
    const name = `会员0000001·p${i}`
    await table.getByRole('row').filter({ hasText: 'B0000001' }).getByRole('button', { name: '编辑' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('姓名').filter({ visible: true }).fill(name)
    await page.evaluate(watchListFor(name))
    const count = () => page.evaluate(`performance.getEntriesByName('pm3:enqueue').length`) as Promise<number>
    const before = await count()
    await dialog.getByRole('button', { name: '保存' }).filter({ visible: true }).click()
    const seen = (await page.evaluate('window.__seen')) as number
    // The list shows the edit before the enqueue's measure is recorded (at its end): wait for it.
    while ((await count()) <= before) await sleep(5)
    // The watcher's time is epoch ms (as the bench's); the mark's is from the page's time origin.
    const start = (await page.evaluate(
      `performance.timeOrigin + performance.getEntriesByName('pm3:enqueue').at(-1).startTime`,
    )) as number
    const dur = (await page.evaluate(`performance.getEntriesByName('pm3:enqueue').at(-1).duration`)) as number
    out.push(seen - start, dur)
    // TMP_MARKS=1: the page's `performance.mark('TMP:…')` calls a developer added, timed from the enqueue.
    if (process.env.TMP_MARKS)
      console.info(
        `${(
          (await page.evaluate(
            `performance.getEntriesByType('mark').map((m) => [m.name, performance.timeOrigin + m.startTime]).filter(([n, t]) => n.startsWith('TMP:') && t >= ${start} - 50 && t <= ${seen} + 30).map(([n, t]) => n + ' ' + (t - ${start}).toFixed(1))`,
          )) as string[]
        ).join(' | ')} | seen ${(seen - start).toFixed(1)}`,
      )
    await dialog.waitFor({ state: 'detached' })
    await sleep(100)
  }
  return out
}

const mode = process.argv[2] ?? 'edit'
const server = await startAppServer()
const browser = await launchBrowser()
try {
  await addMembers(server, 5000)
  const { context, page } = await openPage(browser, server)
  await page.setViewportSize({ width: 1280, height: 900 })
  page.on('console', (m) => m.type() === 'error' && console.error('page:', m.text()))
  page.on('pageerror', (e) => console.error('page error:', e.message))
  await page.goto('/login')
  await signInThroughPage(page, 'shop', 'shop123')
  await page.waitForURL(`${server.url}/`, { waitUntil: 'commit' })
  await page.locator('main h1').filter({ visible: true }).first().waitFor({ timeout: 60_000 })
  // As in the bench, the app runs under its service worker (it sees every request it does not route away).
  await waitForServiceWorker(page)
  await page.goto('/dian/huiyuan')
  const table = await listBody(page)
  await table.getByText('B0000000').waitFor({ timeout: 120_000 })
  await sleep(3000)
  const cdp = await context.newCDPSession(page)
  if (mode === 'edit') {
    console.info(
      'raw getAll(300) by card_no, idle page, ms:',
      await page.evaluate(`(async () => {
        ${PAGE_HELPERS}
        const db = await openDb(await userDbName())
        const t = []
        for (let i = 0; i < 10; i++) {
          const s = performance.now()
          await req(db.transaction('members').objectStore('members').index('card_no').getAll(null, 300))
          t.push((performance.now() - s).toFixed(1))
          await pause(30)
        }
        db.close()
        return t.join(' ')
      })()`),
    )
    await edits(page, 3)
    const t = await profiled(cdp, () => edits(page, 15))
    console.info('visible / enqueue ms', t.map((x) => x.toFixed(1)).join(' '))
  } else if (mode === 'cold') {
    // Offline cold start of the till: where its first second goes (documents, scripts, first paint).
    await page.goto('/dian/shouxian')
    await page.getByTestId('till-total').filter({ visible: true }).waitFor()
    await goOffline(context)
    for (let i = 0; i < 3; i++) {
      const p = await context.newPage()
      await p.setViewportSize({ width: 1280, height: 900 })
      // The last start is profiled (the first two show the spread without the profiler's cost).
      const open = async () => {
        const started = Date.now()
        await p.goto('/dian/shouxian')
        await firstVisible(p, '[data-testid="till-total"]')
        return Date.now() - started
      }
      const ms = i < 2 ? await open() : await profiled(await context.newCDPSession(p), open)
      const timeline = (await p.evaluate(`(() => {
        const nav = performance.getEntriesByType('navigation')[0]
        const res = performance.getEntriesByType('resource').map((e) => [e.name.split('/').at(-1), e.startTime, e.responseEnd])
        const paint = performance.getEntriesByType('paint').map((e) => [e.name, e.startTime])
        const chain = performance.getEntriesByType('resource').filter((e) => e.startTime > 100).map((e) => e.name.split('/').at(-1).slice(0, 24) + ' ' + e.startTime.toFixed(0) + '→' + e.responseEnd.toFixed(0))
        const marks = performance.getEntriesByType('mark').concat(performance.getEntriesByType('measure')).map((m) => m.name + '@' + m.startTime.toFixed(0) + (m.duration ? '+' + m.duration.toFixed(0) : ''))
        return { chain, marks, dcl: nav.domContentLoadedEventEnd, responseEnd: nav.responseEnd, lastScript: Math.max(...res.map((r) => r[2])), count: res.length, paint, now: performance.now(),
          slow: res.filter((r) => r[2] - r[1] > 40).map((r) => r[0] + ' ' + r[1].toFixed(0) + '→' + r[2].toFixed(0)) }
      })()`)) as Record<string, unknown>
      console.info(`cold start ${ms} ms`, JSON.stringify(timeline))
      await p.close()
    }
  } else if (mode === 'worker') {
    await profiled(cdp, async () => {
      for (let i = 0; i < 15; i++) {
        await page.evaluate(`window.__w = performance.now(); undefined`)
        await page.evaluate(watchListFor(`会员0000000·w${i}`))
        await renameMembers(server, ['B0000000'], `·w${i}`)
        await context.setOffline(true)
        await sleep(50)
        await context.setOffline(false)
        const seen = (await page.evaluate('window.__seen')) as number
        // As the bench: from the worker's write of the one renamed row to the list showing it.
        for (const w of page.workers()) {
          const writes = (await w
            .evaluate(
              `performance.getEntriesByName('pm3:pull-write').map((e) => ({ at: performance.timeOrigin + e.startTime, d: e.duration, rows: e.detail.rows, resource: e.detail.resource }))`,
            )
            .catch(() => [])) as { at: number; d: number; rows: number; resource: string }[]
          const write = writes.filter((m) => m.resource === 'members' && m.rows === 1).at(-1)
          if (write)
            console.info(`worker → page ${(seen - write.at).toFixed(1)} ms (write ${write.d.toFixed(1)} ms)`)
        }
      }
    })
  } else {
    const { items } = await shopData(server)
    // The same calls made straight from the page, one after another: what a call costs without the outbox.
    const direct = Array.from({ length: 30 }, () => cashSale(lines(items)))
    const token = (await page.evaluate(`localStorage.getItem('pm3-token')`)) as string
    const directMs = (await page.evaluate(`(async () => {
      const t = []
      for (const sale of ${JSON.stringify(direct)}) {
        const s = performance.now()
        const res = await fetch('/api/dian/saveCashCheckout', { method: 'POST', headers: { 'content-type': 'application/json', 'Idempotency-Key': sale.id, token: 'Bearer ' + ${JSON.stringify(token)} }, body: JSON.stringify(sale) })
        await res.json()
        t.push(performance.now() - s)
      }
      return t
    })()`)) as number[]
    console.info('direct calls from the page, ms:', directMs.map((x) => x.toFixed(1)).join(' '))
    const sales = Array.from({ length: 50 }, () => cashSale(lines(items)))
    await goOffline(context)
    await page.evaluate(`(async () => {
      ${PAGE_HELPERS}
      const db = await openDb(await userDbName())
      const tx = db.transaction('outbox', 'readwrite')
      for (const sale of ${JSON.stringify(sales)}) tx.objectStore('outbox').add({
        id: sale.id, kind: 'shop.cashCheckout', payload: sale, targets: ['orders:' + sale.id], state: 'pending',
        createdAt: Date.now(), nextAttemptAt: 0, attempts: [], audit: { uid: 1, comId: 1, device: 'p', localTime: '' },
        undo: [{ table: 'orders', id: sale.id, before: null }] })
      await done(tx)
      db.close()
    })()`)
    const ms = await profiled(cdp, async () => {
      const emptied = page.evaluate(`(async () => {
        ${PAGE_HELPERS}
        const db = await openDb(await userDbName())
        const s = performance.now()
        for (;;) {
          if ((await req(db.transaction('outbox').objectStore('outbox').count())) === 0) break
          await pause(20)
        }
        db.close()
        return performance.now() - s
      })()`) as Promise<number>
      await goOnline(context)
      return emptied
    })
    console.info(`flush of 50: ${ms.toFixed(0)} ms`)
    for (const w of page.workers()) {
      const pushes = (await w
        .evaluate(
          `performance.getEntriesByName('pm3:push').map((e) => [e.startTime, e.duration, e.detail.callMs])`,
        )
        .catch(() => [])) as number[][]
      if (pushes.length === 0) continue
      const t0 = pushes[0]![0]!
      console.info(
        pushes
          .map(([at, d, call]) => `+${(at! - t0).toFixed(0)} total ${d!.toFixed(1)} call ${call!.toFixed(1)}`)
          .join('\n'),
      )
    }
  }
} finally {
  await browser.close()
  await server.stop()
}
