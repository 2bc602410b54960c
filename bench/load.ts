// `npm run bench:load`: a chain of shops on one server. 200 simulated devices on loopback — tills
// flushing their queued cash sales one after another (as the outbox does) and delta-pulling orders,
// office users editing members while each holds the live change stream — against one server process
// on SQLite, and, when PM3_TEST_DATABASE_URL names a PostgreSQL server, against two processes on one
// fresh PostgreSQL database (devices split between them, as a load balancer would). Bounded: a fixed
// number of sales per till and edits per office user, and a time limit. Prints a markdown table.
// The load generator runs on the same 2 cores as the server, so the ratio to the server's own
// checkout rate (one client, one sale at a time, measured first on the same server) is the figure.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { newId } from '../src/data/enqueue.ts'
import { cartTotal } from '../src/modules/shop/checkout.flow.ts'
import { createTestDatabase, testDatabaseUrl } from '../tests/helpers/test-database.ts'
import { pct, sleep } from './stats.ts'

const DEVICES = Number(process.env.PM3_LOAD_DEVICES ?? 200)
const OFFICE_SHARE = 0.2
const SALES_PER_TILL = Number(process.env.PM3_LOAD_SALES ?? 10)
const EDITS_PER_OFFICE = 5
const TIME_LIMIT_MS = 180_000
/** After the burst: each till sells every ~5 s (about 5 × a busy shop's pace), for 30 s. */
const STEADY_EVERY_MS = Number(process.env.PM3_LOAD_EVERY_MS ?? 5_000)
const STEADY_MS = 30_000

interface Envelope {
  code: number
  msg: string
  data?: unknown
  cursor?: string
}

interface Server {
  url: string
  child: ChildProcess
}

function startProcess(dataDir: string, databaseUrl: string): Promise<Server> {
  // PM3_LOAD_PROFILE=dir: each server process writes a CPU profile there (node --cpu-prof).
  const profile = process.env.PM3_LOAD_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PM3_LOAD_PROFILE}`]
    : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      PM3_DATA_DIR: dataDir,
      PM3_STATIC_DIR: path.join(dataDir, 'no-app'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    const onData = (chunk: Buffer) => {
      out += chunk.toString()
      const running = /PM3 is running at (http:\/\/\S+)/.exec(out)
      if (running) resolve({ child, url: running[1]! })
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${out}`)))
  })
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/**
 * By default all simulated devices share the generator's one fetch client pool: a till's next sale
 * takes whichever connection is free, and new ones are opened while others are busy (500 connections
 * for 200 devices in one run; some tills' first sale waited seconds for a connection the server had not
 * yet accepted). `PM3_LOAD_CONNECTIONS=device` gives each device its own keep-alive connection, as 200
 * separate devices have; both are reported in the README.
 */
const SHARED_POOL = process.env.PM3_LOAD_CONNECTIONS !== 'device'
type Device = http.Agent

function newDevice(): Device {
  return new http.Agent({ keepAlive: true, maxSockets: 1 })
}

const setupDevice = newDevice()

function send(url: URL, device: Device, method: string, headers: Record<string, string>, body?: string) {
  if (SHARED_POOL) return fetch(url, { method, headers, body }).then((res) => res.text())
  return new Promise<string>((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: device }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
      })
      res.on('end', () => resolve(text))
      res.on('error', reject)
    })
    req.on('error', (error: NodeJS.ErrnoException) => {
      // A kept-alive connection the server closed (its 5 s idle timeout) as this request went out:
      // sent again on a new one, as a device would (a write carries its idempotency key).
      if (req.reusedSocket && error.code === 'ECONNRESET')
        send(url, device, method, headers, body).then(resolve, reject)
      else reject(error)
    })
    req.end(body)
  })
}

async function call(
  base: string,
  token: string | null,
  route: string,
  init: { body?: unknown; query?: Record<string, string | number> } = {},
  device: Device = setupDevice,
): Promise<Envelope> {
  const url = new URL(`${base}/api${route}`)
  for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, String(v))
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (token) headers.token = `Bearer ${token}`
  const body = init.body as { id?: string } | undefined
  // Every write carries its idempotency key, as the outbox sends it (a sale: its receipt number).
  if (body) headers['Idempotency-Key'] = route === '/dian/saveCashCheckout' && body.id ? body.id : newId()
  const text = await send(
    url,
    device,
    body ? 'POST' : 'GET',
    headers,
    body ? JSON.stringify(body) : undefined,
  )
  return JSON.parse(text) as Envelope
}

async function login(base: string, username: string, password: string): Promise<string> {
  const answer = (await call(base, null, '/user/userLogin', { body: { username, password } })) as Envelope & {
    token?: string
  }
  const token = answer.token
  if (!token) throw new Error(`login ${username}: ${answer.msg}`)
  return token
}

function sale(items: Record<string, unknown>[]) {
  const cart = items.slice(0, 2).map((i) => ({
    item_id: String(i.id),
    name: String(i.name),
    price: Number(i.price),
    qty: 1,
    discount: 0,
  }))
  const total = cartTotal(cart)
  return {
    id: newId(),
    method: 'cash',
    lines: cart,
    total,
    tendered: total,
    change: 0,
    sold_at: new Date().toISOString(),
  }
}

