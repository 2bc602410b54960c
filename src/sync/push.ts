// Push: the leader sends pending entries in order, each with its Idempotency-Key, up to 50 in one
// request (POST /sync/push; one by one to a server without it). Success stores the server's rows and
// ends the entry; a business rejection fails it and undoes its effect; a transient failure schedules
// a retry and stops (order is kept); a session failure pauses the queue.

import { ATTACHMENT_UPLOAD_KIND } from '../api/attachments.ts'
import { Code, isTokenError, normaliseCode } from '../api/codes.ts'
import { ApiError, errorFromEnvelope, type HttpClient } from '../api/http-client.ts'
import {
  PUSH_BATCH_MAX,
  PUSH_BATCH_PATH,
  type PushBatchEntry,
  type PushBatchResult,
} from '../api/push-batch.ts'
import type { Command } from '../data/command-kit.ts'
import { restore } from '../data/commands.ts'
import { type Attempt, type OutboxEntry, target } from '../data/outbox-types.ts'
import { PAYLOAD_VERSION_HEADER, versionOf } from '../data/payload-versions.ts'
import type { UserDb } from '../data/user-db.ts'
import { type EditConflict, isEditConflict } from '../resources/patch.ts'
import { sendUpload } from './attachment-upload.ts'
import { reconnectTally } from './reconnect-report.ts'
import { failureKind, retryDelayFor } from './retry-policy.ts'

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

const isUpload = (entry: OutboxEntry) => entry.kind === ATTACHMENT_UPLOAD_KIND

/** Pending entries read per query: one read per batch, not one per sent entry. */
const BATCH = 100

async function pendingBatch(db: UserDb): Promise<OutboxEntry[]> {
  const batch = await db.outbox.where('state').equals('pending').limit(BATCH).toArray()
  // Files go ahead of the records in the batch: they depend on nothing, and a record naming a file
  // the server lacks is refused for now (409), so it must never wait in front of that upload.
  return batch.sort((a, b) => Number(isUpload(b)) - Number(isUpload(a)))
}

/**
 * Which of `targets` a later pending entry also changes. Asked of the `*targets` index for just
 * these rows: scanning every pending entry per sent entry made a long queue drain in O(n²).
 */
async function laterTargets(db: UserDb, entry: OutboxEntry, targets: string[]): Promise<Set<string>> {
  return queuedTargets(db, targets, entry.id)
}

/** Which of `targets` a pending entry (other than `except`) changes. */
async function queuedTargets(db: UserDb, targets: string[], except?: string): Promise<Set<string>> {
  const set = new Set<string>()
  if (targets.length === 0) return set
  const wanted = new Set(targets)
  await db.outbox
    .where('targets')
    .anyOf(targets)
    .each((e) => {
      if (e.id !== except && e.state === 'pending') for (const t of e.targets) if (wanted.has(t)) set.add(t)
    })
  return set
}

type Outcome = Attempt['outcome'] | 'ok'

/** An edit conflict's fields, kept with the failed entry so the sync panel can show both sides. */
function conflictOf(error: unknown): { conflict?: EditConflict } {
  return error instanceof ApiError && error.code === Code.editConflict && isEditConflict(error.data)
    ? { conflict: error.data }
    : {}
}

/** The server's word on one sent entry. */
interface Answer {
  data?: unknown
  error?: unknown
  /** A token error inside a batch: refresh, then send the entry again. */
  tokenError?: boolean
}

/** The device's one retry policy (retry-policy.ts). */
const classify = (e: unknown): Attempt['outcome'] => failureKind(e)

const headersOf = (entry: OutboxEntry) => ({
  'Idempotency-Key': entry.id,
  'X-Client-Time': String(entry.createdAt),
  // The server refuses an entry whose owner is not the token's user (shared device).
  'X-Entry-Owner': String(entry.audit.uid),
  // The shape the payload was made in: a later server upcasts it (data/payload-versions.ts).
  [PAYLOAD_VERSION_HEADER]: String(versionOf(entry)),
})

async function sendOne(api: HttpClient, db: UserDb, entry: OutboxEntry): Promise<Answer> {
  try {
    const env = await api.post(db.commandFor(entry.kind).path, entry.payload, { headers: headersOf(entry) })
    return { data: env.data }
  } catch (error) {
    return { error }
  }
}

const noAnswer = (): Answer => ({ error: new ApiError(0, 'no answer', 'network') })

function answerOf(api: HttpClient, db: UserDb, entry: OutboxEntry, result: PushBatchResult): Answer {
  if (!result.answer || result.key !== entry.id) return noAnswer()
  const code = normaliseCode(result.answer.code)
  if (code === Code.ok) return { data: result.answer.data }
  const error = errorFromEnvelope(result.answer, code, api.language())
  // A token error is cured by a refresh and a resend (below), not reported.
  if (isTokenError(code)) return { error, tokenError: true }
  api.report(error, { method: 'POST', path: db.commandFor(entry.kind).path })
  return { error }
}

/**
 * Sends `chunk` in order and answers a prefix of it: fewer answers than entries means the rest were
 * not tried (the server stopped early). `single` is set once the server turns out not to batch.
 */
