// SQLite has one connection, so every query and transaction waits its turn for it. Kysely's own
// SqliteDriver guards it with a mutex that wakes every waiter at each release and lets whoever asks
// first at that moment in, even one that arrived last: under load (bench/load.ts, 200 devices on one
// process) most sales went through in a few hundred ms while some waited 30 s. This lock hands the
// connection to the longest waiter, in arrival order, so waiting is shared out fairly.
import {
  type DatabaseConnection,
  type Driver,
  SqliteDialect,
  type SqliteDialectConfig,
  type TransactionSettings,
} from 'kysely'

/** First come, first served: release hands the lock straight to the next waiter. */
class FifoLock {
  private held = false
  private readonly waiting: (() => void)[] = []

  async lock(): Promise<void> {
    if (!this.held) {
      this.held = true
      return
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve))
  }

  unlock(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.held = false
  }
}

/** Kysely's SQLite driver behind the FIFO lock: its own mutex is then never contended. */
class FairSqliteDriver implements Driver {
  private readonly lock = new FifoLock()

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init()
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.lock.lock()
    return this.inner.acquireConnection()
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    try {
      await this.inner.releaseConnection(connection)
    } finally {
      this.lock.unlock()
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings)
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection)
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection)
  }

  savepoint: Driver['savepoint'] = (...args) => this.inner.savepoint!(...args)
  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (...args) => this.inner.rollbackToSavepoint!(...args)
  releaseSavepoint: Driver['releaseSavepoint'] = (...args) => this.inner.releaseSavepoint!(...args)

  destroy(): Promise<void> {
    return this.inner.destroy()
  }
}

export class FairSqliteDialect extends SqliteDialect {
  constructor(config: SqliteDialectConfig) {
    super(config)
  }

  override createDriver(): Driver {
    return new FairSqliteDriver(super.createDriver())
  }
}
