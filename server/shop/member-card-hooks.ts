// A member who gets a card (a new member, or a change of card type) gets what the card type gives:
// its initial balance and points, booked as a ledger row like any other money (balance = sum of the
// ledger), and its validity, after which charges are refused (server/routes/shop-routes.ts).

import type { Transaction } from 'kysely'
import { ulid } from 'ulid'
import { companyDateTime } from '../../src/lib/company-time.ts'
import { cardTypes } from '../../src/modules/shop/card-types.resource.ts'
import { members } from '../../src/modules/shop/members.resource.ts'
import { book } from '../../src/modules/shop/shop.commands.ts'
import { findRow, updateRow, type Writer } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import { kyselyStore } from '../http/serve-command.ts'
import { afterSavedRow } from '../routes/saved-row-hook.ts'

const DAY_MS = 86_400_000

/** The last day a card issued at `now` is valid, in the company's calendar; '' when it never ends. */
export function validUntil(now: number, validityDays: number): string {
  return validityDays > 0 ? companyDateTime(now + validityDays * DAY_MS)[0] : ''
}

/** What a member gets with a card: its validity, and its initial balance and points as a ledger row. */
export async function issueCard(trx: Transaction<Database>, memberId: string, by: Writer): Promise<void> {
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
    })
}

export const memberCardHooks = afterSavedRow(members, async (trx, member, w, by) => {
  if (w.before && String(w.before.card_type) === String(member.card_type)) return
  await issueCard(trx, w.id, by)
})
