// The signed-in session, mirrored into IndexedDB for the service worker, which has no localStorage
// and must push queued entries after the tab closed. Cleared at logout.
import { Dexie, type Table } from 'dexie'
import type { SyncSession } from '../sync/sync-session.ts'

interface SessionRow {
  key: 'current'
  session: SyncSession
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

export async function saveSessionMirror(session: SyncSession): Promise<void> {
  await open().current.put({ key: 'current', session })
}

export async function readSessionMirror(): Promise<SyncSession | null> {
  return (await open().current.get('current'))?.session ?? null
}

export async function clearSessionMirror(): Promise<void> {
  await open().current.clear()
}