function createTransport(api: HttpClient, db: UserDb) {
  let single = false
  return {
    get chunkSize() {
      return single ? 1 : PUSH_BATCH_MAX
    },
    async send(chunk: OutboxEntry[]): Promise<Answer[]> {
      // A file goes alone, in chunks of bytes (sync/attachment-upload.ts).
      if (chunk[0]!.kind === ATTACHMENT_UPLOAD_KIND) return [await sendUpload(api, db, chunk[0]!)]
      if (single || chunk.length === 1) return [await sendOne(api, db, chunk[0]!)]
      const entries: PushBatchEntry[] = chunk.map((e) => ({
        key: e.id,
        path: db.commandFor(e.kind).path,
        owner: e.audit.uid,
        clientTime: e.createdAt,
        version: versionOf(e),
        body: JSON.stringify(e.payload),
      }))
      try {
        const env = await api.post<{ results: PushBatchResult[] }>(PUSH_BATCH_PATH, { entries })
        const answers = (env.data?.results ?? []).map((r, i) => answerOf(api, db, chunk[i]!, r))
        // An answer that answers nothing would have the queue resent at once, forever: wait instead.
        return answers.length > 0 ? answers : [noAnswer()]
      } catch (error) {
        if (!(error instanceof ApiError) || classify(error) !== 'rejected') return [{ error }]
        // A server without the batch call (the original API), or one refusing this batch as a
        // whole: the entries go one by one, and each gets its own answer.
        if (error.code === Code.notFound) single = true
        return [await sendOne(api, db, chunk[0]!)]
      }
    },
  }
}

interface Settled {
  entry: OutboxEntry
  command: Command
  outcome: Outcome
  answer: Answer
}

/** Pushes, then keeps what a reconnect delivered per shift for the till (reconnect-report.ts). */
export async function pushPending(deps: PushDeps): Promise<PushResult> {
  const tally = reconnectTally((deps.now ?? Date.now)())
  try {
    return await pushRound(deps, tally)
  } finally {
    await tally.save(deps.db).catch(() => undefined)
  }
}

