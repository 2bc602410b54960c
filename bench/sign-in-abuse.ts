// `node --import tsx bench/sign-in-abuse.ts`: what abusive sign-in traffic costs the server (issue
// 19). Starts `server/main.ts` as its own process on a fresh data dir, so its peak memory (VmHWM)
// is its own; the big bodies go out from curl, so this process stays free to time ordinary calls.
// It prints figures; it passes or fails nothing.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { newId } from '../src/data/enqueue.ts'
import { offlineGrant } from '../src/modules/shop/offline-grant-code.ts'
import { cashSale, lines } from '../tests/helpers/shop.ts'

const PORT = 18_000 + Math.floor(Math.random() * 1000)
const api = `http://127.0.0.1:${PORT}/api`
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm3-bench-abuse-'))
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PM3_DATA_DIR: dataDir,
    PM3_STATIC_DIR: dataDir,
    // The bench names its callers' addresses (X-Forwarded-For), as a reverse proxy would.
    PM3_TRUSTED_PROXIES: '127.0.0.1',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise<void>((resolve) => {
  server.stdout!.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('PM3 is running')) resolve()
  })
})

function peakMb(): number {
  const line = fs
    .readFileSync(`/proc/${server.pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmHWM'))!
  return Math.round(Number(line.replace(/\D/g, '')) / 1024)
}

let nextAddress = 0
/** A fresh caller address each time unless named (198.18.0.0/15 is for benchmarks, RFC 2544). */
const fresh = () => {
  nextAddress++
  return `198.18.${Math.floor(nextAddress / 250) % 250}.${(nextAddress % 250) + 1}`
}

async function post(pathName: string, body: string, from = fresh()) {
  const t = performance.now()
  const res = await fetch(`${api}${pathName}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body,
  })
  await res.text()
  return { status: res.status, ms: performance.now() - t }
}

// `--flood-only`: just issue 38's figures (the 100 MB bodies take a minute on a busy machine);
// `--own-only`: only the floods by an account (its own password, self-grants, wrong offline codes).
if (!process.argv.includes('--flood-only') && !process.argv.includes('--own-only')) {
  const hugeFile = path.join(dataDir, 'huge.json')
  fs.writeFileSync(hugeFile, JSON.stringify({ username: 'admin', password: 'x'.repeat(100 * 1024 * 1024) }))
  function hugeSignIn(): Promise<{ status: string; ms: number }> {
    return new Promise((resolve) => {
      const t = performance.now()
      const args = [
        '-s',
        '-o',
        '/dev/null',
        '-w',
        '%{http_code}',
        '-H',
        'content-type: application/json',
        '-H',
        'Expect:',
      ]
      const c = spawn('curl', [...args, '--data-binary', `@${hugeFile}`, `${api}/user/userLogin`])
      let out = ''
      c.stdout.on('data', (d: Buffer) => {
        out += d.toString()
      })
      c.on('close', () => resolve({ status: out, ms: performance.now() - t }))
    })
  }

  const small = () => post('/user/userLogin', JSON.stringify({ username: 'nobody', password: 'x' }))
  await small()
  const baseline = peakMb()
  const one = await hugeSignIn()
  console.info(
    `one 100 MB sign-in body: ${one.status} in ${one.ms.toFixed(0)} ms; server peak ${peakMb()} MB (${baseline} MB before)`,
  )

  const during: number[] = []
  let done = false
  const four = Promise.all(Array.from({ length: 4 }, hugeSignIn)).then((r) => {
    done = true
    return r
  })
  while (!done) during.push((await small()).ms)
  const answers = await four
  const slowestHuge = Math.max(...answers.map((a) => a.ms))
  console.info(
    `four 100 MB bodies at once (${answers.map((a) => a.status).join(', ')}, all answered in ${slowestHuge.toFixed(0)} ms): ` +
      `${during.length} ordinary calls meanwhile, slowest ${Math.max(...during).toFixed(0)} ms; server peak ${peakMb()} MB`,
  )

  const t = performance.now()
  const guesses = await Promise.all(
    Array.from({ length: 40 }, () =>
      post('/user/userLogin', JSON.stringify({ username: 'field', password: 'guess' }), '192.0.2.40'),
    ),
  )
  const bodies = guesses.map((g) => g.status)
  console.info(
    `40 parallel wrong passwords: answered in ${(performance.now() - t).toFixed(0)} ms, statuses ${[...new Set(bodies)].join(', ')}`,
  )
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const tally = (statuses: number[]) => {
  const counts = new Map<number, number>()
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1)
  return [...counts].map(([k, v]) => `${k}×${v}`).join(' ')
}

