import type { Kysely } from 'kysely'
import { sql } from 'kysely'

// The shift's cash-out limit came in with this migration: it notes when, so cash-outs that tills of
// an older release queued before they knew the limit are taken in the offline window after it
// (server/shop/cash-out-limit.ts).
export const CASH_OUT_LIMIT_SINCE = 'cash-out-limit-since'

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`insert into sequences (name, value) values (${CASH_OUT_LIMIT_SINCE}, ${Date.now()})`.execute(db)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from sequences where name = ${CASH_OUT_LIMIT_SINCE}`.execute(db)
}
