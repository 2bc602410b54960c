// The till's risk policy for member sales it cannot confirm at once: while offline, or while earlier
// sales still wait in the outbox, a member sale is provisional (the balance shown may be stale), and
// the site's caps limit one such sale and all of them together.
import type { OutboxEntry } from '../../../data/outbox-types.ts'
import type { UserDb } from '../../../data/user-db.ts'
import { offlineCapBreach } from '../checkout.flow.ts'

export interface MemberSaleStanding {
  provisional: boolean
  breach: { rule: 'sale' | 'all'; cap: number } | null
}

/** What the policy reads of the outbox: whether anything waits, and the member sales among it. */
export interface QueuedStanding {
  anyPending: boolean
  memberSales: readonly Pick<OutboxEntry, 'kind' | 'payload'>[]
}

/**
 * Read by index, never by reading the whole queue: a till offline for days holds thousands of cash
 * sales, and the member sale being paid must not wait for them. A member sale writes its member's
 * row, so it is among the entries that target a member.
 */
export async function queuedStanding(db: UserDb): Promise<QueuedStanding> {
  const anyPending = (await db.outbox.where('state').equals('pending').first()) !== undefined
  if (!anyPending) return { anyPending, memberSales: [] }
  const touchingMembers = (await db.outbox
    .where('targets')
    .startsWith('members:')
    .distinct()
    .toArray()) as OutboxEntry[]
  const memberSales = touchingMembers.filter((e) => e.state === 'pending' && e.kind === 'shop.memberCheckout')
  return { anyPending, memberSales }
}

export function memberSaleStanding(
  total: number,
  queued: QueuedStanding,
  online: boolean,
  caps: { sale?: number; all?: number },
): MemberSaleStanding {
  const provisional = !online || queued.anyPending
  if (!provisional) return { provisional, breach: null }
  const queuedMember = queued.memberSales.reduce((sum, e) => sum + Number(e.payload.total), 0)
  return { provisional, breach: offlineCapBreach(total, queuedMember, caps) }
}
