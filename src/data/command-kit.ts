// What a write command is, and the pieces every command's optimistic effect uses. A leaf module:
// module commands (e.g. the till's) import it without importing the command registry.
import Dexie from 'dexie'
import type { Language } from '../api/error-catalogue.ts'
import type { BeforeImage } from './outbox-types.ts'
import type { PendingFields } from './pending-overlay.ts'
import type { Row, UserDb } from './user-db.ts'

/** A write whose payload breaks its resource's rules; nothing was written. */
export class InvalidPayload extends Error {
  constructor(readonly messages: string[]) {
    super(messages.join('；'))
    this.name = 'InvalidPayload'
  }
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
  apply(db: UserDb, payload: Record<string, unknown>, lang: Language): Promise<BeforeImage[]>
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
  const before = known ? known.before : (((await db.table(table).get(row.id)) as Row | undefined) ?? null)
  undo.push({ table, id: row.id, before })
  const put = db.table(table).put(row)
  // Inside enqueue an edit's put is not awaited here: enqueue awaits it together with the outbox
  // add, so the two reach the backend in one round trip (IDB runs a transaction's requests in
  // order, so a later read in the same transaction still sees it). A new row's count is still
  // read and written in turn, so two new rows in one command cannot both read the old count.
  const deferred = before ? deferredWrites.get(Dexie.currentTransaction) : undefined
  if (deferred) deferred.push(put)
  else await Promise.all([put, before ? undefined : bumpCount(db, table, 1)])
}

/** Puts issued by putWithUndo in an enqueue transaction and not yet awaited, by transaction. */
const deferredWrites = new WeakMap<object, Promise<unknown>[]>()

/** Enqueue's side: collect a transaction's deferred puts, to await them with the outbox add. */
export function collectDeferredWrites(): Promise<unknown>[] {
  const writes: Promise<unknown>[] = []
  if (Dexie.currentTransaction) deferredWrites.set(Dexie.currentTransaction, writes)
  return writes
}
