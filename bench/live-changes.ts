// Live changes: another user's write reaching a device's open list (real Chromium, the built app),
// and one change fanned out to many devices streaming from one server process (node HTTP clients,
// with that process's memory per open stream).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { newId } from '../src/data/enqueue.ts'
import { launchBrowser, openPage, signInThroughPage, startAppServer } from '../tests/helpers/browser.ts'
import { type LiveDevice, liveDevice } from '../tests/helpers/live-device.ts'
import { startServerProcess, stopServerProcess } from '../tests/helpers/server-process.ts'
import { bearer, call, login, type TestServer } from '../tests/helpers/test-server.ts'
import { pct, sleep, watchListFor } from './stats.ts'

export interface LiveFigures {
  /** Another user's save (request sent) → the new value on the open list, ms. */
  otherUserMs: number[]
  fanOut: { devices: number; toAllMs: number[]; toFirstMs: number[]; kbPerConnection: number }
}

type Row = Record<string, unknown> & { id: string }

const now = () => performance.timeOrigin + performance.now()

async function saveStaff(server: { api: string }, token: string, row: Row): Promise<void> {
  const res = await fetch(`${server.api}/staff/saveStaff`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token), 'idempotency-key': newId() },
    body: JSON.stringify(row),
  })
  const body = (await res.json()) as { code: number; msg: string }
  if (body.code !== 200) throw new Error(`save refused: ${body.msg}`)
}

async function firstStaff(server: TestServer | { api: string }, token: string): Promise<Row> {
  const res = await fetch(`${server.api}/staff/getStaffList?limit=1`, { headers: bearer(token) })
  const { updated_at: _, ...row } = ((await res.json()) as { data: Row[] }).data[0]!
  return row as Row
}

/** Admin B keeps /staff/stafflist open; office (another user, another device) renames one row. */
async function otherUserToScreen(edits: number): Promise<number[]> {
  const server = await startAppServer()
  const browser = await launchBrowser()
  try {
    const { page } = await openPage(browser, server)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/login')
    await signInThroughPage(page, 'admin', 'admin123')
    await page.waitForURL(`${server.url}/`)
    const writer = await login(server, 'office', 'office123')
    const row = await firstStaff(server, writer)
    await page.goto('/staff/stafflist')
    await page.getByRole('searchbox', { name: '搜索' }).fill(String(row.mobile))
    await page
      .getByRole('row')
      .filter({ hasText: String(row.name) })
      .first()
      .waitFor()
    await page.getByTestId('live-indicator').filter({ hasText: '实时' }).waitFor({ timeout: 30_000 })
    const times: number[] = []
    for (let i = 0; i < edits; i++) {
      const name = `${row.name}·L${i}`
      await page.evaluate(watchListFor(name))
      const sent = now()
      await saveStaff(server, writer, { ...row, name })
      const seen = (await page.evaluate('window.__seen')) as number
      times.push(seen - sent)
      await sleep(50)
    }
    return times
  } finally {
    await browser.close()
    await server.stop()
  }
}

function rssKb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN)
}

/** One server process (SQLite), `count` devices streaming from it; an admin edits a staff row. */
async function fanOut(count: number, edits: number): Promise<LiveFigures['fanOut']> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm3-bench-live-'))
  const { child, url } = await startServerProcess('', dataDir)
  const server = { api: `${url}/api` }
  const devices: LiveDevice[] = []
  try {
    const token = (
      await call({ api: server.api } as TestServer, 'POST', '/user/userLogin', {
        body: { username: 'admin', password: 'admin123' },
      })
    ).body.token!
    // Warm the process up (first queries, JIT) before the memory baseline.
    await firstStaff(server, token)
    await sleep(500)
    const before = rssKb(child.pid!)
    // Each device signs in on its own, as separate devices do; the token is all a stream needs. One
    // at a time: the sign-in throttle counts an attempt before the password is checked, so twenty at
    // once for one account from one address are refused as guesses (and the bench used to hang).
    for (let i = 0; i < count; i++) {
      const answer = await call({ api: server.api } as TestServer, 'POST', '/user/userLogin', {
        body: { username: 'office', password: 'office123' },
      })
      if (!answer.body.token) throw new Error(`sign-in ${i + 1} refused: ${answer.body.msg}`)
      devices.push(await liveDevice(server.api, answer.body.token))
    }
    await sleep(1000)
    const kbPerConnection = (rssKb(child.pid!) - before) / count
    const row = await firstStaff(server, token)
    const toAllMs: number[] = []
    const toFirstMs: number[] = []
    for (let i = 0; i < edits; i++) {
      const marks = devices.map((d) => d.events.length)
      const sent = now()
      await saveStaff(server, token, { ...row, name: `${row.name}·F${i}` })
      const arrivals = await Promise.all(
        devices.map((d, j) => d.waitFor((e) => e.resource === 'staff', 10_000, marks[j])),
      )
      const at = arrivals.map((e) => e.at + performance.timeOrigin - sent)
      toAllMs.push(Math.max(...at))
      toFirstMs.push(Math.min(...at))
      await sleep(100)
    }
    return { devices: count, toAllMs, toFirstMs, kbPerConnection }
  } finally {
    for (const d of devices) d.close()
    await stopServerProcess(child)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function liveChanges(edits = 100, devices = 200): Promise<LiveFigures> {
  const otherUserMs = await otherUserToScreen(edits)
  return { otherUserMs, fanOut: await fanOut(devices, 20) }
}

// `npx tsx bench/live-changes.ts` (after `npm run build`) prints these figures alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const f = await liveChanges()
  const p = (xs: number[]) => `p50 ${pct(xs, 0.5).toFixed(1)} ms / p95 ${pct(xs, 0.95).toFixed(1)} ms`
  console.info(`another user's change → open list (${f.otherUserMs.length} edits): ${p(f.otherUserMs)}`)
  console.info(
    `one change → all ${f.fanOut.devices} devices: ${p(f.fanOut.toAllMs)} (first: ${p(f.fanOut.toFirstMs)})`,
  )
  console.info(
    `server memory per open stream: ${f.fanOut.kbPerConnection.toFixed(1)} KB (RSS growth / devices)`,
  )
}
