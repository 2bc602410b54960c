// A consistent copy of the live SQLite database while the server keeps writing: `VACUUM INTO` reads
// one snapshot (WAL lets writers go on meanwhile) and writes a compact file, never a torn copy as a
// file copy of pm3.sqlite and its WAL gives. It runs on a worker thread, so a server that backs
// itself up keeps answering while the copy is made; the same worker checks and counts a copy.
import { createRequire } from 'node:module'
import { Worker } from 'node:worker_threads'

// Plain CommonJS: an eval'd worker gets no TypeScript loader.
const WORKER = `
const { workerData, parentPort } = require('node:worker_threads')
const Database = require(workerData.driver)
const rowsOf = (db) => {
  const rows = {}
  const tables = db.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name").all()
  for (const { name } of tables)
    rows[name] = db.prepare('select count(*) as n from "' + name.replaceAll('"', '""') + '"').get().n
  return rows
}
let db
try {
  if (workerData.mode === 'snapshot') {
    const source = new Database(workerData.source, { fileMustExist: true })
    source.pragma('busy_timeout = 10000')
    try {
      source.prepare('VACUUM INTO ?').run(workerData.file)
    } finally {
      source.close()
    }
  }
  db = new Database(workerData.file, { readonly: true, fileMustExist: true })
  const integrity = workerData.mode === 'snapshot' ? 'ok'
    : db.prepare('PRAGMA integrity_check').all().map((r) => r.integrity_check).join('; ')
  parentPort.postMessage({ integrity, rows: integrity === 'ok' ? rowsOf(db) : {} })
} catch (e) {
  parentPort.postMessage({ integrity: String((e && e.message) || e), rows: {}, failed: true })
} finally {
  if (db) db.close()
}
`

interface Answer {
  integrity: string
  rows: Record<string, number>
  failed?: boolean
}

function run(workerData: Record<string, string>): Promise<Answer> {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3')
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { ...workerData, driver } })
    worker.once('message', resolve)
    worker.once('error', reject)
  })
}

/** Writes the snapshot to `file` (which must not exist) and answers its row counts per table. */
export async function snapshotSqlite(source: string, file: string): Promise<Record<string, number>> {
  const answer = await run({ mode: 'snapshot', source, file })
  if (answer.failed) throw new Error(`SQLite snapshot of ${source} failed: ${answer.integrity}`)
  return answer.rows
}

/** PRAGMA integrity_check of a copy ('ok', or SQLite's list of what is wrong) and its row counts. */
export const inspectSqlite = (file: string): Promise<Answer> => run({ mode: 'inspect', file })
