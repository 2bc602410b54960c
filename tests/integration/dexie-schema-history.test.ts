// DB_VERSION cannot be forgotten, and no shipped schema strands a device: today's stores must equal
// the snapshot of today's DB_VERSION, and a database of every shipped version, holding mirror rows and
// a queued outbox, opens under today's code with every row and every entry intact.
import { Dexie } from 'dexie'
import { describe, expect, it } from 'vitest'
import { DB_VERSION, storesFor, UserDb } from '../../src/data/user-db.ts'
import { catalogue } from '../../src/modules/registry.ts'
import { schemaSnapshots, snapshotFile, sortedStores } from '../helpers/release-fixtures.ts'

const today = sortedStores(storesFor(catalogue.resources))
const snapshots = schemaSnapshots()

describe('the device schema', () => {
  it('today’s stores are the snapshot of today’s DB_VERSION (change the stores: bump DB_VERSION)', () => {
    const pinned = snapshots.find((s) => s.file === `v${DB_VERSION}.json`)
    expect(
      pinned,
      `no ${snapshotFile(DB_VERSION)}: run \`npm run record-release-fixture -- --schema\` after a bump`,
    ).toBeDefined()
    expect(
      today,
      'the mirror’s stores changed: bump DB_VERSION in src/data/user-db.ts, then `npm run record-release-fixture -- --schema`',
    ).toEqual(sortedStores(pinned!.stores))
  })

  it('every earlier version number is kept, and each bump changed the stores', () => {
    const versions = [...new Set(snapshots.map((s) => s.version))]
    expect(versions).toEqual(Array.from({ length: DB_VERSION }, (_, i) => i + 1))
    const main = (v: number) => snapshots.find((s) => s.file === `v${v}.json`)!
    for (let v = 1; v < DB_VERSION; v++)
      expect(sortedStores(main(v + 1).stores), `v${v + 1} declares the stores of v${v}`).not.toEqual(
        sortedStores(main(v).stores),
      )
  })

  let n = 0
  it.each(snapshots.filter((s) => s.version < DB_VERSION).map((s) => [s.file, s] as const))(
    'a device database of %s opens under today’s code with its rows and its queue',
    async (_file, shipped) => {
      const name = `pm3:1:9:${shipped.file}:${++n}`
      const old = new Dexie(name)
      old.version(shipped.version).stores(shipped.stores)
      await old.open()
      // A row in every mirror table, with a value under each of its indexes, and a queue of three.
      const rows = new Map<string, Record<string, unknown>>()
      for (const [table, spec] of Object.entries(shipped.stores)) {
        if (['outbox', 'syncState', 'meta', 'attachments'].includes(table)) continue
        const row: Record<string, unknown> = {
          id: `${table}-1`,
          updated_at: 1_700_000_000_000,
          note: '旧版本的行',
        }
        for (const index of spec.split(',').slice(2)) row[index.trim().replace(/^[*&]/, '')] = 'x'
        rows.set(table, row)
        await old.table(table).add(row)
      }
      const entries = [1, 2, 3].map((i) => ({
        id: `01JQ0000000000000000000${i}AB`.slice(0, 26),
        kind: 'departments.save',
        payload: { id: `departments-${i}`, name: `离线部门${i}` },
        targets: [`departments:departments-${i}`],
        state: i === 3 ? 'failed' : 'pending',
        createdAt: 1_700_000_000_000 + i,
        nextAttemptAt: 0,
        attempts: [],
        audit: { uid: 9, comId: 1, device: 'old-build', localTime: '2023-11-14T22:13:20.000Z' },
        undo: [{ table: 'departments', id: `departments-${i}`, before: null }],
      }))
      await old.table('outbox').bulkAdd(entries)
      await old.table('syncState').put({ resource: 'departments', count: 1, cursor: '42' })
      old.close()

      const db = new UserDb(name, catalogue)
      await db.open()
      try {
        expect(db.verno).toBe(DB_VERSION)
        for (const [table, row] of rows)
          if (today[table]) expect(await db.table(table).get(String(row.id)), table).toEqual(row)
        expect(await db.outbox.toArray()).toEqual(entries)
        expect(await db.outbox.where('state').equals('pending').count()).toBe(2)
        expect(await db.outbox.where('targets').equals('departments:departments-1').count()).toBe(1)
        expect(await db.syncState.get('departments')).toMatchObject({ cursor: '42', count: 1 })
        // Today's indexes answer queries on the upgraded tables (an index missing would throw).
        for (const [table, spec] of Object.entries(today))
          for (const index of spec.split(',').slice(1)) {
            const key = index.trim().replace(/^[*&]/, '')
            await db.table(table).orderBy(key).first()
          }
      } finally {
        db.close()
      }
    },
  )
})
