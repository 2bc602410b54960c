// The local copy ends with the session (issue 38). A user's mirror is cleared when they sign out
// and, at the next page start, when the server ended their session (src/auth/ended-sessions.ts):
// every table but the unsent queue, which stays, and only it, until that user signs in again; it
// stays sealed with that user's key (queue-seal.ts), which only their password opens.
import { Dexie } from 'dexie'
import { endedSessions, endedSessionWiped } from '../auth/ended-sessions.ts'
import { sealQueue } from './queue-seal.ts'
import { clearSessionMirror, readSessionMirror } from './session-mirror.ts'
import { MARKER_KEY } from './storage-eviction.ts'
import { userDbName } from './user-db.ts'

/** Empties a user's database but its outbox (and the storage marker, or the next start would take it for an eviction). */
export async function clearMirror(db: Dexie): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) {
      if (table.name === 'meta') await table.where('key').notEqual(MARKER_KEY).delete()
      else if (table.name !== 'outbox') await table.clear()
    }
  })
}

/**
 * A session's end on this device: the kept queue is sealed, then the mirror cleared. A seal that
 * fails leaves the entries in clear rather than lose them; the mirror is cleared all the same.
 */
export async function endLocalCopy(db: Dexie, comId: number, uid: number): Promise<void> {
  await sealQueue(db, comId, uid).catch((e) => console.error('sealing the kept queue', e))
  await clearMirror(db)
}

/** Wipes the mirror of every session the server ended; answers how many were wiped. */
export async function wipeEndedSessions(): Promise<number> {
  const ended = endedSessions()
  for (const session of ended) {
    const name = userDbName(session.comId, session.uid)
    let kept = 0
    if (await Dexie.exists(name)) {
      // Opened as it is on disk, whatever this build's schema: only its tables are needed.
      const db = new Dexie(name)
      await db.open()
      await endLocalCopy(db, session.comId, session.uid)
      kept = db.tables.some((t) => t.name === 'outbox') ? await db.table('outbox').count() : 0
      db.close()
    }
    // The service worker's copy of that session (it pushes after the tab closed) goes too.
    const mirrored = await readSessionMirror().catch(() => null)
    if (mirrored?.uid === session.uid && mirrored.comId === session.comId) await clearSessionMirror()
    endedSessionWiped(session, kept)
  }
  return ended.length
}
