// SQLite waits for a lock another process holds (a backup tool, an `sqlite3` shell) without blocking
// Node's event loop. better-sqlite3 runs synchronously, so SQLite's own `busy_timeout` froze the whole
// server while it waited: under an outside write lock every sale took 5 s and failed, reads took up to
// 5 s and live streams missed their heartbeats. Here SQLite answers "busy" at once (busy_timeout 0);
// a statement outside a transaction, and every BEGIN (IMMEDIATE: a transaction takes the write lock
// up front, so nothing inside it can meet a lock later) is tried again on a timer with backoff, and the
// single connection is lent to other callers meanwhile, so reads keep flowing. Read-only
// transactions begin DEFERRED: in WAL mode they read a snapshot and never wait for a writer. A lock that outlasts
// the wait becomes DatabaseBusy, which the HTTP layer answers 503 with Retry-After.
import type SQLite from 'better-sqlite3'
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  type SqliteDatabase,
  SqliteDialect,
  type TransactionSettings,
} from 'kysely'

/** How long a statement waits for a lock before the caller is told to come back (PM3_SQLITE_BUSY_WAIT_MS). */
export const DEFAULT_BUSY_WAIT_MS = 2_000
const FIRST_PAUSE_MS = 2
const LONGEST_PAUSE_MS = 100

/** The lock outlasted the wait: nothing was done, the same request may be sent again later. */
export class DatabaseBusy extends Error {
  readonly code = 'PM3_DATABASE_BUSY'
  constructor(readonly retryAfterSeconds: number) {
    super('the database is locked by another process')
  }
}

export function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY')
}

/** One caller at a time on the one connection; a waiter can lend it out while it sleeps. */
class Turns {
  private current: Promise<void> | null = null
  private release: (() => void) | null = null

  async take(): Promise<void> {
    while (this.current) await this.current
    this.current = new Promise<void>((resolve) => {
      this.release = resolve
    })
  }

  give(): void {
    const release = this.release
    this.current = null
    this.release = null
    release?.()
  }
}

class BusyWaitingConnection implements DatabaseConnection {
  constructor(
    private readonly database: SqliteDatabase,
    private readonly raw: SQLite.Database,
    private readonly turns: Turns,
    private readonly waitMs: number,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const started = Date.now()
    for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(LONGEST_PAUSE_MS, pause * 2)) {
      try {
        return this.runOnce<R>(query)
      } catch (error) {
        // Inside a transaction the write lock is already held (BEGIN IMMEDIATE): a busy there is not
        // a wait, and the transaction's own error handling rolls it back.
        if (!isBusy(error) || this.raw.inTransaction) throw error
        if (Date.now() - started >= this.waitMs)
          throw new DatabaseBusy(Math.max(1, Math.ceil(this.waitMs / 1000)))
        this.turns.give()
        await new Promise((r) => setTimeout(r, pause))
        await this.turns.take()
      }
    }
  }

  private runOnce<R>(query: CompiledQuery): QueryResult<R> {
    const statement = this.database.prepare(query.sql)
    const parameters = query.parameters as unknown[]
    if (statement.reader) return { rows: statement.all(parameters) as R[] }
    const { changes, lastInsertRowid } = statement.run(parameters)
    return {
      numAffectedRows: changes === undefined || changes === null ? undefined : BigInt(changes),
      insertId:
        lastInsertRowid === undefined || lastInsertRowid === null ? undefined : BigInt(lastInsertRowid),
      rows: [],
    }
  }

  // biome-ignore lint/correctness/useYield: streaming is not used on SQLite here
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PM3 does not stream SQLite queries')
  }
}

class BusyWaitingDriver implements Driver {
  private readonly turns = new Turns()
  private readonly connection: BusyWaitingConnection

  constructor(
    private readonly database: SqliteDatabase,
    raw: SQLite.Database,
    waitMs: number,
  ) {
    this.connection = new BusyWaitingConnection(database, raw, this.turns, waitMs)
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.turns.take()
    return this.connection
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    // A read-only transaction (a list page and its total) needs a snapshot, not the write lock.
    const begin = settings.accessMode === 'read only' ? 'begin' : 'begin immediate'
    await connection.executeQuery(CompiledQuery.raw(begin))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${name}`))
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${name}`))
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(`release ${name}`))
  }

  async releaseConnection(): Promise<void> {
    this.turns.give()
  }

  async destroy(): Promise<void> {
    this.database.close()
  }
}

/** Kysely's SQLite dialect with the driver above; `raw` tells whether a transaction is open. */
export class BusyWaitingSqliteDialect extends SqliteDialect {
  constructor(
    private readonly database: SqliteDatabase,
    private readonly raw: SQLite.Database,
    private readonly waitMs: number,
  ) {
    super({ database })
  }

  override createDriver(): Driver {
    return new BusyWaitingDriver(this.database, this.raw, this.waitMs)
  }
}
