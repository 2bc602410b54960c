// The link between an account and a staff file decides who approves as whom (resolve-flow.ts), so
// each change of it is written into the staff files' history like an edit of a field (issue 36):
// who linked whom, from which device and when, readable on the file's History tab.
import type { Transaction } from 'kysely'
import type { HistoryOnlyField } from '../../src/api/record-history.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import { recordChange, type Writer } from '../db/record-history.ts'
import { findRow, untyped } from '../db/resource-rows.ts'
import { nextRev, tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'

/** How the history names an account: its display name, else its user name. */
export const accountName = (u: { nickname: string; username: string }) => u.nickname || u.username

/** The history's name for the linked account (not a declared field of the staff file). */
const ACCOUNT_LINK_FIELD: HistoryOnlyField = 'account'

async function recordOne(trx: Transaction<Database>, by: Writer, staffId: string, from: string, to: string) {
  if (!staffId || from === to || !(await findRow(trx, staff, staffId, by.comId))) return
  const rev = await nextRev(trx, { resource: staff.name, comId: by.comId, id: staffId })
  await untyped(trx)
    .updateTable(tableName(staff))
    .set({ rev, updated_at: by.now, updated_by: by.userId })
    .where('id', '=', staffId)
    .execute()
  const changes = { [ACCOUNT_LINK_FIELD]: [from || null, to || null] as [unknown, unknown] }
  await recordChange(trx, staff, { id: staffId, rev, action: 'update', changes }, by)
}

/**
 * An account moved from one staff file to another ('' for none): the file it left and the file it
 * joined each record the change (the joined file names the account that held it before, if any).
 */
export async function recordAccountLink(
  trx: Transaction<Database>,
  by: Writer,
  link: { account: string; from: string; to: string; previousHolder?: string },
): Promise<void> {
  if (link.from === link.to) return
  await recordOne(trx, by, link.from, link.account, '')
  await recordOne(trx, by, link.to, link.previousHolder ?? '', link.account)
}
