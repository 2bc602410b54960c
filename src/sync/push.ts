// Push: the leader sends pending entries in order, each with its Idempotency-Key. Success stores the
// server's rows and ends the entry; a business rejection fails it and undoes its effect; a transient
// failure schedules a retry and stops (order is kept); a session failure pauses the queue.

import { Code } from '../api/codes.ts'
import { ApiError, type HttpClient } from '../api/http-client.ts'
import type { Command } from '../data/command-kit.ts'
import { commandFor, restore } from '../data/commands.ts'
import { type Attempt, type OutboxEntry, target } from '../data/outbox-types.ts'
import type { UserDb } from '../data/user-db.ts'
import { retryDelay } from './backoff.ts'

export interface PushResult {
  sent: number
  failed: number
  /** Resources whose rows the server changed (worth a pull). */
  changed: Set<string>
  stoppedBy?: 'transient' | 'session'
  /** When the next try is due, if entries wait in backoff. */
  nextAttemptAt?: number
}

export interface PushDeps {
  db: UserDb
  api: HttpClient
  now?: () => number
  random?: () => number
  /** The owner of this database; entries are only ever sent with this user's token. */
  uid: number
  sessionUid: () => number | null
}

/** The mirror tables among a command's tables (not the bookkeeping ones). */
const mirrored = (tables: string[]) => tables.filter((t) => t !== 'syncState' && t !== 'meta')

/** Pending entries read per query: one read per batch, not one per sent entry. */
const BATCH = 100

async function pendingBatch(db: UserDb): Promise<OutboxEntry[]> {
  return db.outbox.where('state').equals('pending').limit(BATCH).toArray()
}

/**
 * Which of `targets` a later pending entry also changes. Asked of the `*targets` index for just
 * these rows: scanning every pending entry per sent entry made a long queue drain in O(n²).
 */
async function laterTargets(db: UserDb, entry: OutboxEntry, targets: string[]): Promise<Set<string>> {
  const set = new Set<string>()
  if (targets.length === 0) return set
  await db.outbox
    .where('targets')
    .anyOf(targets)
    .each((e) => {
      if (e.id !== entry.id && e.state === 'pending')
        for (const t of e.targets) if (targets.includes(t)) set.add(t)
    })
  return set
}

function classify(e: unknown): Attempt['outcome'] {
  if (!(e instanceof ApiError)) return 'transient'
  if (e.transient || e.code === Code.conflict) return 'transient'
  if (e.kind === 'session') return 'session'
  return 'rejected'
}

export async function pushPending(deps: PushDeps): Promise<PushResult> {
  const { db, api } = deps
  const now = deps.now ?? Date.now
  const result: PushResult = { sent: 0, failed: 0, changed: new Set() }
  // The last success's bookkeeping (delete the entry, store the server's rows) runs while the next
  // entry is on the wire; at most one is outstanding, and it is awaited before anything else is
  // written. The server still sees the entries one after another in order: the next is sent only
  // after the previous one's answer. A crash before the bookkeeping commits resends that entry with
  // its key, and the server answers the replay from its record.
  let acking: Promise<void> = Promise.resolve()
  const settle = async <T>(out: T): Promise<T> => {
    await acking
    return out
  }

  const acknowledge = async (entry: OutboxEntry, command: Command, data: unknown) => {
    const rows = command.confirmed?.(entry.payload, data) ?? []
    await db.transaction('rw', [db.outbox, ...command.tables.map((t) => db.table(t))], async () => {
      await db.outbox.delete(entry.id)
      const later = await laterTargets(
        db,
        entry,
        rows.map(({ table, row }) => target(table, row.id)),
      )
      for (const { table, row } of rows) if (!later.has(target(table, row.id))) await db.table(table).put(row)
    })
  }

  for (;;) {
    await acking
    const batch = await pendingBatch(db)
    if (batch.length === 0) return result
    for (const entry of batch) {
      if (deps.sessionUid() !== deps.uid) return settle({ ...result, stoppedBy: 'session' as const })
      if (entry.nextAttemptAt > now())
        return settle({ ...result, stoppedBy: 'transient' as const, nextAttemptAt: entry.nextAttemptAt })
      const command = commandFor(entry.kind)
      const started = performance.now()
      let data: unknown
      let error: unknown
      try {
        const env = await api.post(command.path, entry.payload, {
          headers: {
            'Idempotency-Key': entry.id,
            'X-Client-Time': String(entry.createdAt),
            // The server refuses an entry whose owner is not the token's user (shared device).
            'X-Entry-Owner': String(entry.audit.uid),
          },
        })
        data = env.data
      } catch (e) {
        error = e
      }
      const at = now()
      const answered = performance.now()
      await acking
      if (error === undefined) {
        acking = acknowledge(entry, command, data).then(() => {
          // User Timing for `bench/profile-shop.ts`: the call's share of each sent entry.
          performance.measure?.('pm3:push', {
            start: started,
            end: performance.now(),
            detail: { kind: entry.kind, callMs: answered - started },
          })
        })
        for (const t of mirrored(command.tables)) result.changed.add(t)
        result.sent++
        continue
      }
      const outcome = classify(error)
      const code = error instanceof ApiError ? error.code : 0
      const message = error instanceof Error ? error.message : String(error)
      const attempt: Attempt = { at, outcome, code, message }
      if (outcome === 'rejected') {
        await db.transaction('rw', [db.outbox, ...command.tables.map((t) => db.table(t))], async () => {
          const later = await laterTargets(
            db,
            entry,
            entry.undo.map((image) => target(image.table, image.id)),
          )
          for (const image of entry.undo)
            if (!later.has(target(image.table, image.id))) await restore(db, image)
          await db.outbox.update(entry.id, {
            state: 'failed',
            error: { code, message },
            attempts: [...entry.attempts, attempt],
          })
        })
        // The server's current state explains the rejection (who decided first, the real balance).
        for (const t of mirrored(command.tables)) result.changed.add(t)
        result.failed++
        continue
      }
      const nextAttemptAt =
        outcome === 'session' ? 0 : at + retryDelay(entry.attempts.length + 1, deps.random)
      await db.outbox.update(entry.id, { attempts: [...entry.attempts, attempt], nextAttemptAt })
      return outcome === 'session'
        ? { ...result, stoppedBy: 'session' }
        : { ...result, stoppedBy: 'transient', nextAttemptAt }
    }
  }
}

/** Back online: every waiting entry may go at once. */
export async function retryNow(db: UserDb): Promise<void> {
  await db.outbox.where('state').equals('pending').modify({ nextAttemptAt: 0 })
}
