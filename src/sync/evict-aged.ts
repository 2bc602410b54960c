// Rows that have aged out of a resource's sync window leave the device's mirror (DESIGN: a device's
// work does not grow with the company's history). A full pull's sweep already drops what the server
// no longer lists; between full pulls, each delta pull drops what has grown older than the window
// the server just answered with. Never a row a queued entry holds: the user's write wins until sent.
import { target } from '../data/outbox-types.ts'
import type { UserDb } from '../data/user-db.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { leftWindow, timeBound } from '../resources/sync-window.ts'
import { pendingTargets } from './pending-targets.ts'

/** Drops the rows of `r` older than `from` (ms) and not open; keeps the table's count in syncState. */
export async function evictAged(db: UserDb, r: AnyResource, from: number): Promise<number> {
  const w = r.syncWindow
  if (!w) return 0
  return db.transaction('rw', [db.rows(r), db.outbox, db.syncState], async () => {
    // The time index gives the candidates; rows already out of it are few (one delta's worth of days).
    const older = await db.rows(r).where(w.time).below(timeBound(r, from)).toArray()
    if (older.length === 0) return 0
    const pending = await pendingTargets(
      db,
      r.name,
      older.map((row) => row.id),
    )
    const gone = older
      .filter((row) => leftWindow(w, row, from) && !pending.has(target(r.name, row.id)))
      .map((row) => row.id)
    await db.rows(r).bulkDelete(gone)
    const state = await db.syncState.get(r.name)
    if (state && gone.length)
      await db.syncState.put({ ...state, count: Math.max(0, state.count - gone.length) })
    return gone.length
  })
}
