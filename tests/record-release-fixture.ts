// `npm run record-release-fixture`: records what this build leaves on devices, for every later release
// to replay (tests/integration/release-replay.test.ts). Three devices sign in to a fresh demo server,
// pull, and queue work offline as their pages would (a till's shift of sales, top-up, refund and cash
// move; a make-up punch and an approval decision; record edits); their IndexedDB databases are
// exported beside a copy of the server's database, under tests/fixtures/releases/<package version>/.
// The recording is then pushed once here, so a fixture that today's server would not accept is never
// written. `-- --schema` only writes the Dexie stores snapshot of today's DB_VERSION.
import 'fake-indexeddb/auto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { sql } from 'kysely'
import { enqueue, newId } from '../src/data/enqueue.ts'
import { DB_VERSION, storesFor } from '../src/data/user-db.ts'
import { companyDateTime } from '../src/lib/company-time.ts'
import { catalogue } from '../src/modules/registry.ts'
import { zReport } from '../src/modules/shop/z-report.ts'
import { actAs } from './helpers/approvals.ts'
import {
  exportDatabase,
  RELEASES_DIR,
  type RecordedDevice,
  type ReleaseManifest,
  type SchemaSnapshot,
  snapshotFile,
  sortedStores,
  writeGzip,
} from './helpers/release-fixtures.ts'
import { cashSale, lines, memberSale, shopData } from './helpers/shop.ts'
import { signedInClient } from './helpers/sync-client.ts'
import { startTestServer, type TestServer } from './helpers/test-server.ts'

type Client = Awaited<ReturnType<typeof signedInClient>>

/** The snapshot of today's stores; refuses to overwrite a different one (that needs a DB_VERSION bump). */
function recordSchema(): void {
  const stores = sortedStores(storesFor(catalogue.resources))
  const file = snapshotFile(DB_VERSION)
  if (fs.existsSync(file)) {
    const pinned = JSON.parse(fs.readFileSync(file, 'utf8')) as SchemaSnapshot
    if (JSON.stringify(sortedStores(pinned.stores)) !== JSON.stringify(stores))
      throw new Error(
        `${file} pins other stores: version ${DB_VERSION} has shipped. Bump DB_VERSION in src/data/user-db.ts and run this again.`,
      )
    console.info(`schema v${DB_VERSION}: unchanged (${path.relative(process.cwd(), file)})`)
    return
  }
  const snapshot: SchemaSnapshot = { version: DB_VERSION, shippedBy: releaseName(), stores }
  fs.writeFileSync(file, `${JSON.stringify(snapshot, null, 2)}\n`)
  console.info(`schema v${DB_VERSION}: written to ${path.relative(process.cwd(), file)}`)
}

function releaseName(): string {
  const pkg = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8'))
  return String(pkg.version)
}

const now = () => new Date().toISOString()

/** A till's shift, made offline: sales by cash, WeChat and member card, a top-up, a refund, a cash move, the close. */
async function tillShift(server: TestServer, till: Client): Promise<void> {
  const { items, members } = await shopData(server)
  const q = (kind: string, payload: Record<string, unknown>) => enqueue(till.db, till.ctx, kind, payload)
  const shift_id = newId()
  await q('shop.openShift', { id: shift_id, till: 'T1', float: 50_000, at: now() })
  const cash = { ...cashSale(lines(items, 2), 100_000), shift_id }
  await q('shop.cashCheckout', cash)
  await q('shop.cashCheckout', { ...cashSale(lines(items.slice(2), 1)), method: 'wechat', shift_id })
  const member = members.find((m) => Number(m.balance) > 50_000)
  if (!member) throw new Error('no demo member with a balance to charge')
  await q('shop.memberCheckout', { ...memberSale(member, lines(items, 1)), shift_id })
  const topUp = { id: newId(), member_id: String(member.id), amount: 20_000, at: now(), method: 'cash' }
  await q('shop.topUp', { ...topUp, shift_id })
  await q('shop.refund', {
    id: newId(),
    order_id: cash.id,
    amount: 100,
    to: 'cash',
    reason: '找错零',
    at: now(),
    shift_id,
  })
  await q('shop.cashMove', {
    id: newId(),
    shift_id,
    direction: 'out',
    amount: 30_000,
    reason: '存银行',
    at: now(),
  })
  const ofShift = (table: string) => till.db.table(table).where('shift_id').equals(shift_id).toArray()
  const report = zReport({
    float: 50_000,
    orders: await ofShift('orders'),
    refunds: await ofShift('refunds'),
    topUps: (await ofShift('memberLedger')).filter((l) => l.kind === 'topup'),
    moves: await ofShift('cashMoves'),
  })
  const counted = report.expectedCash
  await q('shop.closeShift', { id: shift_id, counted, expected: counted, note: '', at: now() })
}