/**
 * Issue 38 probe F1: `flood` sent 16 at once for 10 s while a colleague signs in from ever new
 * addresses; the colleague's times and answers, and the flood's.
 */
async function whileFlooding(what: string, flood: () => Promise<{ status: number }>) {
  let on = true
  const floodStatuses: number[] = []
  const loops = Promise.all(
    Array.from({ length: 16 }, async () => {
      while (on) floodStatuses.push((await flood()).status)
    }),
  )
  // The flood stops after 10 s whatever the colleague got: before the fix, one sign-in waited for all of it.
  setTimeout(() => {
    on = false
  }, 10_000)
  await new Promise((r) => setTimeout(r, 500))
  const times: number[] = []
  const statuses: number[] = []
  while (on) {
    const a = await post('/user/userLogin', JSON.stringify({ username: 'office', password: 'office123' }))
    times.push(a.ms)
    statuses.push(a.status)
  }
  await loops
  console.info(
    `${what} (16 at once, 10 s, ${floodStatuses.length} requests: ${tally(floodStatuses)}): ` +
      `office signing in from new addresses median ${median(times).toFixed(0)} ms, slowest ` +
      `${Math.max(...times).toFixed(0)} ms, ${times.length} sign-ins: ${tally(statuses)}`,
  )
}

