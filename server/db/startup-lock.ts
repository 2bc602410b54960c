// Several server processes may start at once on one PostgreSQL: only one at a time may create
// tables, add declared columns and seed, or two would both find the database empty. A session
// advisory lock, held on its own connection while the work runs on the pool, orders them; the later
// process then finds everything done. SQLite serves one process, so it needs no lock.
import { sql } from 'kysely'
import { type Db, isPostgres } from './connection.ts'

const STARTUP_LOCK = 0x504d3301 // "PM3" + 1, any constant the processes agree on

export async function whileStartingAlone<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work()
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK})`.execute(conn)
    try {
      return await work()
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK})`.execute(conn)
    }
  })
}
