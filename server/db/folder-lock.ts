// One PM3 process per SQLite data folder. A second process on the same folder used to start and take
// sales that the first one's live streams never announced (each process only tells its own streams),
// and two schedulers ran the same tasks. The lock is SQLite's own exclusive lock on a small file of its
// own beside the database: the operating system drops it when the process ends, even by kill -9 or
// a power cut, so a crash never leaves a stale lock behind, and tools that read pm3.sqlite (a backup,
// an `sqlite3` shell) are not affected. PostgreSQL deployments run several processes on purpose and
// take no lock here.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { isBusy } from './sqlite-busy.ts'

export const LOCK_FILE = 'pm3.lock'
const OWNER_FILE = 'pm3.lock.owner'

/** Another process holds the folder: the message names it and the ways out. */
export class FolderInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: string,
  ) {
    super(
      `PM3 is already running on the data folder ${dataDir}${owner ? ` (${owner})` : ''}. ` +
        'One PM3 process serves one SQLite folder: stop the other process first, give this one its own ' +
        'PM3_DATA_DIR, or run several processes on PostgreSQL (DATABASE_URL).',
    )
  }
}

export interface FolderLock {
  release(): void
}

export function lockDataFolder(dataDir: string): FolderLock {
  fs.mkdirSync(dataDir, { recursive: true })
  const lock = new SQLite(path.join(dataDir, LOCK_FILE))
  try {
    lock.pragma('busy_timeout = 0')
    // The lock file holds no data: no journal beside it.
    lock.pragma('journal_mode = OFF')
    lock.pragma('locking_mode = EXCLUSIVE')
    // Never committed: the exclusive lock lasts as long as this connection, that is, the process.
    lock.exec('BEGIN EXCLUSIVE')
  } catch (error) {
    lock.close()
    if (isBusy(error) || (error as { code?: unknown }).code === 'SQLITE_LOCKED')
      throw new FolderInUse(dataDir, readOwner(dataDir))
    throw error
  }
  const ownerFile = path.join(dataDir, OWNER_FILE)
  fs.writeFileSync(
    ownerFile,
    `process ${process.pid} on ${os.hostname()} since ${new Date().toISOString()}\n`,
  )
  return {
    release() {
      lock.close()
    },
  }
}

function readOwner(dataDir: string): string {
  try {
    return fs.readFileSync(path.join(dataDir, OWNER_FILE), 'utf8').trim()
  } catch {
    return ''
  }
}
