// A top-up above the company's cap needs the shop manager (src/modules/shop/top-up-cap.ts): their own
// right or their grant for this top-up, taken here in the top-up's transaction.
import type { Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { formatFen } from '../../src/lib/money-format.ts'
import { topUpCapOf } from '../../src/modules/shop/top-up-cap.ts'
import type { Database } from '../db/schema.ts'
import { companySettings } from '../db/site-info.ts'
import type { UserRow } from '../db/user-row.ts'
import { ApiFailure } from '../http/envelope.ts'
import { authorisedBy } from './manager-grants.ts'

/** Who let a top-up above the cap through ('' when under it). */
export async function topUpApprovedBy(
  trx: Transaction<Database>,
  user: UserRow,
  p: { id: string; amount: number; grant?: string | undefined },
  now: number,
): Promise<string> {
  const cap = topUpCapOf(await companySettings(trx, user.com_id))
  if (p.amount <= cap) return ''
  const granted = await authorisedBy(trx, user, p.grant, 'topUpOverCap', p.id, now)
  if (granted === null) throw new ApiFailure(Code.forbidden, 'topUpNeedsRight', { cap: formatFen(cap) })
  return granted || user.nickname || user.username
}
