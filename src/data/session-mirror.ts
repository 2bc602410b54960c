// The signed-in session, mirrored into IndexedDB for the service worker, which has no localStorage
// and must push queued entries after the tab closed. Cleared at logout.
import { Dexie, type Table } from 'dexie'
import type { SyncSession } from '../sync/sync-session.ts'

interface SessionRow {
  key: 'current'
  session: SyncSession
  /** The service worker refreshed the token after the page last wrote it: the page's copy is stale. */
  refreshedInBackground?: boolean
}

class SessionDb extends Dexie {
  current!: Table<SessionRow, string>
  constructor() {
    super('pm3-session')
    this.version(1).stores({ current: 'key' })
  }
}

let db: SessionDb | null = null
const open = () => {
  db ??= new SessionDb()
  return db
}

export async function saveSessionMirror(session: SyncSession, refreshedInBackground = false): Promise<void> {
  await open().current.put({ key: 'current', session, refreshedInBackground })
}

/**
 * The token the service worker refreshed to while no tab was open, for this user; null if none.
 * The page must take it: the token it still holds was rotated away, and showing a rotated token
 * again after the reuse interval ends the whole sign-in (server/auth/tokens.ts).
 */
export async function backgroundRefreshedToken(comId: number, uid: number): Promise<string | null> {
  const row = await open().current.get('current')
  if (!row?.refreshedInBackground || row.session.uid !== uid || row.session.comId !== comId) return null
  return row.session.token
}

export async function readSessionMirror(): Promise<SyncSession | null> {
  return (await open().current.get('current'))?.session ?? null
}

export async function clearSessionMirror(): Promise<void> {
  await open().current.clear()
}