async function pushRound(deps: PushDeps, tally: ReturnType<typeof reconnectTally>): Promise<PushResult> {
  const { db, api } = deps
  const now = deps.now ?? Date.now
  const result: PushResult = { sent: 0, failed: 0, changed: new Set() }
  const transport = createTransport(api, db)
  let refreshed = false
  // A chunk's bookkeeping (delete the sent entries, store the server's rows, fail the rejected) runs
  // while the next chunk is on the wire; at most one is outstanding, and it is awaited before
  // anything else is written. The server still sees entries in order: a chunk is sent only after
  // the previous one's answer. A crash before the bookkeeping commits resends those entries with
  // their keys, and the server answers the replays from its record.
  let bookkeeping: Promise<void> = Promise.resolve()

  const acknowledge = async ({ entry, command, answer }: Settled) => {
    const rows = command.confirmed?.(entry.payload, answer.data) ?? []
    await db.outbox.delete(entry.id)
    const later = await laterTargets(
      db,
      entry,
      rows.map(({ table, row }) => target(table, row.id)),
    )
    for (const { table, row } of rows) if (!later.has(target(table, row.id))) await db.table(table).put(row)
  }

  const reject = async ({ entry, answer }: Settled, attempt: Attempt, code: number, message: string) => {
    const later = await laterTargets(
      db,
      entry,
      entry.undo.map((image) => target(image.table, image.id)),
    )
    for (const image of entry.undo) if (!later.has(target(image.table, image.id))) await restore(db, image)
    await db.outbox.update(entry.id, {
      state: 'failed',
      error: { code, message, ...conflictOf(answer.error) },
      attempts: [...entry.attempts, attempt],
    })
  }

  /**
   * A chunk the server took whole (the usual case): its entries leave the queue together, and each
   * row the server confirmed is stored once — the last confirmation of it in the chunk — unless an
   * entry still queued changes it. The same outcome as acknowledging one by one, in three requests
   * instead of three per entry.
   */
  const acknowledgeAll = async (settled: Settled[]) => {
    await db.outbox.bulkDelete(settled.map((s) => s.entry.id))
    const confirmed = new Map<string, { table: string; row: { id: string } }>()
    for (const { entry, command, answer } of settled)
      for (const r of command.confirmed?.(entry.payload, answer.data) ?? [])
        confirmed.set(target(r.table, r.row.id), r)
    const stillQueued = await queuedTargets(db, [...confirmed.keys()])
    const byTable = new Map<string, { id: string }[]>()
    for (const [key, { table, row }] of confirmed)
      if (!stillQueued.has(key)) byTable.set(table, [...(byTable.get(table) ?? []), row])
    for (const [table, rows] of byTable) await db.table(table).bulkPut(rows)
  }

  /** One transaction for a chunk's answers, applied in order. Returns when the next try is due. */
  const settle = async (settled: Settled[], at: number): Promise<number | undefined> => {
    let nextAttemptAt: number | undefined
    const tables = new Set(settled.flatMap((s) => s.command.tables))
    await db.transaction('rw', [db.outbox, ...[...tables].map((t) => db.table(t))], async () => {
      if (settled.length > 1 && settled.every((s) => s.outcome === 'ok')) return acknowledgeAll(settled)
      for (const s of settled) {
        if (s.outcome === 'ok') {
          await acknowledge(s)
          continue
        }
        const { error } = s.answer
        const code = error instanceof ApiError ? error.code : 0
        const message = error instanceof Error ? error.message : String(error)
        const attempt: Attempt = { at, outcome: s.outcome, code, message }
        if (s.outcome === 'rejected') {
          await reject(s, attempt, code, message)
          continue
        }
        nextAttemptAt =
          s.outcome === 'session' ? 0 : at + retryDelayFor(error, s.entry.attempts.length + 1, deps.random)
        await db.outbox.update(s.entry.id, { attempts: [...s.entry.attempts, attempt], nextAttemptAt })
      }
    })
    return nextAttemptAt
  }

  for (;;) {
    await bookkeeping
    const pending = await pendingBatch(db)
    if (pending.length === 0) return result
    let offset = 0
    while (offset < pending.length) {
      if (deps.sessionUid() !== deps.uid) {
        await bookkeeping
        return { ...result, stoppedBy: 'session' }
      }
      const first = pending[offset]!
      if (first.nextAttemptAt > now()) {
        await bookkeeping
        return { ...result, stoppedBy: 'transient', nextAttemptAt: first.nextAttemptAt }
      }
      // Entries waiting in backoff stay behind: a chunk ends before the first of them.
      let end = offset + 1
      while (
        end < pending.length &&
        end - offset < transport.chunkSize &&
        pending[end]!.nextAttemptAt <= now() &&
        !isUpload(first) &&
        !isUpload(pending[end]!)
      )
        end++
      const chunk = pending.slice(offset, end)
      const started = performance.now()
      const answers = await transport.send(chunk)
      // Read after the call: the batch call itself may have refreshed the token and been resent.
      const sentWith = api.currentToken()
      const answered = performance.now()
      const at = now()
      const settled: Settled[] = []
      let stop: Outcome | 'refresh' | undefined
      for (const [i, answer] of answers.entries()) {
        const entry = chunk[i]!
        const command = db.commandFor(entry.kind)
        if (answer.tokenError && !refreshed) {
          stop = 'refresh'
          break
        }
        // A second token error in one push is not a reason to pause: retry later, as for one call.
        const outcome: Outcome =
          answer.error === undefined ? 'ok' : answer.tokenError ? 'transient' : classify(answer.error)
        settled.push({ entry, command, outcome, answer })
        tally.add(entry, outcome, answer.error instanceof Error ? answer.error.message : undefined)
        if (outcome === 'ok') result.sent++
        if (outcome === 'rejected') result.failed++
        // The server's current state explains a rejection (who decided first, the real balance).
        if (outcome === 'ok' || outcome === 'rejected')
          for (const t of mirrored(command.tables)) result.changed.add(t)
        if (outcome === 'transient' || outcome === 'session') {
          stop = outcome
          break
        }
      }
      await bookkeeping
      const settling = settle(settled, at)
      bookkeeping = settling.then(() => {
        // User Timing for `bench/profile-shop.ts`: the call's share of each sent chunk.
        performance.measure?.('pm3:push', {
          start: started,
          end: performance.now(),
          detail: { entries: settled.length, callMs: answered - started },
        })
      })
      if (stop === 'refresh') {
        // A token that expired mid-batch: one refresh per push, then the rest goes again.
        refreshed = true
        await bookkeeping
        let renewed: boolean
        try {
          renewed = await api.refreshAfterTokenError(sentWith)
        } catch (error) {
          // The refresh got no answer: the entry waits, as it would after any transient failure.
          const entry = chunk[settled.length]!
          const nextAttemptAt = await settle(
            [{ entry, command: db.commandFor(entry.kind), outcome: 'transient', answer: { error } }],
            now(),
          )
          return { ...result, stoppedBy: 'transient', nextAttemptAt }
        }
        if (!renewed) return { ...result, stoppedBy: 'session' }
        break
      }
      if (stop) {
        const nextAttemptAt = await settling
        await bookkeeping
        return stop === 'session'
          ? { ...result, stoppedBy: 'session' }
          : { ...result, stoppedBy: 'transient', nextAttemptAt }
      }
      // The server answered only part of the chunk (a refusal, its time budget): read the queue
      // again once this chunk is settled.
      if (answers.length < chunk.length) break
      // A refusal is recorded before anything else is sent: were it still pending when later entries
      // reached the server (the tab closed meanwhile), its resend would be judged after them.
      if (settled.some((x) => x.outcome === 'rejected')) await bookkeeping
      offset = end
    }
  }
}

/** Back online: every waiting entry may go at once. */
export async function retryNow(db: UserDb): Promise<void> {
  await db.outbox.where('state').equals('pending').modify({ nextAttemptAt: 0 })
}