if (!process.argv.includes('--anonymous-only')) {
  const FLOODER = '203.0.113.80'
  const own = () =>
    post('/user/userLogin', JSON.stringify({ username: 'field', password: 'field123' }), FLOODER)
  await own()
  await whileFlooding('an account signing in with its own password from its own address', own)
  const res = await fetch(`${api}/user/userLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.81' },
    body: JSON.stringify({ username: 'shop', password: 'shop123' }),
  })
  const { token } = (await res.json()) as { token: string }
  const selfGrant = async () => {
    const t = performance.now()
    const r = await fetch(`${api}/dian/managerGrant`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '203.0.113.81',
        'x-device': 'till-bench',
        token: `Bearer ${token}`,
      },
      body: JSON.stringify({ username: 'shop', password: 'shop123', action: 'issueCard', subject: 'M-1' }),
    })
    await r.text()
    return { status: r.status, ms: performance.now() - t }
  }
  await whileFlooding('a cashier asking grants in their own name and password', selfGrant)
}
// Issue 38 probe F2: a cashier sends wrong offline manager codes on refunds above the limit, 16 at
// once for 10 s, while the manager asks /user/userInfo and rings up sales.
if (!process.argv.includes('--anonymous-only')) {
  const as = async (username: string, password: string, from: string) => {
    const r = await fetch(`${api}/user/userLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ username, password }),
    })
    return ((await r.json()) as { token: string }).token
  }
  const admin = await as('admin', 'admin123', '203.0.113.90')
  const cashier = await as('shop', 'shop123', '203.0.113.91')
  const send = async (
    token: string,
    method: string,
    pathName: string,
    body?: unknown,
    device = 'till-bench',
  ) => {
    const t = performance.now()
    const r = await fetch(`${api}${pathName}`, {
      method,
      headers: {
        'content-type': 'application/json',
        token: `Bearer ${token}`,
        'x-device': device,
        'idempotency-key': newId(),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const answer = (await r.json()) as { code: number; data: unknown }
    return { status: r.status, code: answer.code, data: answer.data, ms: performance.now() - t }
  }
  const listOf = (data: unknown) =>
    (Array.isArray(data) ? data : ((data as { list?: unknown[] }).list ?? [])) as Record<string, unknown>[]
  await send(admin, 'POST', '/dian/offlineGrantCodes', { password: 'admin123' })
  const codeRows = listOf((await send(cashier, 'GET', '/dian/getOfflineGrantList')).data)
  const items = listOf((await send(cashier, 'GET', '/dian/getServiceItemList')).data)
  const big = items.find((i) => Number(i.price) > 20_000)!
  const sale = cashSale(lines([big], 1))
  await send(cashier, 'POST', '/dian/saveCashCheckout', sale)
  const wrongCode = () =>
    send(cashier, 'POST', '/dian/saveRefund', {
      id: newId(),
      order_id: sale.id,
      amount: sale.total,
      to: 'cash',
      reason: 'bench',
      at: new Date().toISOString(),
      grant: offlineGrant(String(codeRows[0]!.id), 'ABCDEFGHJK'),
    })
  let on = true
  const floodStatuses: number[] = []
  const loops = Promise.all(
    Array.from({ length: 16 }, async () => {
      while (on) floodStatuses.push((await wrongCode()).code)
    }),
  )
  setTimeout(() => {
    on = false
  }, 10_000)
  await new Promise((r) => setTimeout(r, 500))
  const info: number[] = []
  const writes: number[] = []
  const writeCodes: number[] = []
  while (on) {
    info.push((await send(admin, 'GET', '/user/userInfo')).ms)
    const w = await send(admin, 'POST', '/dian/saveCashCheckout', cashSale(lines([big], 1)), 'office-bench')
    writes.push(w.ms)
    writeCodes.push(w.code)
  }
  await loops
  console.info(
    `a cashier's wrong offline codes (16 at once, 10 s, ${floodStatuses.length} requests: ${tally(floodStatuses)}): ` +
      `the manager's /user/userInfo median ${median(info).toFixed(0)} ms, slowest ${Math.max(...info).toFixed(0)} ms; ` +
      `their sales median ${median(writes).toFixed(0)} ms, slowest ${Math.max(...writes).toFixed(0)} ms, ${writes.length} sales: ${tally(writeCodes)}`,
  )
}

if (process.argv.includes('--own-only')) {
  server.kill('SIGTERM')
  fs.rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
}

// Issue 38: a flood of unknown names, 64 in flight at all times for 10 s, each from its own address
// (the per-address budget does not apply: the Argon2 gate does), while the real admin signs in from
// the office (an address it signed in from before) and the shop user from a new address.
const OFFICE = '192.0.2.10'
const signIn = (username: string, password: string, from?: string) =>
  post('/user/userLogin', JSON.stringify({ username, password }), from)
await signIn('admin', 'admin123', OFFICE)
const quiet: number[] = []
for (let i = 0; i < 5; i++) quiet.push((await signIn('admin', 'admin123', OFFICE)).ms)
const floodStatuses = new Map<number, number>()
let flooding = true
let floodChecks = 0
const flooder = async () => {
  while (flooding) {
    const a = await signIn(`nobody-${floodChecks++}`, 'guess-123')
    floodStatuses.set(a.status, (floodStatuses.get(a.status) ?? 0) + 1)
  }
}
const flood = Promise.all(Array.from({ length: 64 }, flooder))
await new Promise((r) => setTimeout(r, 1000))
const owner: number[] = []
const newcomer: number[] = []
const newcomerStatus: number[] = []
const floodEnds = Date.now() + 9000
await Promise.all([
  (async () => {
    while (Date.now() < floodEnds) owner.push((await signIn('admin', 'admin123', OFFICE)).ms)
  })(),
  (async () => {
    while (Date.now() < floodEnds) {
      const n = await signIn('shop', 'shop123', fresh())
      newcomer.push(n.ms)
      newcomerStatus.push(n.status)
    }
  })(),
])
flooding = false
await flood
console.info(
  `sign-in while 64 anonymous sign-ins are in flight (10 s, ${floodChecks} requests, statuses ${[...floodStatuses].map(([k, v]) => `${k}×${v}`).join(' ')}): ` +
    `admin at a known address median ${median(owner).toFixed(0)} ms, slowest ${Math.max(...owner).toFixed(0)} ms ` +
    `(quiet ${median(quiet).toFixed(0)} ms); shop user from new addresses median ${median(newcomer).toFixed(0)} ms, ` +
    `slowest ${Math.max(...newcomer).toFixed(0)} ms, statuses ${[...new Set(newcomerStatus)].join(', ')}`,
)

// One address alone: its budget of checks, then 429 at once.
const oneAddress = await Promise.all(
  Array.from({ length: 100 }, (_, i) => signIn(`nobody-x${i}`, 'guess-123', '203.0.113.66')),
)
console.info(
  `100 unknown names from one address: ${oneAddress.filter((a) => a.status === 401).length} checked, ` +
    `${oneAddress.filter((a) => a.status === 429).length} refused 429`,
)

// Unknown names and real names with a wrong password, one at a time from fresh addresses.
const unknownMs: number[] = []
const knownMs: number[] = []
for (let i = 0; i < 30; i++) {
  // Alternating which goes first, so neither always meets the other's leftovers.
  const pair = [
    async () => unknownMs.push((await signIn(`nobody-y${i % 3}`, 'guess-123')).ms),
    async () => knownMs.push((await signIn('field', 'guess-123')).ms),
  ]
  if (i % 2) pair.reverse()
  for (const run of pair) await run()
}
console.info(
  `wrong password, one at a time: unknown name median ${median(unknownMs).toFixed(1)} ms, real name median ${median(knownMs).toFixed(1)} ms`,
)
server.kill('SIGTERM')
fs.rmSync(dataDir, { recursive: true, force: true })
process.exit(0)
