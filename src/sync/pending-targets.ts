import type { UserDb } from '../data/user-db.ts'

/**
 * Rows that queued entries touched: pulls neither overwrite nor sweep them. A failed entry's effect
 * was undone when it failed, so its rows take the server's state again (the user must see what won,
 * e.g. the decision that beat theirs).
 */
export async function pendingTargets(db: UserDb): Promise<Set<string>> {
  const set = new Set<string>()
  // One getAll, not a cursor: a cursor is a round trip to the backend per entry, and a till that
  // queued a thousand sales offline pulls while they are still queued.
  for (const e of await db.outbox.where('state').equals('pending').toArray())
    for (const t of e.targets) set.add(t)
  return set
}
