// The list, save and remove calls of every declared resource, derived from its declaration:
// full pulls page by id, delta pulls follow the change sequence (updated_since → cursor, deleted).
import { type Context, Hono } from 'hono'
import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { refusalOf, subjectOf } from '../../src/auth/access.ts'
import { type AnyResource, removeKind, saveKind } from '../../src/resources/define-resource.ts'
import { requireUser } from '../auth/require-user.ts'
import { toApiRow, toStored } from '../db/api-rows.ts'
import { isPostgres, readTransaction } from '../db/connection.ts'
import { readHistory } from '../db/record-history.ts'
import { findRow } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'
import { companySettings } from '../db/site-info.ts'
import { windowSql } from '../db/sync-window-sql.ts'
import type { UserRow } from '../db/user-row.ts'
import type { RowScope, WriteHooks } from '../db/write-hooks.ts'
import { runCommand } from '../http/command.ts'
import type { AppEnv } from '../http/context.ts'
import { ApiFailure, ok } from '../http/envelope.ts'
import { intParam, pageLimit } from '../http/list-paging.ts'
import { requireAccess } from '../http/require-access.ts'
import { writerOf } from '../http/writer.ts'
import { checkDictionaryValues } from './dictionary-values.ts'
import { keywordMatch } from './list-keyword.ts'
import { type RecordEdit, removeRecord, saveRecord } from './record-edits.ts'
import { disagreeingReferencesCheck } from './reference-checks.ts'
import { checkReferences } from './reference-values.ts'
import { checkUniqueValues } from './unique-values.ts'

// Re-exported: the query routes read them from here.
export { toApiRow, toStored }

type Row = Record<string, unknown>
// biome-ignore lint/suspicious/noExplicitAny: a select over a table derived at run time
type Query = SelectQueryBuilder<Record<string, Row>, string, any>

/**
 * Runs a save or a remove; where the resource has a hook for it, reads the row as it stood before
 * the edit and lets the hook follow the edit in the same transaction.
 */
async function hooked<T>(
  trx: Transaction<Database>,
  c: Context<AppEnv>,
  r: AnyResource,
  body: unknown,
  edit: RecordEdit<T>,
  after: ((before: Row | undefined, done: T) => Promise<T>) | undefined,
): Promise<T> {
  if (!after) return edit(trx, r, body, writerOf(c), c.get('lang'))
  const id = String((body as Row | null)?.id ?? '')
  const before = id ? await findRow(trx, r, id, c.get('user').com_id) : undefined
  return after(before, await edit(trx, r, body, writerOf(c), c.get('lang')))
}

