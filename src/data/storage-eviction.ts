// Storage evicted (reliability-anchors F16): the browser may delete a user's IndexedDB (Safari's
// 7-day cap, low disk, "clear site data") while localStorage, where the session lives, survives.
// A marker is kept in both places; a database that lost its marker was emptied behind PM3's back.
// What was unsent then cannot be recovered — only counted: the page remembers, in localStorage, how
// many entries last waited, so the user can be told what may be gone. (When localStorage goes too,
// the session goes with it and there is nothing left to compare: see SECURITY.md.)
import { newId } from './enqueue.ts'
import type { UserDb } from './user-db.ts'

export const MARKER_KEY = 'storageMarker'
export const LOST_KEY = 'storageLost'

export interface StorageLost {
  at: number
  /** Unsent entries the page last saw before the database disappeared. */
  pendingBefore: number
}

type Remembered = { marker: string; pending: number }
type MarkerStore = Pick<Storage, 'getItem' | 'setItem'>

const storeKey = (db: UserDb) => `pm3-storage:${db.name}`

function read(store: MarkerStore, db: UserDb): Remembered | null {
  try {
    return JSON.parse(store.getItem(storeKey(db)) ?? 'null') as Remembered | null
  } catch {
    return null
  }
}

/** Run when the page opens the user's database; records and answers an eviction, if one happened. */
export async function checkStorageKept(
  db: UserDb,
  store: MarkerStore,
  now: number,
): Promise<StorageLost | null> {
  const remembered = read(store, db)
  const row = (await db.meta.get(MARKER_KEY)) as { value?: string } | undefined
  if (row?.value) {
    if (remembered?.marker !== row.value)
      store.setItem(storeKey(db), JSON.stringify({ marker: row.value, pending: 0 }))
    return null
  }
  const marker = newId()
  await db.meta.put({ key: MARKER_KEY, value: marker })
  store.setItem(storeKey(db), JSON.stringify({ marker, pending: 0 }))
  // First use of this database on this device: nothing to miss.
  if (!remembered) return null
  const lost: StorageLost = { at: now, pendingBefore: remembered.pending }
  await db.meta.put({ key: LOST_KEY, value: lost })
  return lost
}

/** Keeps the number of unsent entries outside IndexedDB, for the message after an eviction. */
export function rememberPending(store: MarkerStore, db: UserDb, pending: number): void {
  const remembered = read(store, db)
  if (remembered && remembered.pending !== pending)
    store.setItem(storeKey(db), JSON.stringify({ ...remembered, pending }))
}
