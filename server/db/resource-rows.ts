// Writing rows of declared resources from workflows (checkout, approvals): every write takes the next
// rev of the change sequence, so delta pulls carry it to each device that may see it.
import type { Kysely, Transaction } from 'kysely'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { toApiRow } from './api-rows.ts'
import { isPostgres } from './connection.ts'
import { changedFields, recordChange, type Writer } from './record-history.ts'
import { nextRev, tableName } from './resource-tables.ts'
import type { Database } from './schema.ts'
import { shopOfUser } from './user-shop.ts'

export type Row = Record<string, unknown>
type Raw = Kysely<Record<string, Row>>

/** The res_<name> tables are derived from declarations at run time, so Kysely cannot type them. */
export const untyped = (db: Transaction<Database> | Kysely<Database>) => db as unknown as Raw

export type { Writer }

/** The company's live rows of a resource (deleted ones excluded): the start of every workflow read. */
export const companyRows = (
  db: Transaction<Database> | Kysely<Database>,
  r: { name: string },
  comId: number,
) => untyped(db).selectFrom(tableName(r)).where('com_id', '=', comId).where('deleted', '=', 0)

/**
 * A stored row of the company (deleted ones excluded). `forUpdate` locks it until the transaction
 * ends, for read-then-write workflows (a member's balance): on PostgreSQL a second server process
 * waits here and then reads the row as the first left it. SQLite has one writer at a time already.
 */
export async function findRow(
  trx: Transaction<Database> | Kysely<Database>,
  r: AnyResource,
  id: string,
  comId: number,
  options: { forUpdate?: boolean } = {},
): Promise<Row | undefined> {
  const q = companyRows(trx, r, comId).selectAll().where('id', '=', id)
  return (options.forUpdate && isPostgres(trx) ? q.forUpdate() : q).executeTakeFirst()
}

/** The first live row of the company whose column holds this value. */
export function findRowBy(
  trx: Transaction<Database> | Kysely<Database>,
  r: AnyResource,
  column: string,
  value: string,
  comId: number,
): Promise<Row | undefined> {
  return companyRows(trx, r, comId).selectAll().where(column, '=', value).executeTakeFirst()
}

/** The ids of a company's live rows whose columns hold these values, in id order. */
export async function idsWhere(
  db: Transaction<Database> | Kysely<Database>,
  r: AnyResource,
  comId: number,
  match: Record<string, string | number>,
): Promise<string[]> {
  let q = companyRows(db, r, comId).select('id')
  for (const [column, value] of Object.entries(match)) q = q.where(column, '=', value)
  return (await q.orderBy('id').execute()).map((row) => String(row.id))
}

export async function insertRow(
  trx: Transaction<Database>,
  r: AnyResource,
  row: Row,
  by: Writer,
): Promise<Row> {
  const rev = await nextRev(trx, { resource: r.name, comId: by.comId, id: String(row.id) })
  // A row kept by shop (a sale, a ledger line) belongs to the shop of whoever wrote it.
  const shopField = r.syncWindow?.shop
  if (shopField && !row[shopField]) row = { ...row, [shopField]: await shopOfUser(trx, by.comId, by.userId) }
  await (trx as unknown as Raw)
    .insertInto(tableName(r))
    .values({
      ...row,
      com_id: by.comId,
      rev,
      updated_at: by.now,
      created_at: by.now,
      updated_by: by.userId,
      deleted: 0,
    })
    .execute()
  const saved = toApiRow(r, (await findRow(trx, r, String(row.id), by.comId))!)
  await recordChange(
    trx,
    r,
    { id: String(row.id), rev, action: 'create', changes: changedFields(r, null, saved) },
    by,
  )
  return saved
}

export async function updateRow(
  trx: Transaction<Database>,
  r: AnyResource,
  id: string,
  patch: Row,
  by: Writer,
): Promise<Row> {
  const raw = trx as unknown as Raw
  const before = await raw.selectFrom(tableName(r)).selectAll().where('id', '=', id).executeTakeFirst()
  const rev = await nextRev(trx, { resource: r.name, comId: by.comId, id })
  await raw
    .updateTable(tableName(r))
    .set({ ...patch, rev, updated_at: by.now, updated_by: by.userId })
    .where('id', '=', id)
    .where('com_id', '=', by.comId)
    .execute()
  const stored = await raw.selectFrom(tableName(r)).selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const saved = toApiRow(r, stored)
  const removed = Number(stored.deleted) === 1 && Number(before?.deleted) !== 1
  await recordChange(
    trx,
    r,
    {
      id,
      rev,
      action: removed ? 'delete' : 'update',
      changes: changedFields(r, before ? toApiRow(r, before) : null, removed ? null : saved),
    },
    by,
  )
  return saved
}
