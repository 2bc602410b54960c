// Opens the embedded database. Everything above this file speaks Kysely, so another dialect can
// replace SQLite here without touching a query.
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import type { Database } from './schema.ts'

export type Db = Kysely<Database>

export function openSqlite(dataDir: string): Db {
  fs.mkdirSync(dataDir, { recursive: true })
  const sqlite = new SQLite(path.join(dataDir, 'pm3.sqlite'))
  sqlite.pragma('journal_mode = WAL')
  // Money and idempotency records must survive a power cut once the client was told "done".
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
}
