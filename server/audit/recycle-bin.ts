// The recycle bin: a deleted record stays in its table (deleted = 1, as devices need its tombstone)
// until the retention period is over, when the scheduled task purges it. A user with the right
// restores it before then, with its history (the restore is one more entry of it), or purges it.
import type { Expression, Kysely, SqlBool, Transaction } from 'kysely'
import type { DeletedRecord } from '../../src/api/audit-log.ts'
import { Code } from '../../src/api/codes.ts'
import type { Language } from '../../src/api/error-catalogue.ts'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import { recordName } from '../../src/resources/record-name.ts'
import { inLanguage } from '../../src/resources/text.ts'
import { takenMessage, uniqueFields, uniqueValue } from '../../src/resources/unique-values.ts'
import { toApiRow } from '../db/api-rows.ts'
import { changedFields, recordChange, type Writer } from '../db/record-history.ts'
import { companyRows, untyped } from '../db/resource-rows.ts'
import { nextRev, tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'
import { ApiFailure } from '../http/envelope.ts'
import { invalidField } from '../http/parse-body.ts'

/** How long a deleted record can be restored, unless the server is told otherwise (PM3_RECYCLE_DAYS). */
export const RECYCLE_BIN_DAYS = 30
const DAY_MS = 86_400_000
/** A list's deleted rows read at most, newest first: the bin is a place to find, not an archive. */
const PER_LIST = 500

type Db = Kysely<Database> | Transaction<Database>

/** The deleted records of the lists given, newest first. */
export async function deletedRecords(
  db: Db,
  lists: readonly AnyResource[],
  comId: number,
  lang: Language,
  days: number,
  scopeOf: (r: AnyResource) => Expression<SqlBool> | null = () => null,
): Promise<DeletedRecord[]> {
  const out: DeletedRecord[] = []
  for (const r of lists) {
    const scope = scopeOf(r)
    const rows = await untyped(db)
      .selectFrom(tableName(r))
      .selectAll()
      .where('com_id', '=', comId)
      .where('deleted', '=', 1)
      .$if(scope !== null, (q) => q.where(scope!))
      .orderBy('updated_at', 'desc')
      .limit(PER_LIST)
      .execute()
    for (const row of rows)
      out.push({
        resource: r.name,
        listTitle: inLanguage(r.title, lang),
        id: String(row.id),
        name: recordName(r, toApiRow(r, row), lang) || String(row.id),
        deletedAt: Number(row.updated_at),
        deletedBy: { id: Number(row.updated_by ?? 0), name: '' },
        purgeAt: Number(row.updated_at) + days * DAY_MS,
      })
  }
  const names = await userNames(db, comId, [...new Set(out.map((d) => d.deletedBy.id))])
  for (const d of out) d.deletedBy.name = names.get(d.deletedBy.id) ?? ''
  return out.sort((a, b) => b.deletedAt - a.deletedAt)
}

async function userNames(db: Db, comId: number, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map()
  const users = await db
    .selectFrom('users')
    .select(['id', 'nickname', 'username'])
    .where('com_id', '=', comId)
    .where('id', 'in', ids)
    .execute()
  return new Map(users.map((u) => [Number(u.id), u.nickname || u.username]))
}

async function deletedRow(
  trx: Transaction<Database>,
  r: AnyResource,
  id: string,
  comId: number,
  scope: Expression<SqlBool> | null,
) {
  return untyped(trx)
    .selectFrom(tableName(r))
    .selectAll()
    .where('id', '=', id)
    .where('com_id', '=', comId)
    .$if(scope !== null, (q) => q.where(scope!))
    .executeTakeFirst()
}

/**
 * Brings a deleted record back as it was when deleted: a new revision (so every device that may see
 * it pulls it again) and a `restore` entry in its history naming every field. Restoring a record
 * that is not deleted changes nothing (a retried call, or a colleague was first).
 */
export async function restoreRecord(
  trx: Transaction<Database>,
  r: AnyResource,
  id: string,
  by: Writer,
  lang: Language,
  scope: Expression<SqlBool> | null = null,
): Promise<void> {
  const stored = await deletedRow(trx, r, id, by.comId, scope)
  if (!stored) throw new ApiFailure(Code.notFound, 'recycleBinGone')
  if (!stored.deleted) return
  await refuseTakenValues(trx, r, stored, by.comId, lang)
  const rev = await nextRev(trx, { resource: r.name, comId: by.comId, id })
  await untyped(trx)
    .updateTable(tableName(r))
    .set({ deleted: 0, rev, updated_at: by.now, updated_by: by.userId })
    .where('id', '=', id)
    .execute()
  const row = toApiRow(r, stored)
  await recordChange(trx, r, { id, rev, action: 'restore', changes: changedFields(r, null, row) }, by)
}

/** A unique value (a mobile, an item code) another live record took meanwhile: said, not doubled. */
async function refuseTakenValues(
  trx: Transaction<Database>,
  r: AnyResource,
  stored: Record<string, unknown>,
  comId: number,
  lang: Language,
): Promise<void> {
  const problems: string[] = []
  for (const name of uniqueFields(r)) {
    const value = uniqueValue(stored[name])
    if (value === null) continue
    const holder = await companyRows(trx, r, comId).select('id').where(name, '=', value).executeTakeFirst()
    if (holder) problems.push(takenMessage(r, name, value, lang))
  }
  if (problems.length > 0) throw invalidField(lang, problems)
}

/**
 * Removes a deleted record for good. Its history stays (the audit log is never shortened) and says
 * who purged it; devices dropped the row when it was deleted, so nothing is pulled.
 */
export async function purgeRecord(
  trx: Transaction<Database>,
  r: AnyResource,
  id: string,
  by: Writer,
  scope: Expression<SqlBool> | null = null,
): Promise<void> {
  const stored = await deletedRow(trx, r, id, by.comId, scope)
  if (!stored) return
  if (!stored.deleted) throw new ApiFailure(Code.conflict, 'recycleBinNotDeleted')
  await untyped(trx).deleteFrom(tableName(r)).where('id', '=', id).where('com_id', '=', by.comId).execute()
  await recordChange(trx, r, { id, rev: Number(stored.rev), action: 'purge', changes: {} }, by)
}

/** The retention task: every record deleted more than `days` ago is purged; answers how many. */
export async function purgeExpired(
  trx: Transaction<Database>,
  lists: readonly AnyResource[],
  comId: number,
  now: number,
  days: number,
): Promise<number> {
  let purged = 0
  for (const r of lists) {
    const expired = await untyped(trx)
      .selectFrom(tableName(r))
      .select('id')
      .where('com_id', '=', comId)
      .where('deleted', '=', 1)
      .where('updated_at', '<', now - days * DAY_MS)
      .execute()
    for (const { id } of expired) await purgeRecord(trx, r, String(id), { comId, userId: 0, now })
    purged += expired.length
  }
  return purged
}
