import { expect, it } from 'vitest'
import { guardTransactions } from './transaction-guard.ts'

function open(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const r = indexedDB.open(name, 1)
    r.onupgradeneeded = () => r.result.createObjectStore('meta', { keyPath: 'key' })
    r.onsuccess = () => resolve(r.result)
    r.onerror = () => reject(r.error)
  })
}

// The next page is another context: its IndexedDB is not this one's guarded copy.
const unguarded = IDBDatabase.prototype.transaction

const count = (db: IDBDatabase) =>
  new Promise<number>((resolve) => {
    const q = unguarded.call(db, 'meta').objectStore('meta').count()
    q.onsuccess = () => resolve(q.result)
  })

it('ends the transactions in flight when the context goes, so none is left holding the store, and starts no more', async () => {
  const guard = guardTransactions()
  const db = await open('guard-1')
  const done = new Promise<void>((resolve) => {
    const tx = db.transaction('meta', 'readwrite')
    tx.objectStore('meta').put({ key: 'status', value: 1 })
    tx.oncomplete = () => resolve()
    tx.onabort = () => resolve()
  })
  const reading = db.transaction('meta').objectStore('meta').count()
  guard.endAll()
  await done
  expect(reading.readyState).toBe('done')
  expect(() => db.transaction('meta')).toThrow(/going away/)
  db.close()

  // Another context (the next page) finds the store free and the aborted write not there.
  const next = await open('guard-1')
  expect(await count(next)).toBe(0)
  next.close()
  IDBDatabase.prototype.transaction = unguarded
})
