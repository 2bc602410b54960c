// The Jepsen-style verdict on record edits (several writers per record): reads the records' history
// on the server and counts
//   lost updates  a value the server acknowledged to a user (the entry went through, no conflict
//                 shown) that a later write replaced without having seen it: the later write's base
//                 for that field was not the value it replaced
//   lost          an acknowledged edit with no change on the server
//   duplicated    one edit (one Idempotency-Key) written more than once
//   unexpected    a change of a checked record during the run that no edit asked for
// Every edit writes values unique to it, so a value names the edit that wrote it.
import type { OutboxEntry } from '../../src/data/outbox-types.ts'
import type { TestServer } from './test-server.ts'

export interface EditIntent {
  key: string
  record: string
  /** field → the value this edit writes (a patch's fields; for a whole record, every field). */
  writes: Record<string, unknown>
  /** field → the value the editor's copy held when they made the edit. */
  bases: Record<string, unknown>
  /** The user was shown a conflict for it and chose (keep mine sends a new edit; take theirs none). */
  resolved?: boolean
}

export interface EditVerdict {
  edits: number
  acknowledged: number
  conflicts: number
  lostUpdates: number
  lost: number
  duplicated: number
  unexpected: number
  details: string[]
}

interface HistoryRow {
  record_id: string
  rev: number
  entry_key: string
  changes: string
}

export async function judgeEdits(
  server: TestServer,
  resource: string,
  records: string[],
  intents: EditIntent[],
  outboxes: OutboxEntry[],
  sinceRev: number,
): Promise<EditVerdict> {
  const details: string[] = []
  const state = new Map(outboxes.map((e) => [e.id, e]))
  const byKey = new Map(intents.map((i) => [i.key, i]))
  const acknowledged = (i: EditIntent) => !i.resolved && !state.has(i.key)
  const history = (await server.db
    .selectFrom('record_history')
    .select(['record_id', 'rev', 'entry_key', 'changes'])
    .where('resource', '=', resource)
    .where('record_id', 'in', records)
    .where('rev', '>', sinceRev)
    .orderBy('rev')
    .execute()) as HistoryRow[]

  // Who introduced each value: the first edit that wrote it as a change.
  const owner = new Map<string, EditIntent>()
  const slot = (record: string, field: string, value: unknown) =>
    `${record}:${field}:${JSON.stringify(value)}`
  for (const i of intents)
    for (const [field, value] of Object.entries(i.writes))
      if (JSON.stringify(value) !== JSON.stringify(i.bases[field]))
        owner.set(slot(i.record, field, value), owner.get(slot(i.record, field, value)) ?? i)

  let lostUpdates = 0
  let duplicated = 0
  let unexpected = 0
  const applied = new Map<string, number>()
  for (const h of history) {
    const writer = byKey.get(h.entry_key)
    if (!writer) {
      unexpected++
      details.push(`unexpected change of ${h.record_id} at rev ${h.rev} (key ${h.entry_key || 'none'})`)
      continue
    }
    applied.set(writer.key, (applied.get(writer.key) ?? 0) + 1)
    const changes = JSON.parse(h.changes) as Record<string, [unknown, unknown]>
    for (const [field, [old]] of Object.entries(changes)) {
      const replaced = owner.get(slot(h.record_id, field, old))
      if (!replaced || replaced === writer || !acknowledged(replaced)) continue
      if (JSON.stringify(writer.bases[field]) === JSON.stringify(old)) continue
      lostUpdates++
      details.push(
        `lost update: ${h.record_id}.${field} = ${JSON.stringify(old)} (acknowledged to ${replaced.key}) ` +
          `overwritten by ${writer.key}, whose copy held ${JSON.stringify(writer.bases[field])}`,
      )
    }
  }
  let lost = 0
  for (const i of intents) {
    const n = applied.get(i.key) ?? 0
    if (n > 1) {
      duplicated += n - 1
      details.push(`duplicated edit ${i.key}: ${n} changes`)
    }
    if (acknowledged(i) && n === 0) {
      lost++
      details.push(`lost edit ${i.key}: acknowledged, no change on the server`)
    }
    if (state.get(i.key)?.state === 'pending') {
      lost++
      details.push(`lost edit ${i.key}: still pending after healing`)
    }
  }
  return {
    edits: intents.length,
    acknowledged: intents.filter(acknowledged).length,
    conflicts: intents.filter((i) => i.resolved || state.get(i.key)?.error?.conflict).length,
    lostUpdates,
    lost,
    duplicated,
    unexpected,
    details,
  }
}
