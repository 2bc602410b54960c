import { target } from '../data/outbox-types.ts'
import type { UserDb } from '../data/user-db.ts'

/**
 * Which of the rows `ids` of `table` a queued entry touched: pulls neither overwrite nor sweep them.
 * A failed entry's effect was undone when it failed, so its rows take the server's state again (the
 * user must see what won, e.g. the decision that beat theirs).
 *
 * The cost is bounded by the smaller of the two: with fewer entries queued than rows asked about,
 * the pending entries are read at once (one getAll); with more, the `*targets` index is asked for
 * just these rows, every request issued at once (one round trip, as a bulkGet). Reading every
 * pending entry for every pull made a pull cost as much as the queue is long, and a till back from
 * days offline delta-pulls after each batch it sends (the server's change events for its own
 * sales): with 20,000 sales queued its drain went in O(n²).
 */
export async function pendingTargets(
  db: UserDb,
  table: string,
  ids: readonly string[],
): Promise<Set<string>> {
  const set = new Set<string>()
  if (ids.length === 0) return set
  const keys = new Set(ids.map((id) => target(table, id)))
  const pending = db.outbox.where('state').equals('pending')
  if ((await pending.count()) <= keys.size) {
    for (const e of await pending.toArray()) for (const t of e.targets) if (keys.has(t)) set.add(t)
    return set
  }
  const wanted = [...keys]
  const found = await Promise.all(wanted.map((key) => db.outbox.where('targets').equals(key).toArray()))
  for (const [i, entries] of found.entries())
    if (entries.some((e) => e.state === 'pending')) set.add(wanted[i]!)
  return set
}
