// Opens the server database: PostgreSQL when DATABASE_URL is set (several server processes on one
// database), else the embedded SQLite file in the data dir (one shop or a small company). Everything
// above this file speaks Kysely; the few places where the engines differ ask `isPostgres`.
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresAdapter, PostgresDialect, type SqliteDatabase } from 'kysely'
import pg from 'pg'
import type { Database } from './schema.ts'
import { BusyWaitingSqliteDialect, DEFAULT_BUSY_WAIT_MS } from './sqlite-busy.ts'

export type Db = Kysely<Database>

export function openSqlite(dataDir: string, busyWaitMs = DEFAULT_BUSY_WAIT_MS): Db {
  fs.mkdirSync(dataDir, { recursive: true })
  const sqlite = new SQLite(path.join(dataDir, 'pm3.sqlite'))
  sqlite.pragma('journal_mode = WAL')
  // Money and idempotency records must survive a power cut once the client was told "done".
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  // SQLite's own wait would block the event loop: locks are waited for on a timer (sqlite-busy.ts).
  sqlite.pragma('busy_timeout = 0')
  return new Kysely<Database>({
    dialect: new BusyWaitingSqliteDialect(withStatementCache(sqlite), sqlite, busyWaitMs),
  })
}

/** Compiled statements kept by their SQL: Kysely has SQLite compile every query anew (bench/load.ts). */
const STATEMENTS_KEPT = 2_000

function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const kept = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = kept.get(sql)
      if (!statement) {
        statement = sqlite.prepare(sql)
        if (kept.size >= STATEMENTS_KEPT) kept.delete(kept.keys().next().value as string)
        kept.set(sql, statement)
      }
      return statement
    },
  }
}

// node-postgres hands bigint (int8: money in fen, revs, times, count(*)) and numeric (sum) back as
// strings, since they may exceed 2^53. Ours never do (fen totals and ms timestamps stay far below),
// and every caller expects numbers, as SQLite gives them.
const INT8_OID = 20
const NUMERIC_OID = 1700
const numberTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (v: string) => Number(v)
    // biome-ignore lint/suspicious/noExplicitAny: pg's own overloads are not expressible here
    return (pg.types.getTypeParser as any)(oid, format)
  },
}

export function openPostgres(url: string, log: (line: string) => void, poolSize = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types: numberTypes })
  // An idle pooled connection the database closes (a restart, a failover to a replica) must not
  // take the process down: the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => log(`PostgreSQL connection lost: ${error.message}`))
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}

export function openDatabase(config: {
  databaseUrl: string | null
  dataDir: string
  log: (line: string) => void
  sqliteBusyWaitMs?: number
}): Db {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, config.log)
    : openSqlite(config.dataDir, config.sqliteBusyWaitMs)
}

/** The one question code asks about the engine; works on a database and on a transaction. */
// biome-ignore lint/suspicious/noExplicitAny: any database or transaction type
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/** A transaction that only reads: a consistent snapshot that never waits for SQLite's write lock. */
// biome-ignore lint/suspicious/noExplicitAny: any database
export function readTransaction<D extends Kysely<any>>(db: D): ReturnType<D['transaction']> {
  return db.transaction().setAccessMode('read only') as ReturnType<D['transaction']>
}
