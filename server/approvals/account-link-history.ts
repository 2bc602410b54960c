// The link between an account and a staff file decides who approves as whom (resolve-flow.ts), so
// each change of it is written into the staff files' history like an edit of a field (issue 36):
// who linked whom, from which device and when, readable on the file's History tab. One file, one
// account: linking an account to a file unlinks whichever account held it.
import type { Transaction } from 'kysely'
import type { HistoryOnlyField } from '../../src/api/record-history.ts'
import { staff } from '../../src/modules/hr/staff.resource.ts'
import { recordChange, type Writer } from '../db/record-history.ts'
import { findRow, updateRow } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'

/** How the history names an account: its display name, else its user name. */
export const accountName = (u: { nickname: string; username: string }) => u.nickname || u.username

/** The history's name for the linked account (not a declared field of the staff file). */
const ACCOUNT_LINK_FIELD: HistoryOnlyField = 'account'

/** The account a link moves: its id, its names (for the history) and the file it is on now ('' none). */
export interface LinkedAccount {
  id: number
  nickname: string
  username: string
  staff_ref: string
}

/** One staff file's account went from `from` to `to` ('' for none): a new revision of the file. */
async function recordOne(trx: Transaction<Database>, by: Writer, staffId: string, from: string, to: string) {
  if (!staffId || from === to || !(await findRow(trx, staff, staffId, by.comId))) return
  // No declared field changes: the revision's history names the account instead.
  const { rev } = await updateRow(trx, staff, staffId, {}, by)
  const changes = { [ACCOUNT_LINK_FIELD]: [from || null, to || null] as [unknown, unknown] }
  await recordChange(trx, staff, { id: staffId, rev: Number(rev), action: 'update', changes }, by)
}

/**
 * Links the account to the staff file ('' for none): the account that held the file is unlinked,
 * and the file the account left and the file it joined each record the change (the joined file
 * names the account that held it before, if any).
 */
export async function linkAccount(
  trx: Transaction<Database>,
  by: Writer,
  account: LinkedAccount,
  staffId: string,
): Promise<void> {
  const holder = staffId
    ? await trx
        .selectFrom('users')
        .select(['nickname', 'username'])
        .where('com_id', '=', by.comId)
        .where('staff_ref', '=', staffId)
        .where('id', '!=', account.id)
        .executeTakeFirst()
    : undefined
  if (account.staff_ref !== staffId) {
    await recordOne(trx, by, account.staff_ref, accountName(account), '')
    await recordOne(trx, by, staffId, holder ? accountName(holder) : '', accountName(account))
  }
  if (holder)
    await trx
      .updateTable('users')
      .set({ staff_ref: '' })
      .where('com_id', '=', by.comId)
      .where('staff_ref', '=', staffId)
      .where('id', '!=', account.id)
      .execute()
  await trx
    .updateTable('users')
    .set({ staff_ref: staffId })
    .where('com_id', '=', by.comId)
    .where('id', '=', account.id)
    .execute()
}
