// Group commit for the embedded SQLite database. With `synchronous = FULL` every COMMIT waits for an
// fsync (~8 ms on this hardware), and better-sqlite3 waits on the event loop: one transaction per
// sale capped a busy shop chain at about one commit per fsync, and the requests queued behind it
// made a long unfair tail (bench/load.ts: p99 of seconds). Here the commands that arrive while a
// commit is under way wait together and then run one after another, each in its own savepoint of
// one transaction, and share one COMMIT: one fsync for the lot. A command that fails rolls back to
// its savepoint and leaves the others alone; each caller is answered only after the shared COMMIT
// is durable, so "done" still means it survives a power cut. An idle server sees no difference:
// a lone command is a group of one. PostgreSQL runs each command in its own transaction (several
// connections, its own group commit).
import type { Kysely, Transaction } from 'kysely'
import { isPostgres } from './connection.ts'
import type { Database } from './schema.ts'

/** Enough to amortise the fsync; few enough that the first in a group is not kept long. */
const MAX_GROUP = 32

type Work<T> = (trx: Transaction<Database>) => Promise<T>

interface Member {
  work: Work<unknown>
  resolve(value: unknown): void
  reject(error: unknown): void
}

class GroupCommitter {
  private waiting: Member[] = []
  private running = false

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({ work, resolve: resolve as (v: unknown) => void, reject })
      if (!this.running) void this.drain()
    })
  }

  private async drain(): Promise<void> {
    this.running = true
    try {
      while (this.waiting.length > 0) {
        // Let the requests already read off the sockets join this group (microseconds when idle).
        await new Promise((r) => setImmediate(r))
        await this.commitGroup(this.waiting.splice(0, MAX_GROUP))
      }
    } finally {
      this.running = false
    }
  }

  private async commitGroup(group: Member[]): Promise<void> {
    let trx: Awaited<ReturnType<ReturnType<Kysely<Database>['startTransaction']>['execute']>>
    try {
      trx = await this.db.startTransaction().execute()
    } catch (error) {
      for (const m of group) m.reject(error)
      return
    }
    const outcomes: { ok: boolean; value: unknown }[] = []
    try {
      for (const [i, member] of group.entries()) {
        const name = `command_${i}`
        const point = await trx.savepoint(name).execute()
        try {
          const value = await member.work(point)
          await point.releaseSavepoint(name).execute()
          outcomes.push({ ok: true, value })
        } catch (error) {
          await point.rollbackToSavepoint(name).execute()
          await point.releaseSavepoint(name).execute()
          outcomes.push({ ok: false, value: error })
        }
      }
      await trx.commit().execute()
    } catch (error) {
      // The transaction itself failed (the disk, the database): nothing of the group was kept.
      await trx
        .rollback()
        .execute()
        .catch(() => undefined)
      for (const m of group) m.reject(error)
      return
    }
    for (const [i, m] of group.entries()) {
      const outcome = outcomes[i]!
      if (outcome.ok) m.resolve(outcome.value)
      else m.reject(outcome.value)
    }
  }
}

const committers = new WeakMap<Kysely<Database>, GroupCommitter>()

/** Runs `work` in a transaction: its own on PostgreSQL, a savepoint of a shared one on SQLite. */
export function inTransaction<T>(db: Kysely<Database>, work: Work<T>): Promise<T> {
  // PM3_GROUP_COMMIT=0: one transaction per command, as before (bench/load.ts compares the two).
  if (isPostgres(db) || process.env.PM3_GROUP_COMMIT === '0') return db.transaction().execute(work)
  let committer = committers.get(db)
  if (!committer) {
    committer = new GroupCommitter(db)
    committers.set(db, committer)
  }
  return committer.run(work)
}
