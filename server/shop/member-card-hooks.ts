// A member who gets a card (a new member, or a change of card type) gets what the card type gives:
// its initial balance and points, booked as a ledger row like any other money (balance = sum of the
// ledger), and its validity, after which charges are refused (server/routes/shop-routes.ts). A card
// that gives anything of value is the shop manager's to issue: a cashier needs their grant for it.

import type { Transaction } from 'kysely'
import { ulid } from 'ulid'
import { Code } from '../../src/api/codes.ts'
import { companyDateTime } from '../../src/lib/company-time.ts'
import { formatFen } from '../../src/lib/money-format.ts'
import { cardTypes } from '../../src/modules/shop/card-types.resource.ts'
import { cardGivesValue } from '../../src/modules/shop/card-value.ts'
import { members } from '../../src/modules/shop/members.resource.ts'
import { book } from '../../src/modules/shop/shop.commands.ts'
import { findRow, updateRow, type Writer } from '../db/resource-rows.ts'
import { afterSavedRow } from '../db/saved-row-hook.ts'
import type { Database } from '../db/schema.ts'
import type { UserRow } from '../db/user-row.ts'
import { kyselyStore } from '../http/command-store.ts'
import { ApiFailure } from '../http/envelope.ts'
import { authorisedBy } from './manager-grants.ts'
import { mayUnfreeze } from './member-unfreeze.ts'

const DAY_MS = 86_400_000

/** The last day a card issued at `now` is valid, in the company's calendar; '' when it never ends. */
export function validUntil(now: number, validityDays: number): string {
  return validityDays > 0 ? companyDateTime(now + validityDays * DAY_MS)[0] : ''
}

/**
 * Whether `user` may give the member a card of this type: a free one anyone with the members page
 * may; one with value needs the user's own right or a manager's grant for this member (taken here).
 * Returns the approving manager's name ('' for none needed or the user's own right).
 */
export async function mayIssueCard(
  trx: Transaction<Database>,
  user: UserRow,
  grant: string | undefined,
  memberId: string,
  cardTypeId: string,
  now: number,
): Promise<string> {
  const card = await findRow(trx, cardTypes, cardTypeId, user.com_id)
  // Handed over for money: sold at the till, where the money goes into the shift (card-sale-route.ts).
  if (card && Number(card.price ?? 0) > 0)
    throw new ApiFailure(Code.unprocessable, 'cardSoldAtTill', {
      card: String(card.name),
      price: formatFen(Number(card.price)),
    })
  if (!card || !cardGivesValue(card)) return ''
  const granted = await authorisedBy(trx, user, grant, 'issueCard', memberId, now)
  if (granted === null)
    throw new ApiFailure(Code.forbidden, 'cardTypeNeedsRight', { card: String(card.name) })
  return granted
}

/**
 * What a member gets with a card: its validity, and its initial balance and points as a ledger row
 * (written by `by`, naming the manager who approved it, if one did).
 */
export async function issueCard(
  trx: Transaction<Database>,
  memberId: string,
  by: Writer,
  approvedBy = '',
): Promise<void> {
  const member = await findRow(trx, members, memberId, by.comId, { forUpdate: true })
  if (!member) return
  const card = await findRow(trx, cardTypes, String(member.card_type), by.comId)
  if (!card) return
  await updateRow(
    trx,
    members,
    memberId,
    {
      valid_until: validUntil(by.now, Number(card.validity_days ?? 0)),
      // A new card ends what the expiry task marked on the old one.
      ...(member.status === 'expired' ? { status: 'active' } : {}),
    },
    by,
  )
  const amount = Number(card.initial_balance ?? 0)
  const points = Number(card.initial_points ?? 0)
  if (amount > 0 || points > 0)
    await book(kyselyStore(trx, by), {
      id: ulid(by.now),
      member_id: memberId,
      kind: 'opening',
      amount,
      points,
      order_id: '',
      at: new Date(by.now).toISOString(),
      approved_by: approvedBy,
    })
}

export const memberCardHooks = afterSavedRow(members, async (trx, member, w, by) => {
  await mayUnfreeze(trx, w.user, w.grant, w.before, member, by.now)
  if (w.before && String(w.before.card_type) === String(member.card_type)) return
  const approvedBy = await mayIssueCard(trx, w.user, w.grant, w.id, String(member.card_type), by.now)
  await issueCard(trx, w.id, by, approvedBy)
})