export function resourceRoutes(
  list: readonly AnyResource[],
  scopes: Record<string, RowScope> = {},
  hooks: Record<string, WriteHooks> = {},
) {
  const app = new Hono<AppEnv>()
  for (const r of list) {
    const table = tableName(r)
    const guard = [requireUser, requireAccess(r.access)] as const
    const writeGuard = [requireUser, requireAccess(r.writeAccess ?? r.access)] as const
    const removeGuard = [requireUser, requireAccess(r.removeAccess ?? r.writeAccess ?? r.access)] as const
    const scope = (user: UserRow) => scopes[r.name]?.(user) ?? sql<boolean>`1 = 1`

    app.get(r.api.list, ...guard, async (c) => {
      const db = c.get('db') as unknown as Kysely<Record<string, Row>>
      const user = c.get('user')
      const comId = user.com_id
      const visible = scope(user)
      const limit = pageLimit(c, 20)
      const since = c.req.query('updated_since')
      // Read only: on SQLite it takes no write lock, so an outside lock never holds a list up.
      return readTransaction(db).execute(async (trx) => {
        // `window=1`: what a device keeps (a pull); `older=1`: the rest, read online and never stored.
        const part = c.req.query('window') === '1' ? 'window' : c.req.query('older') === '1' ? 'older' : 'all'
        const window =
          part === 'all'
            ? null
            : await windowSql(trx as unknown as Transaction<Database>, r, user, c.get('config').now())
        const windowed = (q: Query) =>
          !window ? q : q.where(part === 'window' ? window.inside : sql<boolean>`not (${window.inside})`)
        const meta = window ? { window_from: window.from } : {}
        // A keyword (older records read online) narrows the rows and their total alike.
        const keyword = c.req.query('keyword')?.trim()
        const settings = keyword ? await companySettings(trx, comId) : {}
        const searched = (q: Query) =>
          !keyword
            ? q
            : q.where((eb) =>
                keywordMatch(eb, r, keyword, {
                  comId,
                  lang: c.get('lang'),
                  postgres: isPostgres(trx),
                  resources: list,
                  mayRead: (target) => !refusalOf(target.access, subjectOf(user), settings),
                }),
              )
        const live = searched(
          windowed(trx.selectFrom(table).where('com_id', '=', comId).where('deleted', '=', 0).where(visible)),
        )
        const afterId = c.req.query('after_id')
        // A full pull's later pages (keyset paging after an id) need no total: the client took it from
        // the first page, and counting 100k rows per page was most of each page's time.
        const total = afterId
          ? undefined
          : Number((await live.select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0)
        if (since !== undefined) {
          let q = trx
            .selectFrom(table)
            .selectAll()
            .where('com_id', '=', comId)
            .where(visible)
            .where('rev', '>', intParam(since, 0))
          // A changed row outside the window (an old sale refunded, an approval decided long after)
          // goes to the device as deleted: it is not one the device keeps.
          if (window && part === 'window')
            q = q.select(sql<number>`case when ${window.inside} then 1 else 0 end`.as('in_window'))
          const rows = await q.orderBy('rev').limit(limit).execute()
          const kept = (x: Row) => !x.deleted && (x.in_window === undefined || Number(x.in_window) === 1)
          const cursor = rows.length ? Number(rows.at(-1)!.rev) : intParam(since, 0)
          return ok(
            c,
            rows.filter(kept).map((x) => toApiRow(r, x)),
            {
              total,
              cursor: String(cursor),
              deleted: rows.filter((x) => !kept(x)).map((x) => x.id),
              more: rows.length === limit,
              ...meta,
            },
          )
        }
        // Full pull: the cursor is read first, so changes made while paging come with the next delta.
        const maxRev = await trx
          .selectFrom(table)
          .select(sql<number>`coalesce(max(rev), 0)`.as('m'))
          .where('com_id', '=', comId)
          .where(visible)
          .executeTakeFirst()
        // Older rows are read as a list is (its sort, newest first for logs); pulls page by id.
        const sorted = part === 'older' ? live.orderBy(r.list.sort, r.list.desc ? 'desc' : 'asc') : live
        // SQLite, without statistics, would walk the (com_id, id) index to skip the sort and filter
        // the company's whole history on the way; a unary plus keeps it off that index, so a pull
        // reads the window's index and sorts its few rows. (PostgreSQL plans by its statistics.)
        const id = window && !isPostgres(trx) ? sql`+${sql.ref('id')}` : sql.ref('id')
        let q = sorted.selectAll().orderBy(id).limit(limit)
        if (afterId) q = q.where(id, '>', afterId)
        else q = q.offset((Math.max(intParam(c.req.query('page'), 1), 1) - 1) * limit)
        const rows = await q.execute()
        return ok(
          c,
          rows.map((x) => toApiRow(r, x)),
          { total, cursor: String(Number(maxRev?.m ?? 0)), deleted: [], ...meta },
        )
      })
    })

    if (r.api.save)
      app.post(r.api.save, ...writeGuard, (c) =>
        runCommand(c, saveKind(r), async (trx, body) => {
          await checkDictionaryValues(trx, r, body, c.get('user').com_id, c.get('lang'))
          await checkReferences(trx, r, list, body, c.get('user').com_id, c.get('lang'))
          const agreement = await disagreeingReferencesCheck(
            trx,
            r,
            body,
            c.get('user').com_id,
            c.get('lang'),
          )
          await checkUniqueValues(trx, r, body, c.get('user').com_id, c.get('lang'))
          const hook = hooks[r.name]?.saved
          const after =
            hook &&
            (async (before: Row | undefined, saved: Row) => {
              const user = c.get('user')
              const now = c.get('config').now()
              // A shop manager's grant the save carries (beside the record) for what the hook guards.
              const grant = (body as Row | null)?.grant
              await hook(trx, {
                id: String(saved.id),
                before,
                user,
                now,
                lang: c.get('lang'),
                grant: typeof grant === 'string' ? grant : undefined,
              })
              // The hook may stamp the row (the price-list version): answer the row as it now stands.
              const stored = await findRow(trx, r, String(saved.id), user.com_id)
              return stored ? toApiRow(r, stored) : saved
            })
          const saved = await hooked(trx, c, r, body, saveRecord, after)
          await agreement()
          return saved
        }),
      )

    if (r.api.remove)
      app.post(r.api.remove, ...removeGuard, (c) =>
        runCommand(c, removeKind(r), async (trx, body) => {
          const hook = hooks[r.name]?.removed
          const after =
            hook &&
            (async (live: Row | undefined, removed: { id: string }) => {
              if (live)
                await hook(trx, { id: String(live.id), user: c.get('user'), now: c.get('config').now() })
              return removed
            })
          return hooked(trx, c, r, body, removeRecord, after)
        }),
      )
  }

  // A record's change history (newest last), for the History tab of its form. Readable by whoever
  // may read the record: the resource's access and, where it has one, its row scope.
  app.get('/sys/getRecordHistory', requireUser, async (c) => {
    const r = list.find((x) => x.name === c.req.query('resource'))
    if (!r)
      throw new ApiFailure(Code.badRequest, 'historyUnknownResource', {
        resource: String(c.req.query('resource') ?? ''),
      })
    await requireAccess(r.access)(c, async () => undefined)
    const id = c.req.query('id') ?? ''
    const user = c.get('user')
    const db = c.get('db') as unknown as Kysely<Record<string, Row>>
    const visible = await db
      .selectFrom(tableName(r))
      .select('id')
      .where('id', '=', id)
      .where('com_id', '=', user.com_id)
      .where(scopes[r.name]?.(user) ?? sql<boolean>`1 = 1`)
      .executeTakeFirst()
    if (!visible) throw new ApiFailure(Code.notFound, 'recordDeleted')
    return ok(c, await readHistory(c.get('db'), r, id, user.com_id))
  })
  return app
}
