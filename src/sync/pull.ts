// Pull: mirror a resource's list into its Dexie table. A full pull pages by id, one transaction per
// page (a UI read waits behind a write transaction, so pages stay small), then sweeps rows the
// server no longer has, a few thousand keys a transaction. A delta pull asks for changes since the
// cursor. Neither touches a row that a queued entry changed.
import type { HttpClient } from '../api/http-client.ts'
import { target } from '../data/outbox-types.ts'
import type { Row, UserDb } from '../data/user-db.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { evictAged } from './evict-aged.ts'
import { pendingTargets } from './pending-targets.ts'
import { announcePulled } from './pulled-rows.ts'

// 1,000 rows a transaction (DESIGN: 1k–2k). `npm run bench` on 2026-11-23: a UI read during a 100k
// pull waited 104 ms at most (55 ms with 500-row pages), and the pull reached 0.82 of the raw put
// rate (0.72 with 500).
export const PULL_PAGE = 1_000

interface ListAnswer {
  data: Row[]
  total?: number
  cursor?: string
  deleted?: string[]
  more?: boolean
  /** Where the resource's sync window began (ms), when the pull asked for the window. */
  window_from?: number
}

export interface PullResult {
  resource: string
  mode: 'full' | 'delta'
  received: number
  removed: number
}

/** User Timing entries (`pm3:pull-write`, `pm3:pull`) that `npm run bench` reads from the worker. */
function timed(name: string, start: number, detail: Record<string, unknown>): void {
  performance.measure?.(name, { start, end: performance.now(), detail })
}

/**
 * One page of rows in one transaction. `keepCount`: a delta page also moves the table's count in
 * syncState by the rows it adds and removes, in the same transaction, so a delta pull never counts
 * the table (a count() of 100k rows holds the IndexedDB backend ~130 ms, and the page's reads wait).
 */
async function writePage(
  db: UserDb,
  r: AnyResource,
  rows: Row[],
  deleted: string[],
  keepCount = false,
): Promise<number> {
  const start = performance.now()
  const scope = keepCount ? [db.rows(r), db.outbox, db.syncState] : [db.rows(r), db.outbox]
  let shown = null as ReturnType<typeof announcePulled> | null
  const gone = db.transaction('rw', scope, async () => {
    const pending = await pendingTargets(db, r.name, [...rows.map((row) => row.id), ...deleted])
    const free = (id: string) => !pending.has(target(r.name, id))
    const put = rows.filter((row) => free(row.id))
    const drop = deleted.filter(free)
    shown = announcePulled(db.name, r.name, put)
    // Issued together, in this order: IndexedDB runs a transaction's requests in turn, so the rows
    // and the state are read as they were before the writes, in one round trip instead of four.
    // (bulkGet issues every get at once; a where().anyOf() cursor would step after the puts.)
    const [known, state] = await Promise.all([
      keepCount ? db.rows(r).bulkGet([...put.map((row) => row.id), ...drop]) : null,
      keepCount ? db.syncState.get(r.name) : undefined,
      db.rows(r).bulkPut(put),
      drop.length ? db.rows(r).bulkDelete(drop) : undefined,
    ])
    if (known) {
      const had = new Set(known.flatMap((row) => (row ? [row.id] : [])))
      const added = new Set(put.map((row) => row.id).filter((id) => !had.has(id))).size
      const removed = drop.filter((id) => had.has(id)).length
      if (added !== removed && state)
        await db.syncState.put({ ...state, count: Math.max(0, state.count + added - removed) })
    }
    return drop.length
  })
  try {
    const removed = await gone
    shown?.committed()
    timed('pm3:pull-write', start, { resource: r.name, rows: rows.length })
    return removed
  } catch (e) {
    shown?.failed()
    throw e
  }
}

/** Keys per sweep transaction: like a page, short enough that a UI read never waits long behind it. */
const SWEEP_CHUNK = 2_000

