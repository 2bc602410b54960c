import { afterEach, expect, it } from 'vitest'
import { catalogue } from '../modules/registry.ts'
import { enqueue, newId } from './enqueue.ts'
import { checkStorageKept, LOST_KEY, rememberPending } from './storage-eviction.ts'
import { UserDb } from './user-db.ts'

const ctx = { uid: 9, comId: 1, device: 'unit' }
let n = 0
let dbs: UserDb[] = []
afterEach(async () => {
  for (const db of dbs) await db.delete()
  dbs = []
})
const open = (name: string) => {
  const db = new UserDb(name, catalogue)
  dbs.push(db)
  return db
}

function memoryStorage() {
  const map = new Map<string, string>()
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v) }
}

it('notices a database the browser deleted between sessions, and says how many entries waited', async () => {
  const name = `evict-${++n}`
  const store = memoryStorage()
  const db = open(name)
  expect(await checkStorageKept(db, store, 1)).toBeNull()
  await enqueue(db, ctx, 'departments.save', { id: newId(), name: '一部', sort: 1, status: 'active' })
  await enqueue(db, ctx, 'departments.save', { id: newId(), name: '二部', sort: 1, status: 'active' })
  rememberPending(store, db, 2)
  // A later session on an unharmed database: nothing to report.
  db.close()
  const again = open(name)
  expect(await checkStorageKept(again, store, 2)).toBeNull()

  // The browser evicts the database; localStorage (with the session) survives.
  await again.delete()
  const fresh = open(name)
  const lost = await checkStorageKept(fresh, store, 3)
  expect(lost).toEqual({ at: 3, pendingBefore: 2 })
  expect(await fresh.meta.get(LOST_KEY)).toEqual({ key: LOST_KEY, value: lost })
  // Reported once: the next start finds the new marker.
  fresh.close()
  expect(await checkStorageKept(open(name), store, 4)).toBeNull()
})

it('a first start on this device is no eviction', async () => {
  expect(await checkStorageKept(open(`evict-${++n}`), memoryStorage(), 1)).toBeNull()
})
