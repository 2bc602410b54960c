import type { Kysely } from 'kysely'
import { sql } from 'kysely'

// The shift's cash-out limit came in with this migration. On a database that was in use before it
// (an upgrade: its first migration ran over ten minutes earlier) it notes -1, "upgraded, not judged
// yet": the first cash-out the server judges stamps the server's time there, and cash-outs that tills
// of the older release queued before it are taken in the offline window after it
// (server/shop/cash-out-limit.ts). A new database notes 0: no till can have queued anything before.
export const CASH_OUT_LIMIT_SINCE = 'cash-out-limit-since'
export const UPGRADED_NOT_JUDGED = -1

export async function up(db: Kysely<unknown>): Promise<void> {
  const first = await sql<{ at: string | null }>`select min(timestamp) as at from kysely_migration`.execute(
    db,
  )
  const firstAt = Date.parse(String(first.rows[0]?.at ?? ''))
  const upgraded = Number.isFinite(firstAt) && Date.now() - firstAt > 10 * 60_000
  await sql`insert into sequences (name, value) values (${CASH_OUT_LIMIT_SINCE}, ${upgraded ? UPGRADED_NOT_JUDGED : 0})`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from sequences where name = ${CASH_OUT_LIMIT_SINCE}`.execute(db)
}
