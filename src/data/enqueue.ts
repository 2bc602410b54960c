// enqueue: the optimistic effect and the outbox entry in ONE Dexie transaction, so a crash leaves
// either both or neither. The entry's ULID is made here, before any attempt.
import { monotonicFactory } from 'ulid'
import type { Language } from '../api/error-catalogue.ts'
import { type Actor, collectDeferredWrites } from './command-kit.ts'
import { type OutboxEntry, target } from './outbox-types.ts'
import { showPending } from './pending-overlay.ts'
import { isQuotaExceeded, StorageFull } from './storage-full.ts'
import type { UserDb } from './user-db.ts'

const ulid = monotonicFactory()

export function newId(): string {
  return ulid()
}

export interface EnqueueContext {
  uid: number
  comId: number
  device: string
  now?: () => number
  /** Who acts, as the page knows it: else the effect reads the stored user info (a round trip). */
  actor?: Actor
}

export async function enqueue(
  db: UserDb,
  ctx: EnqueueContext,
  kind: string,
  payload: Record<string, unknown>,
  options: { id?: string; replaces?: string; lang?: Language } = {},
): Promise<OutboxEntry> {
  const command = db.commandFor(kind)
  const clean = command.parse ? command.parse(payload, options.lang ?? 'zh') : payload
  const now = (ctx.now ?? Date.now)()
  // Made once, before any attempt: a retry after a lost connection finds an attempt that did commit.
  const id = options.id ?? newId()
  const attempt = () =>
    db.transaction('rw', [db.outbox, ...command.tables.map((t) => db.table(t))], async () => {
      // "Fix and retry": the failed entry is replaced by the corrected one, in the same transaction.
      if (options.replaces) await db.outbox.delete(options.replaces)
      const sent = command.prepare ? await command.prepare(db, clean) : clean
      const writes = collectDeferredWrites()
      const undo = await command.apply(db, sent, options.lang ?? 'zh', ctx.actor)
      const entry: OutboxEntry = {
        id,
        kind,
        payload: sent,
        version: command.version ?? 1,
        targets: undo.map((u) => target(u.table, u.id)),
        state: 'pending',
        createdAt: now,
        nextAttemptAt: 0,
        attempts: [],
        audit: { uid: ctx.uid, comId: ctx.comId, device: ctx.device, localTime: new Date(now).toISOString() },
        undo,
      }
      // The effect's last puts and the entry go to the backend together: one round trip, not two.
      await Promise.all([...writes.flush(db), db.outbox.add(entry)])
      return entry
    })
  const written = committed(db, id, attempt, options.lang ?? 'zh')
  // Shown in the open lists now, taken away again if the transaction fails. After the transaction
  // has begun: the list's render then runs while IndexedDB writes, not before it starts.
  const shown = showPending(command.pending?.(clean) ?? [])
  try {
    const entry = await written
    shown.committed()
    return entry
  } catch (e) {
    shown.failed()
    throw e
  }
}

/** The attempt, once more on a dropped connection; a full storage said in the user's words. */
async function committed(
  db: UserDb,
  id: string,
  attempt: () => Promise<OutboxEntry>,
  lang: Language,
): Promise<OutboxEntry> {
  try {
    try {
      return await attempt()
    } catch (e) {
      if (!isConnectionLost(e)) throw e
      // WebKit drops IndexedDB connections ("Connection to Indexed Database server lost"): open the
      // database again and try once more — unless the lost attempt did commit.
      db.close()
      await db.open()
      const stored = await db.outbox.get(id)
      return stored ?? (await attempt())
    }
  } catch (e) {
    // Storage full: the transaction rolled back whole, so nothing is half-written; say so plainly.
    if (isQuotaExceeded(e)) throw new StorageFull(lang)
    throw e
  }
}

/** An IndexedDB connection the browser dropped under the page (Safari), or Dexie found closed. */
export function isConnectionLost(e: unknown): boolean {
  if (!(e instanceof Error)) return false
  const inner = (e as { inner?: unknown }).inner
  return (
    e.name === 'DatabaseClosedError' ||
    /Connection to Indexed Database server lost/i.test(e.message) ||
    (e.name === 'UnknownError' && !(inner instanceof Error && inner.name === 'QuotaExceededError'))
  )
}

/** The user's "discard" of a failed entry: its effect was already undone when it failed. */
export async function discard(db: UserDb, entryId: string): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(entryId)
    if (entry?.state === 'failed') await db.outbox.delete(entryId)
  })
}
