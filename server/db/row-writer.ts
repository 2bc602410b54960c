// The one way a declared resource's row is written (a client's save, patch or remove, and every
// server workflow): the next rev of the company's change sequence, the write, the row as the API
// answers it and its history entry, in the caller's transaction. Delta pulls, live notes and the
// History tab therefore tell every write alike, and a shop-kept row always carries its shop.
import type { Kysely, Transaction } from 'kysely'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { toApiRow } from './api-rows.ts'
import { changedFields, recordChange, type Writer } from './record-history.ts'
import { nextRev, tableName } from './resource-tables.ts'
import type { Database } from './schema.ts'
import { shopOfUser } from './user-shop.ts'

type Row = Record<string, unknown>
type Raw = Kysely<Record<string, Row>>

/** What to write: the row's id, its columns as stored, and the stored row as it stood (none: a new row). */
export interface RowWrite {
  id: string
  columns: Row
  before: Row | undefined
}

/**
 * Inserts (no `before`) or updates the row and answers it as the API does. An update that sets
 * `deleted` is the record's removal in its history. The caller checks the company and the rules.
 */
export async function writeRow(
  trx: Transaction<Database>,
  r: AnyResource,
  { id, columns, before }: RowWrite,
  by: Writer,
): Promise<Row> {
  const db = trx as unknown as Raw
  const rev = await nextRev(trx, { resource: r.name, comId: by.comId, id })
  const stamp = { rev, updated_at: by.now, updated_by: by.userId }
  if (before) {
    await db
      .updateTable(tableName(r))
      .set({ ...columns, ...stamp })
      .where('id', '=', id)
      .where('com_id', '=', by.comId)
      .execute()
  } else {
    // A row kept by shop (a sale, a ledger line) belongs to the shop of whoever wrote it.
    const shopField = r.syncWindow?.shop
    const shop =
      shopField && !columns[shopField] ? { [shopField]: await shopOfUser(trx, by.comId, by.userId) } : {}
    await db
      .insertInto(tableName(r))
      .values({ ...columns, ...shop, ...stamp, id, com_id: by.comId, created_at: by.now, deleted: 0 })
      .execute()
  }
  const stored = await db
    .selectFrom(tableName(r))
    .selectAll()
    .where('id', '=', id)
    .where('com_id', '=', by.comId)
    .executeTakeFirstOrThrow()
  const saved = toApiRow(r, stored)
  const removed = Number(stored.deleted) === 1 && Number(before?.deleted) !== 1
  const action = !before ? 'create' : removed ? 'delete' : 'update'
  const changes = changedFields(r, before ? toApiRow(r, before) : null, removed ? null : saved)
  await recordChange(trx, r, { id, rev, action, changes }, by)
  return saved
}