async function checkout(
  base: string,
  token: string,
  items: Record<string, unknown>[],
  device: Device = setupDevice,
): Promise<number> {
  const s = performance.now()
  const answer = await call(base, token, '/dian/saveCashCheckout', { body: sale(items) }, device)
  if (answer.code !== 200) throw new Error(`checkout: ${answer.msg}`)
  return performance.now() - s
}

/** The server's own rate: one client, one sale at a time, nothing else running. */
async function serverRate(base: string, token: string, items: Record<string, unknown>[]): Promise<number> {
  for (let i = 0; i < 20; i++) await checkout(base, token, items) // warm up
  const count = 200
  const s = performance.now()
  for (let i = 0; i < count; i++) await checkout(base, token, items)
  return count / ((performance.now() - s) / 1000)
}

/** An office user's live stream: read until the run ends, counting change events. */
async function holdStream(base: string, token: string, signal: AbortSignal): Promise<number> {
  let events = 0
  try {
    const res = await fetch(`${base}/api/sync/changes`, { headers: { token: `Bearer ${token}` }, signal })
    const reader = res.body!.getReader()
    const decoder = new TextDecoder()
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      events += (decoder.decode(value).match(/event: change/g) ?? []).length
    }
  } catch {
    // aborted at the end of the run
  }
  return events
}

interface Figures {
  setup: string
  devices: number
  sales: number
  salesPerSecond: number
  p50: number
  p99: number
  max: number
  steady: { sales: number; perSecond: number; p50: number; p99: number; max: number }
  serverRate: number
  pulls: number
  edits: number
  streamEvents: number
  errors: number
  firstError: string
}

async function run(setup: string, servers: Server[]): Promise<Figures> {
  const bases = servers.map((s) => s.url)
  // One sign-in per role and process: 200 sign-ins would only measure the password hash and the
  // sign-in throttle, which are not what a shop's day is made of (tokens are per session anyway).
  const shopTokens = await Promise.all(bases.map((b) => login(b, 'shop', 'shop123')))
  const adminTokens = await Promise.all(bases.map((b) => login(b, 'admin', 'admin123')))
  const itemsAnswer = await call(bases[0]!, shopTokens[0]!, '/dian/getServiceItemList', {
    query: { limit: 50 },
  })
  const items = itemsAnswer.data as Record<string, unknown>[]
  const membersAnswer = await call(bases[0]!, adminTokens[0]!, '/dian/getMemberList', {
    query: { limit: 100 },
  })
  const members = membersAnswer.data as Record<string, unknown>[]
  const rate = await serverRate(bases[0]!, shopTokens[0]!, items)

  const latencies: number[] = []
  const errors: string[] = []
  const saleErrors = () =>
    errors.filter((e) => e.startsWith('Error: checkout') || e.startsWith('TypeError')).length
  let pulls = 0
  let edits = 0
  const offices = Math.round(DEVICES * OFFICE_SHARE)
  const tills = DEVICES - offices
  const deadline = Date.now() + TIME_LIMIT_MS
  const streams = new AbortController()

  const sell = async (base: string, token: string, device: Device, into: number[]) => {
    try {
      into.push(await checkout(base, token, items, device))
    } catch (e) {
      errors.push(String(e))
    }
  }
  // The till's orders list: a delta pull from its cursor (the first one takes a page of the list).
  const pullOrders = async (base: string, token: string, device: Device, cursor: string | undefined) => {
    try {
      const answer = await call(
        base,
        token,
        '/dian/getOrderList',
        { query: cursor ? { updated_since: cursor, limit: 1000 } : { page: 1, limit: 1000 } },
        device,
      )
      pulls++
      return answer.cursor
    } catch (e) {
      // A dropped connection is counted and the till tries again from the same cursor next time.
      errors.push(`pull: ${String(e)}`)
      return cursor
    }
  }
  const till = async (i: number) => {
    const base = bases[i % bases.length]!
    const token = shopTokens[i % bases.length]!
    const device = newDevice()
    // A till back online: its queue goes out one sale after another, then it pulls what changed.
    for (let k = 0; k < SALES_PER_TILL && Date.now() < deadline; k++)
      await sell(base, token, device, latencies)
    let cursor = await pullOrders(base, token, device, undefined)
    // Then a working day, sped up: a sale every STEADY_EVERY_MS (jittered), each followed by a pull.
    await sleep(Math.random() * STEADY_EVERY_MS)
    while (performance.now() < steadyEnd && Date.now() < deadline) {
      const next = performance.now() + STEADY_EVERY_MS * (0.5 + Math.random())
      if (performance.now() >= steadyStart) await sell(base, token, device, steady)
      cursor = await pullOrders(base, token, device, cursor)
      await sleep(Math.max(0, next - performance.now()))
    }
  }
  const office = async (i: number) => {
    const base = bases[i % bases.length]!
    const token = adminTokens[i % bases.length]!
    const device = newDevice()
    for (let k = 0; (k < EDITS_PER_OFFICE || performance.now() < steadyEnd) && Date.now() < deadline; k++) {
      const member = members[(i * EDITS_PER_OFFICE + k) % members.length]!
      const { rev: _rev, updated_at: _u, ...fields } = member
      const answer = await call(
        base,
        token,
        '/dian/saveMember',
        { body: { ...fields, remark: `load ${i}.${k}` } },
        device,
      ).catch((e: unknown) => ({ code: 0, msg: String(e) }))
      if (answer.code === 200) edits++
      else errors.push(`member edit: ${answer.msg}`)
      await sleep(STEADY_EVERY_MS)
    }
  }

  const streamed = Array.from({ length: offices }, (_, i) =>
    holdStream(bases[i % bases.length]!, adminTokens[i % bases.length]!, streams.signal),
  )
  await sleep(300) // the streams are open before the tills start
  const started = performance.now()
  // The steady part is timed once every till has flushed its queue (the burst) and settled.
  let steadyStart = Number.POSITIVE_INFINITY
  let steadyEnd = Number.POSITIVE_INFINITY
  const steady: number[] = []
  let flushed = 0
  const tillsFlushed = new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (latencies.length + saleErrors() >= tills * SALES_PER_TILL || Date.now() > deadline) {
        clearInterval(check)
        resolve()
      }
    }, 50)
  })
  void tillsFlushed.then(() => {
    flushed = performance.now()
    steadyStart = flushed + STEADY_EVERY_MS
    steadyEnd = steadyStart + STEADY_MS
  })
  await Promise.all([
    ...Array.from({ length: tills }, (_, i) => till(i)),
    ...Array.from({ length: offices }, (_, i) => office(i)),
  ])
  const seconds = (flushed - started) / 1000
  streams.abort()
  const events = (await Promise.all(streamed)).reduce((a, b) => a + b, 0)
  return {
    setup,
    devices: DEVICES,
    sales: latencies.length,
    salesPerSecond: latencies.length / seconds,
    p50: pct(latencies, 0.5),
    p99: pct(latencies, 0.99),
    max: Math.max(...latencies),
    steady: {
      sales: steady.length,
      perSecond: steady.length / (STEADY_MS / 1000),
      p50: pct(steady, 0.5),
      p99: pct(steady, 0.99),
      max: Math.max(...steady),
    },
    serverRate: rate,
    pulls,
    edits,
    streamEvents: events,
    errors: errors.length,
    firstError: errors[0] ?? '',
  }
}

