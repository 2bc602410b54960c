import type { UserDb } from '../data/user-db.ts'

/** Rows that queued or failed entries touched: pulls neither overwrite nor sweep them. */
export async function pendingTargets(db: UserDb): Promise<Set<string>> {
  const set = new Set<string>()
  await db.outbox.each((e) => {
    for (const t of e.targets) set.add(t)
  })
  return set
}
