// Push: the leader sends pending entries in order, each with its Idempotency-Key. Success stores the
// server's rows and ends the entry; a business rejection fails it and undoes its effect; a transient
// failure schedules a retry and stops (order is kept); a session failure pauses the queue.

import { Code } from '../api/codes.ts'
import { ApiError, type HttpClient } from '../api/http-client.ts'
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

async function nextPending(db: UserDb): Promise<OutboxEntry | undefined> {
  return db.outbox.where('state').equals('pending').first()
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
  for (;;) {
    if (deps.sessionUid() !== deps.uid) return { ...result, stoppedBy: 'session' }
    const entry = await nextPending(db)
    if (!entry) return result
    if (entry.nextAttemptAt > now())
      return { ...result, stoppedBy: 'transient', nextAttemptAt: entry.nextAttemptAt }
    const command = commandFor(entry.kind)
    const started = performance.now()
    let data: unknown
    let error: unknown
    try {
      const env = await api.post(command.path, entry.payload, {
        headers: { 'Idempotency-Key': entry.id, 'X-Client-Time': String(entry.createdAt) },
      })
      data = env.data
    } catch (e) {
      error = e
    }
    const at = now()
    const answered = performance.now()
    if (error === undefined) {
      const rows = command.confirmed?.(entry.payload, data) ?? []
      await db.transaction('rw', [db.outbox, ...command.tables.map((t) => db.table(t))], async () => {
        await db.outbox.delete(entry.id)
        const later = await laterTargets(
          db,
          entry,
          rows.map(({ table, row }) => target(table, row.id)),
        )
        for (const { table, row } of rows)
          if (!later.has(target(table, row.id))) await db.table(table).put(row)
      })
      performance.measure?.('pm3:push', {
        start: started,
        end: performance.now(),
        detail: { kind: entry.kind, callMs: answered - started },
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
    const nextAttemptAt = outcome === 'session' ? 0 : at + retryDelay(entry.attempts.length + 1, deps.random)
    await db.outbox.update(entry.id, { attempts: [...entry.attempts, attempt], nextAttemptAt })
    return outcome === 'session'
      ? { ...result, stoppedBy: 'session' }
      : { ...result, stoppedBy: 'transient', nextAttemptAt }
  }
}

/** Back online: every waiting entry may go at once. */
export async function retryNow(db: UserDb): Promise<void> {
  await db.outbox.where('state').equals('pending').modify({ nextAttemptAt: 0 })
}
