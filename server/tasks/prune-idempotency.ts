// Idempotency keys are kept as long as a device may still send the same entry again, then pruned.
// The till promises 14 days offline (anchors-2026-11: "14 days offline, 20,000 queued sales"): an
// entry made on day 0 may first arrive on day 14, and a device that sent it and lost the answer may
// go offline again and retry up to 14 days after that. The key's time is when the server first took
// it, so 14 days after arrival cover every retry the promise allows; 16 more are the margin (a till
// left switched off over a holiday, a clock set wrong). A retry older than this would be applied
// again, so the window is documented (docs: backups and durability) and never shortened silently.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export const IDEMPOTENCY_KEEP_DAYS = 30
const KEEP_MS = IDEMPOTENCY_KEEP_DAYS * 86_400_000

/** Removes the keys first stored more than IDEMPOTENCY_KEEP_DAYS ago; answers how many went. */
export async function pruneIdempotencyKeys(db: Kysely<Database>, now: number): Promise<number> {
  const gone = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', now - KEEP_MS)
    .executeTakeFirst()
  return Number(gone.numDeletedRows)
}