/**
 * After a full pull: remove rows the server no longer lists, unless a queued entry holds them, and
 * count what is left. Walks the keys in short transactions and counts as it goes: reading all 100k
 * keys at once, or count(), holds the IndexedDB backend for hundreds of ms while the page's reads
 * wait. A row created while the walk runs gets a later (time-ordered) id, so it is still counted.
 */
async function sweep(
  db: UserDb,
  r: AnyResource,
  seen: Set<string>,
): Promise<{ removed: number; count: number }> {
  let removed = 0
  let count = 0
  let after: string | undefined
  for (;;) {
    const last = await db.transaction('rw', [db.rows(r), db.outbox], async () => {
      const range = after === undefined ? db.rows(r).toCollection() : db.rows(r).where(':id').above(after)
      const keys = (await range.limit(SWEEP_CHUNK).primaryKeys()) as string[]
      const unlisted = keys.filter((id) => !seen.has(id))
      if (unlisted.length > 0) {
        const pending = await pendingTargets(db, r.name, unlisted)
        const stale = unlisted.filter((id) => !pending.has(target(r.name, id)))
        await db.rows(r).bulkDelete(stale)
        removed += stale.length
        count -= stale.length
      }
      count += keys.length
      after = keys.at(-1)
      return keys.length < SWEEP_CHUNK
    })
    if (last) return { removed, count }
  }
}

export async function pullResource(
  db: UserDb,
  api: HttpClient,
  r: AnyResource,
  now: () => number = Date.now,
  pageSize = PULL_PAGE,
): Promise<PullResult> {
  const start = performance.now()
  const state = await db.syncState.get(r.name)
  // A resource with a sync window asks only for the rows a device keeps (the server filters).
  const windowed = r.syncWindow ? 1 : undefined
  if (state?.cursor) {
    let cursor = state.cursor
    let received = 0
    let removed = 0
    let from: number | undefined
    for (;;) {
      const env = await api.get<Row[]>(r.api.list, {
        query: { updated_since: cursor, limit: pageSize, window: windowed },
      })
      const answer = env as unknown as ListAnswer
      // A server without delta support answers a plain list with no cursor: fall back to full pulls.
      if (answer.cursor === undefined) {
        await db.syncState.update(r.name, { cursor: undefined })
        return pullResource(db, api, r, now, pageSize)
      }
      removed += await writePage(db, r, answer.data, answer.deleted ?? [], true)
      received += answer.data.length
      cursor = answer.cursor
      if (answer.window_from !== undefined) from = answer.window_from
      if (!answer.more) break
    }
    if (from !== undefined) removed += await evictAged(db, r, from)
    // The count moved with each page; only the cursor and the time are left to record.
    await db.syncState.update(r.name, { cursor, lastPullAt: now(), error: undefined })
    timed('pm3:pull', start, { resource: r.name, mode: 'delta', received })
    return { resource: r.name, mode: 'delta', received, removed }
  }

  const seen = new Set<string>()
  const fetchPage = async (page: number, afterId: string) =>
    (await api.get<Row[]>(r.api.list, {
      query: { after_id: afterId || undefined, page, limit: pageSize, window: windowed },
    })) as unknown as ListAnswer
  let next: Promise<ListAnswer> | null = fetchPage(1, '')
  let cursor: string | undefined
  for (let page = 1; next; page++) {
    const answer: ListAnswer = await next
    if (page === 1) cursor = answer.cursor
    // The next page is on the wire while this one is written: the server's time hides behind IDB's.
    next = answer.data.length < pageSize ? null : fetchPage(page + 1, answer.data.at(-1)!.id)
    // A failed prefetch must not surface as an unhandled rejection while this page is written.
    next?.catch(() => undefined)
    await writePage(db, r, answer.data, [])
    for (const row of answer.data) seen.add(row.id)
  }
  const { removed, count } = await sweep(db, r, seen)
  await db.syncState.put({ resource: r.name, cursor, lastPullAt: now(), count })
  timed('pm3:pull', start, { resource: r.name, mode: 'full', received: seen.size })
  return { resource: r.name, mode: 'full', received: seen.size, removed }
}
