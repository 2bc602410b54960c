// Another process holding SQLite's write lock on PM3's database, as a backup script, an `sqlite3` shell
// or a second program would: a real process, with its own connection and file locks.
import { type ChildProcess, spawn } from 'node:child_process'

const HOLDER = `
const SQLite = require('better-sqlite3')
const db = new SQLite(process.argv[1])
db.exec('BEGIN IMMEDIATE')
process.stdout.write('locked\\n')
process.stdin.on('data', () => { db.exec('COMMIT'); db.close(); process.exit(0) })
`

export interface OutsideLock {
  release(): Promise<void>
}

/** Resolves once the other process holds the write lock; release() commits and ends it. */
export function holdWriteLock(databaseFile: string): Promise<OutsideLock> {
  const child: ChildProcess = spawn(process.execPath, ['-e', HOLDER, databaseFile], {
    stdio: ['pipe', 'pipe', 'inherit'],
    cwd: process.cwd(),
  })
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the lock holder exited (${code})`)))
    child.stdout!.once('data', () =>
      resolve({
        release: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit')
            child.once('exit', () => done())
            child.stdin!.write('release\n')
          }),
      }),
    )
  })
}
