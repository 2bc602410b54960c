// A user's shop: the one on their staff file (res_staff.shop_id through users.staff_ref). A till's
// sync window keeps that shop's rows, and the sales and ledger rows they write are stamped with it.
import type { Kysely, Transaction } from 'kysely'
import type { Database } from './schema.ts'

type Raw = Kysely<Record<string, Record<string, unknown>>>

/** '' when the user has no staff file or their file names no shop. */
export async function shopOfUser(
  db: Transaction<Database> | Kysely<Database>,
  comId: number,
  userId: number,
): Promise<string> {
  const row = await (db as unknown as Raw)
    .selectFrom('users')
    .innerJoin('res_staff', 'res_staff.id', 'users.staff_ref')
    .select('res_staff.shop_id as shop')
    .where('users.id', '=', userId)
    .where('res_staff.com_id', '=', comId)
    .executeTakeFirst()
  return String(row?.shop ?? '')
}
