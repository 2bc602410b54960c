// Pull: mirror a resource's list into its Dexie table. A full pull pages by id, one transaction per
// page (a UI read waits behind a write transaction, so pages stay small), then sweeps rows the
// server no longer has. A delta pull asks for changes since the cursor. Neither touches a row that
// a queued entry changed.
import type { HttpClient } from '../api/http-client.ts'
import { target } from '../data/outbox-types.ts'
import type { Row, UserDb } from '../data/user-db.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { pendingTargets } from './pending-targets.ts'

export const PULL_PAGE = 1000

interface ListAnswer {
  data: Row[]
  total?: number
  cursor?: string
  deleted?: string[]
  more?: boolean
}

export interface PullResult {
  resource: string
  mode: 'full' | 'delta'
  received: number
  removed: number
}

async function writePage(db: UserDb, r: AnyResource, rows: Row[], deleted: string[]): Promise<number> {
  return db.transaction('rw', [db.rows(r), db.outbox], async () => {
    const pending = await pendingTargets(db)
    const free = (id: string) => !pending.has(target(r.name, id))
    await db.rows(r).bulkPut(rows.filter((row) => free(row.id)))
    const gone = deleted.filter(free)
    await db.rows(r).bulkDelete(gone)
    return gone.length
  })
}

async function finish(db: UserDb, r: AnyResource, cursor: string | undefined, now: number): Promise<void> {
  const count = await db.rows(r).count()
  await db.syncState.put({ resource: r.name, cursor, lastPullAt: now, count })
}

export async function pullResource(
  db: UserDb,
  api: HttpClient,
  r: AnyResource,
  now: () => number = Date.now,
  pageSize = PULL_PAGE,
): Promise<PullResult> {
  const state = await db.syncState.get(r.name)
  if (state?.cursor) {
    let cursor = state.cursor
    let received = 0
    let removed = 0
    for (;;) {
      const env = await api.get<Row[]>(r.api.list, { query: { updated_since: cursor, limit: pageSize } })
      const answer = env as unknown as ListAnswer
      // A server without delta support answers a plain list with no cursor: fall back to full pulls.
      if (answer.cursor === undefined) {
        await db.syncState.update(r.name, { cursor: undefined })
        return pullResource(db, api, r, now, pageSize)
      }
      removed += await writePage(db, r, answer.data, answer.deleted ?? [])
      received += answer.data.length
      cursor = answer.cursor
      if (!answer.more) break
    }
    await finish(db, r, cursor, now())
    return { resource: r.name, mode: 'delta', received, removed }
  }

  const seen = new Set<string>()
  let afterId = ''
  let cursor: string | undefined
  for (let page = 1; ; page++) {
    const env = await api.get<Row[]>(r.api.list, {
      query: { after_id: afterId || undefined, page, limit: pageSize },
    })
    const answer = env as unknown as ListAnswer
    if (page === 1) cursor = answer.cursor
    await writePage(db, r, answer.data, [])
    for (const row of answer.data) seen.add(row.id)
    if (answer.data.length < pageSize) break
    afterId = answer.data.at(-1)!.id
  }
  // Sweep: rows the server no longer lists, unless a queued entry holds them.
  const removed = await db.transaction('rw', [db.rows(r), db.outbox], async () => {
    const pending = await pendingTargets(db)
    const stale = (await db.rows(r).toCollection().primaryKeys()).filter(
      (id) => !seen.has(id) && !pending.has(target(r.name, id)),
    )
    await db.rows(r).bulkDelete(stale)
    return stale.length
  })
  await finish(db, r, cursor, now())
  return { resource: r.name, mode: 'full', received: seen.size, removed }
}
