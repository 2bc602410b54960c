// What a write command is, and the pieces every command's optimistic effect uses. A leaf module:
// module commands (e.g. the till's) import it without importing the command registry.
import Dexie from 'dexie'
import type { Language } from '../api/error-catalogue.ts'
import type { BeforeImage, SyncStateRow } from './outbox-types.ts'
import type { PendingFields } from './pending-overlay.ts'
import type { Row, UserDb } from './user-db.ts'

/** A write whose payload breaks its resource's rules; nothing was written. */
export class InvalidPayload extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('；'))
    this.name = 'InvalidPayload'
  }
}

/** Who acts: on the device the signed-in user, on the server the session's. */
export interface Actor {
  id: number
  name: string
}

export interface Command {
  kind: string
  path: string
  /** The payload shape's version an entry records when queued (1 when absent; payload-versions.ts). */
  version?: number
  /** An entry's payload queued under version `from`, in today's shape; throws PayloadVersionUnknown. */
  upcast?(payload: Record<string, unknown>, from: number): Record<string, unknown>
  /** Tables the optimistic effect writes (the enqueue transaction's scope). */
  tables: string[]
  /** Validates and normalises the payload before anything is written; throws InvalidPayload. */
  parse?(payload: Record<string, unknown>, lang: Language): Record<string, unknown>
  /**
   * What is sent, given the mirror, inside the enqueue transaction: a record edit becomes a patch on
   * the row the device holds (DESIGN: Edits).
   */
  prepare?(db: UserDb, payload: Record<string, unknown>): Promise<Record<string, unknown>>
  /**
   * Applies the effect inside the enqueue transaction; returns the rows as they were. May throw
   * InvalidPayload when the mirror shows the write makes no sense (in the user's language).
   */
  apply(db: UserDb, payload: Record<string, unknown>, lang: Language, actor?: Actor): Promise<BeforeImage[]>
  /** Fields the open lists show at once, before the transaction commits (pending-overlay.ts). */
  pending?(payload: Record<string, unknown>): PendingFields[]
  /** What a rejected entry may become instead, offered in the sync panel (e.g. charge as cash). */
  fallback?: {
    label: { zh: string; en: string }
    to(payload: Record<string, unknown>): { kind: string; payload: Record<string, unknown> }
  }
  /** The entry in words its user knows (the sync panel): what it does and to what, never its key. */
  describe?(db: UserDb, payload: Record<string, unknown>, lang: Language): Promise<string>
  /** The server's answer to a successful call, as rows to store. */
  confirmed?(payload: Record<string, unknown>, data: unknown): { table: string; row: Row }[]
}

export async function bumpCount(db: UserDb, table: string, by: number): Promise<void> {
  const counting = countsInEnqueue.get(Dexie.currentTransaction)
  if (counting) {
    counting.bump(db, table, by)
    return
  }
  const state = await db.syncState.get(table)
  await db.syncState.put({
    ...(state ?? { resource: table, count: 0 }),
    count: Math.max(0, (state?.count ?? 0) + by),
  })
}

/**
 * Writes a row as an optimistic effect: records its before-image and keeps the table's count.
 * `known`: the row as the caller already read it in this transaction, so it is not read twice
 * (each request is a round trip to the IndexedDB backend while the user waits).
 */
export async function putWithUndo(
  db: UserDb,
  table: string,
  row: Row,
  undo: BeforeImage[],
  known?: { before: Row | null },
): Promise<void> {
  const deferred = deferredWrites.get(Dexie.currentTransaction)
  if (deferred && !known) {
    // Inside enqueue a row's read, its put and its table's count go to the backend in one round
    // trip: IDB runs a transaction's requests in order, so the read still sees the row as it was.
    const reading = db.table(table).get(row.id) as Promise<Row | undefined>
    countsInEnqueue.get(Dexie.currentTransaction)?.prefetch(db, table)
    deferred.push(db.table(table).put(row))
    const before = (await reading) ?? null
    undo.push({ table, id: row.id, before })
    if (!before) await bumpCount(db, table, 1)
    return
  }
  const before = known ? known.before : (((await db.table(table).get(row.id)) as Row | undefined) ?? null)
  undo.push({ table, id: row.id, before })
  const put = db.table(table).put(row)
  // Inside enqueue an edit's put is not awaited here: enqueue awaits it together with the outbox
  // add, so the two reach the backend in one round trip (IDB runs a transaction's requests in
  // order, so a later read in the same transaction still sees it).
  if (deferred) deferred.push(put)
  await Promise.all([deferred ? undefined : put, before ? undefined : bumpCount(db, table, 1)])
}

/**
 * Table counts an enqueue transaction changes: each read once (ahead, beside the row it counts),
 * added to in memory, and written with the outbox add, so two new rows in one command both count.
 */
class EnqueueCounts {
  private readonly counts = new Map<string, Promise<SyncStateRow | undefined>>()
  private readonly changes = new Map<string, number>()

  prefetch(db: UserDb, table: string): void {
    if (!this.counts.has(table)) this.counts.set(table, db.syncState.get(table))
  }

  bump(db: UserDb, table: string, by: number): void {
    this.prefetch(db, table)
    this.changes.set(table, (this.changes.get(table) ?? 0) + by)
  }

  /** The counts' puts, issued once the effect is done (the transaction is still active). */
  async write(db: UserDb): Promise<void> {
    await Promise.all(
      [...this.changes].map(async ([table, by]) => {
        const state = await this.counts.get(table)
        await db.syncState.put({
          ...(state ?? { resource: table, count: 0 }),
          count: Math.max(0, (state?.count ?? 0) + by),
        })
      }),
    )
  }
}

const countsInEnqueue = new WeakMap<object, EnqueueCounts>()

/** Puts issued by putWithUndo in an enqueue transaction and not yet awaited, by transaction. */
const deferredWrites = new WeakMap<object, Promise<unknown>[]>()

/**
 * Enqueue's side: collect a transaction's deferred puts and count changes, to send them with the
 * outbox add. `flush` issues the counts' puts and answers every write to await.
 */
export function collectDeferredWrites(): { flush(db: UserDb): Promise<unknown>[] } {
  const writes: Promise<unknown>[] = []
  const counts = new EnqueueCounts()
  const tx = Dexie.currentTransaction
  if (tx) {
    deferredWrites.set(tx, writes)
    countsInEnqueue.set(tx, counts)
  }
  return { flush: (db) => [...writes, counts.write(db)] }
}
