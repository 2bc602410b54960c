// Marks members whose card validity has passed as expired. Charges on such a card are already refused
// by its date (checkBooking in server/routes/shop-routes.ts); this only makes the state visible on the
// member list and the till. A frozen card stays frozen: that is a manager's decision.
import type { Transaction } from 'kysely'
import { companyDateTime } from '../../src/lib/company-time.ts'
import { members } from '../../src/modules/shop/members.resource.ts'
import { companyRows, updateRow } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import type { TaskContext } from './task-context.ts'

export async function expireMemberCards(trx: Transaction<Database>, c: TaskContext) {
  const today = companyDateTime(c.now)[0]
  const due = await companyRows(trx, members, c.comId)
    .select('id')
    .where('status', '=', 'active')
    .where('valid_until', '!=', '')
    .where('valid_until', '<', today)
    .execute()
  for (const { id } of due)
    await updateRow(
      trx,
      members,
      String(id),
      { status: 'expired' },
      { comId: c.comId, userId: c.userId, now: c.now },
    )
  return { expired: due.length }
}
