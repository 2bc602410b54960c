// A frozen card is frozen by the shop for a reason (a lost card, a dispute): a cashier setting it
// back to active would undo that with one click, so it needs the shop manager's right or grant.
import type { Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import type { Row } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import type { UserRow } from '../db/user-row.ts'
import { ApiFailure } from '../http/envelope.ts'
import { authorisedBy } from './manager-grants.ts'

/** Refuses a save that takes a member from frozen back to another status without the manager. */
export async function mayUnfreeze(
  trx: Transaction<Database>,
  user: UserRow,
  grant: string | undefined,
  before: Row | undefined,
  member: Row,
  now: number,
): Promise<void> {
  if (before?.status !== 'frozen' || member.status === 'frozen') return
  const granted = await authorisedBy(trx, user, grant, 'unfreezeMember', String(member.id), now)
  if (granted === null) throw new ApiFailure(Code.forbidden, 'unfreezeNeedsRight')
}
