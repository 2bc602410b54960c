// Who sees which sop: its filer, the approvers of its steps and everyone copied (sop_viewers, written
// with the sop). Admins see all of the company's. Used by the mirrored lists and the /sops queries.
import { type Expression, type Kysely, type SqlBool, sql, type Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { sops } from '../../src/modules/approvals/approvals.resource.ts'
import { findRow, type Row } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import type { UserRow } from '../db/user-row.ts'
import type { RowScope } from '../db/write-hooks.ts'
import { ApiFailure } from '../http/envelope.ts'

const viewerOf = (column: 'id' | 'sop_id', user: UserRow): Expression<SqlBool> =>
  sql<boolean>`${sql.ref(column)} in (select sop_id from sop_viewers where user_id = ${user.id})`

/** Row scopes of the mirrored approval lists. */
export const approvalScopes: Record<string, RowScope> = {
  sops: (user) => (user.admin === 1 ? null : viewerOf('id', user)),
  sopResults: (user) => (user.admin === 1 ? null : viewerOf('sop_id', user)),
  staffBuka: (user) => (user.admin === 1 ? null : viewerOf('id', user)),
  // A read state is its reader's alone, an admin's too.
  sopReads: (user) => sql<boolean>`${sql.ref('user_id')} = ${user.id}`,
}

export async function addViewers(
  trx: Transaction<Database>,
  sopId: string,
  userIds: number[],
): Promise<void> {
  const unique = [...new Set(userIds)].filter((id) => id > 0)
  if (unique.length === 0) return
  await trx
    .insertInto('sop_viewers')
    .values(unique.map((user_id) => ({ sop_id: sopId, user_id })))
    .onConflict((oc) => oc.doNothing())
    .execute()
}

/** A sop the user may see, or the failure a stranger gets (the same as for a missing one). */
export async function visibleSop(
  db: Transaction<Database> | Kysely<Database>,
  id: string,
  user: UserRow,
): Promise<Row> {
  const sop = await findRow(db, sops, id, user.com_id)
  if (!sop) throw new ApiFailure(Code.notFound, 'sopMissing')
  if (user.admin === 1) return sop
  const viewer = await db
    .selectFrom('sop_viewers')
    .select('user_id')
    .where('sop_id', '=', id)
    .where('user_id', '=', user.id)
    .executeTakeFirst()
  if (!viewer) throw new ApiFailure(Code.notFound, 'sopMissing')
  return sop
}

const viewersOfSops = async (db: Kysely<Database>, sopIds: string[]): Promise<number[]> =>
  sopIds.length === 0
    ? []
    : (
        await db
          .selectFrom('sop_viewers')
          .select('user_id')
          .distinct()
          .where('sop_id', 'in', sopIds)
          .execute()
      ).map((row) => row.user_id)

/**
 * Who besides the company's admins may see changed rows of the sop-scoped lists: the same people as
 * approvalScopes lets pull them. The live stream tells only these users about the change.
 */
export const approvalAudience: Record<string, (db: Kysely<Database>, ids: string[]) => Promise<number[]>> = {
  sops: viewersOfSops,
  staffBuka: viewersOfSops,
  sopReads: async (db, ids) =>
    ids.length === 0
      ? []
      : (
          await (db as unknown as Kysely<Record<string, Row>>)
            .selectFrom('res_sopReads')
            .select('user_id')
            .where('id', 'in', ids)
            .execute()
        ).map((row) => Number(row.user_id)),
  sopResults: async (db, ids) => {
    if (ids.length === 0) return []
    const rows = await (db as unknown as Kysely<Record<string, Row>>)
      .selectFrom('res_sopResults')
      .select('sop_id')
      .where('id', 'in', ids)
      .execute()
    return viewersOfSops(
      db,
      rows.map((row) => String(row.sop_id)),
    )
  },
}
