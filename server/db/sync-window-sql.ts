// The sync window of a declared resource (src/resources/sync-window.ts) as SQL: the rows a device
// keeps are those of the window's last days (or open), of the user's shop where they have one.
// Indexed by (com_id[, shop], time), created with the table (resource-tables.ts).
import { type Expression, type Kysely, type SqlBool, sql, type Transaction } from 'kysely'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { timeBound, windowStart } from '../../src/resources/sync-window.ts'
import type { Database } from './schema.ts'
import { shopOfUser } from './user-shop.ts'

type Db = Transaction<Database> | Kysely<Database>

export interface WindowSql {
  /** True for a row the device keeps. */
  inside: Expression<SqlBool>
  /** Where the window began, ms (the device drops its rows older than this). */
  from: number
}

/** The window of `r` for this user now; null for a resource without one (the device keeps all). */
export async function windowSql(
  db: Db,
  r: AnyResource,
  user: { com_id: number; id: number },
  now: number,
): Promise<WindowSql | null> {
  const w = r.syncWindow
  if (!w) return null
  const from = windowStart(w, now)
  let inside = sql<boolean>`${sql.ref(w.time)} >= ${timeBound(r, from)}`
  if (w.open) inside = sql<boolean>`(${inside} or ${sql.ref(w.open.field)} in (${sql.join(w.open.values)}))`
  const shop = w.shop ? await shopOfUser(db, user.com_id, user.id) : ''
  if (w.shop && shop) inside = sql<boolean>`${sql.ref(w.shop)} = ${shop} and ${inside}`
  return { inside, from }
}