const results: Figures[] = []
const tmp = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `pm3-load-${name}-`))

{
  const dir = tmp('sqlite')
  const server = await startProcess(dir, '')
  try {
    results.push(await run('1 process, SQLite', [server]))
  } finally {
    await stop(server.child)
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

if (testDatabaseUrl) {
  const database = (await createTestDatabase())!
  const dirs = [tmp('pg1'), tmp('pg2')]
  // The first process migrates and seeds; the second starts on the ready database.
  const first = await startProcess(dirs[0]!, database.url)
  const second = await startProcess(dirs[1]!, database.url)
  try {
    results.push(await run('2 processes, PostgreSQL', [first, second]))
  } finally {
    await Promise.all([stop(first.child), stop(second.child)])
    await database.drop()
    for (const d of dirs) fs.rmSync(d, { recursive: true, force: true })
  }
}

const f0 = (x: number) => x.toFixed(0)
console.info(
  `\nLoad test, ${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ` +
    `${DEVICES} devices (${DEVICES - Math.round(DEVICES * OFFICE_SHARE)} tills × ${SALES_PER_TILL} sales, ` +
    `${Math.round(DEVICES * OFFICE_SHARE)} office users × ${EDITS_PER_OFFICE} edits + live stream), loopback, ` +
    `${SHARED_POOL ? 'one client pool shared by all devices' : 'one connection per device'}\n`,
)
console.info(
  '| setup | burst: sales, sales/s | burst: p50 / p99 / max of a sale | steady: sales/s | steady: p50 / p99 / max | server alone | burst ÷ alone | pulls | edits | stream events | errors |',
)
console.info('|---|---|---|---|---|---|---|---|---|---|---|')
for (const r of results)
  console.info(
    `| ${r.setup} | ${r.sales}, ${f0(r.salesPerSecond)}/s | ${f0(r.p50)} / ${f0(r.p99)} / ${f0(r.max)} ms | ` +
      `${r.steady.perSecond.toFixed(1)}/s | ${f0(r.steady.p50)} / ${f0(r.steady.p99)} / ${f0(r.steady.max)} ms | ` +
      `${f0(r.serverRate)}/s | ${(r.salesPerSecond / r.serverRate).toFixed(2)} × | ${r.pulls} | ${r.edits} | ` +
      `${r.streamEvents} | ${r.errors}${r.firstError ? ` (${r.firstError.slice(0, 80)})` : ''} |`,
  )