/** A make-up punch for yesterday, and a decision on a step the field account holds. */
async function fieldWork(server: TestServer, field: Client): Promise<void> {
  const date = companyDateTime(server.clock.now - 86_400_000)[0]
  await enqueue(field.db, field.ctx, 'staff.makeUpPunch', {
    id: newId(),
    date,
    time: '09:00',
    slot: 'in',
    reason: '现场无信号，打卡失败',
  })
  const notices = await (await actAs(server, 'field', 'field123')).notices()
  const held = notices[0]
  if (!held) throw new Error('the demo field account holds no approval step')
  const sop = await field.db.table('sops').get(held.sop_id)
  await enqueue(field.db, field.ctx, 'sops.decide', {
    id: newId(),
    sop_id: sop.id,
    step: Number(sop.step),
    decision: 'agree',
    comment: '同意（离线审批）',
  })
}

/** Record edits: a patch of a pulled row, a new record, and its removal. */
async function officeEdits(office: Client): Promise<void> {
  const q = (kind: string, payload: Record<string, unknown>) => enqueue(office.db, office.ctx, kind, payload)
  const department = await office.db.table('departments').orderBy('id').first()
  await q('departments.save', { ...department, name: `${department.name}（离线改名）` })
  const staff = await office.db.table('staff').orderBy('id').first()
  await q('staff.save', { ...staff, mobile: '13900000000' })
  const id = newId()
  await q('departments.save', { id, name: '离线新建部门', sort: 99, status: 'active' })
  await q('departments.remove', { id })
}

const ACCOUNTS = [
  { username: 'shop', password: 'shop123', work: tillShift },
  { username: 'field', password: 'field123', work: fieldWork },
  { username: 'office', password: 'office123', work: (_: TestServer, c: Client) => officeEdits(c) },
] as const

async function recordRelease(force: boolean): Promise<void> {
  const release = releaseName()
  const dir = path.join(RELEASES_DIR, release)
  if (fs.existsSync(path.join(dir, 'manifest.json')) && !force)
    throw new Error(`${dir} is recorded already: fixtures are kept as they were (--force to record again)`)
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm3-record-'))
  const server = await startTestServer({ dataDir, databaseUrl: null })
  try {
    const clients: { account: (typeof ACCOUNTS)[number]; client: Client }[] = []
    for (const account of ACCOUNTS) {
      const client = await signedInClient(server, account.username, account.password)
      await client.engine.pull()
      clients.push({ account, client })
    }
    // The server as the devices last saw it, before any of their queued work reached it.
    fs.mkdirSync(dir, { recursive: true })
    const copy = path.join(dataDir, 'snapshot.sqlite')
    await sql`VACUUM INTO ${copy}`.execute(server.db)
    writeGzip(path.join(dir, 'server.sqlite.gz'), fs.readFileSync(copy))
    const devices: RecordedDevice[] = []
    for (const { account, client } of clients) {
      await account.work(server, client)
      const exported = await exportDatabase(client.db)
      const file = `device-${account.username}.json.gz`
      writeGzip(path.join(dir, file), JSON.stringify(exported))
      devices.push({
        username: account.username,
        password: account.password,
        uid: client.session.uid,
        file,
        kinds: (exported.tables.outbox as { kind: string }[]).map((e) => e.kind),
      })
    }
    // When the devices went offline with their queues; a replay brings them back a minute later.
    const recordedAt = Date.now()
    // Known good: today's server takes every recorded entry.
    for (const { account, client } of clients) {
      const pushed = await client.push()
      const left = await client.db.outbox.count()
      if (pushed.failed > 0 || left > 0)
        throw new Error(`${account.username}: ${pushed.failed} refused, ${left} left: not recorded`)
    }
    const manifest: ReleaseManifest = {
      release,
      recordedAt,
      dbVersion: DB_VERSION,
      server: 'server.sqlite.gz',
      devices,
    }
    fs.writeFileSync(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
    for (const d of devices)
      console.info(`${release} ${d.username}: ${d.kinds.length} entries (${d.kinds.join(', ')})`)
    console.info(`recorded in ${path.relative(process.cwd(), dir)}`)
  } finally {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

const args = process.argv.slice(2)
recordSchema()
if (!args.includes('--schema')) await recordRelease(args.includes('--force'))
