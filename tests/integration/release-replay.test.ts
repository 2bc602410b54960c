// Every recorded release (tests/fixtures/releases/<version>, written by `npm run record-release-fixture`
// from that release's build, kept forever) replayed against today's code: the devices' IndexedDB
// databases open under today's schema with every row and queued entry; today's sync client delivers
// each entry to today's server (started on the server database the devices last pulled from) and
// each is accepted once; the same queue delivered again is answered from the record, applied never.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OutboxEntry } from '../../src/data/outbox-types.ts'
import { DB_VERSION, UserDb } from '../../src/data/user-db.ts'
import { catalogue } from '../../src/modules/registry.ts'
import {
  type DexieExport,
  importDatabase,
  type RecordedDevice,
  readDevice,
  readGzip,
  releaseFixtures,
} from '../helpers/release-fixtures.ts'
import { ledgerMismatches } from '../helpers/shop.ts'
import { signedInClient } from '../helpers/sync-client.ts'
import { serverRev, startTestServer, type TestServer, tableRows } from '../helpers/test-server.ts'

const fixtures = releaseFixtures()

/** Rows by their primary key, so two reads compare whatever order they came in. */
function byKey(db: UserDb, table: string, rows: unknown[]): Map<string, unknown> {
  const key = db.table(table).schema.primKey.keyPath as string
  return new Map(rows.map((r) => [String((r as Record<string, unknown>)[key]), r]))
}

/** A device of the recorded release, under today's code: its database imported as it was, then opened. */
async function openedToday(recorded: DexieExport, as: string): Promise<UserDb> {
  const name = `${recorded.name}:${as}`
  await importDatabase(recorded, name)
  const db = new UserDb(name, catalogue)
  await db.open()
  return db
}

describe.each(fixtures.map((f) => [f.manifest.release, f] as const))('release %s', (_release, fixture) => {
  const { manifest, dir } = fixture
  const devices = manifest.devices.map((d) => ({ device: d, recorded: readDevice(dir, d) }))
  let server: TestServer
  let dataDir: string

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pm3-replay-${manifest.release}-`))
    fs.writeFileSync(path.join(dataDir, 'pm3.sqlite'), readGzip(path.join(dir, manifest.server)))
    // Today's server on the recorded database (it migrates it), a minute after the devices went offline.
    server = await startTestServer({ dataDir, databaseUrl: null })
    server.clock.now = manifest.recordedAt + 60_000
  }, 60_000)
  afterAll(async () => {
    await server.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('each device’s database opens under today’s schema with every row and every queued entry', async () => {
    for (const { device, recorded } of devices) {
      expect(recorded.version).toBeLessThanOrEqual(DB_VERSION)
      const db = await openedToday(recorded, 'opened')
      try {
        expect(db.verno).toBe(DB_VERSION)
        const names = new Set(db.tables.map((t) => t.name))
        for (const [table, rows] of Object.entries(recorded.tables)) {
          if (!names.has(table)) continue
          expect(byKey(db, table, await db.table(table).toArray()), `${device.username}: ${table}`).toEqual(
            byKey(db, table, rows),
          )
        }
        const queue = await db.outbox.toArray()
        expect(queue.map((e) => e.kind)).toEqual(device.kinds)
        // Queued before payloads carried a version, or under one: either way today's client can read it.
        for (const e of queue) expect(() => db.payloadNow(e)).not.toThrow()
      } finally {
        db.close()
      }
    }
  })

  const delivered = new Map<string, OutboxEntry[]>()

  it('today’s client delivers every recorded entry to today’s server, each accepted once', async () => {
    for (const { device, recorded } of devices) {
      const db = await openedToday(recorded, 'delivered')
      const queued = await db.outbox.toArray()
      const client = await signedInClient(server, device.username, device.password, { db })
      const pushed = await client.push()
      expect(pushed, device.username).toMatchObject({ sent: device.kinds.length, failed: 0 })
      expect(await db.outbox.count(), device.username).toBe(0)
      delivered.set(device.username, queued)
      db.close()
    }
    // On the server: one record per entry, under the user who queued it.
    const keys = await tableRows(server, 'idempotency_keys')
    for (const { device } of devices)
      for (const e of delivered.get(device.username) ?? [])
        expect(keys.filter((k) => k.key === e.id && Number(k.user_id) === device.uid)).toHaveLength(1)
    // What the till's queue did is whole: its shift closed without a difference, every balance equal to its ledger.
    expect(await ledgerMismatches(server)).toEqual([])
    const shifts = await tableRows(server, 'res_shifts')
    for (const e of delivered.get('shop') ?? [])
      if (e.kind === 'shop.closeShift')
        expect(shifts.find((s) => s.id === e.payload.id)).toMatchObject({ status: 'closed', difference: 0 })
  })

  it('the same queues delivered again are answered from the record and change nothing', async () => {
    expect(delivered.size).toBe(devices.length)
    const rev = await serverRev(server)
    const keys = (await tableRows(server, 'idempotency_keys')).length
    for (const { device, recorded } of devices as { device: RecordedDevice; recorded: DexieExport }[]) {
      const db = await openedToday(recorded, 'again')
      const client = await signedInClient(server, device.username, device.password, { db })
      expect(await client.push(), device.username).toMatchObject({ sent: device.kinds.length, failed: 0 })
      expect(await db.outbox.count()).toBe(0)
      db.close()
    }
    expect(await serverRev(server)).toBe(rev)
    // Each login above adds a session, never a write: the idempotency records stay as they were.
    expect((await tableRows(server, 'idempotency_keys')).length).toBe(keys)
  })
})

it('at least one release is recorded', () => {
  expect(fixtures.length).toBeGreaterThan(0)
})
