// Reading and writing rows of declared resources from workflows (checkout, approvals); every write
// goes through the one row writer (row-writer.ts), as the client's saves and removes do.
import type { Kysely, Transaction } from 'kysely'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { isPostgres } from './connection.ts'
import type { Writer } from './record-history.ts'
import { tableName } from './resource-tables.ts'
import { writeRow } from './row-writer.ts'
import type { Database } from './schema.ts'

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

/** A new row of a server workflow (a sale, a ledger line), written by the one row writer. */
export function insertRow(trx: Transaction<Database>, r: AnyResource, row: Row, by: Writer): Promise<Row> {
  return writeRow(trx, r, { id: String(row.id), columns: row, before: undefined }, by)
}

/** A workflow's change to a stored row (`deleted: 1` removes it), written by the one row writer. */
export async function updateRow(
  trx: Transaction<Database>,
  r: AnyResource,
  id: string,
  patch: Row,
  by: Writer,
): Promise<Row> {
  const before = await untyped(trx)
    .selectFrom(tableName(r))
    .selectAll()
    .where('id', '=', id)
    .where('com_id', '=', by.comId)
    .executeTakeFirstOrThrow()
  return writeRow(trx, r, { id, columns: patch, before }, by)
}
