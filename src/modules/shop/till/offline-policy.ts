// The till's risk policy for member sales it cannot confirm at once: while offline, or while earlier
// sales still wait in the outbox, a member sale is provisional (the balance shown may be stale), and
// the site's caps limit one such sale and all of them together.
import type { OutboxEntry } from '../../../data/outbox-types.ts'
import { offlineCapBreach } from '../checkout.flow.ts'

export interface MemberSaleStanding {
  provisional: boolean
  breach: { rule: 'sale' | 'all'; cap: number } | null
}

export function memberSaleStanding(
  total: number,
  pending: readonly Pick<OutboxEntry, 'kind' | 'payload'>[],
  online: boolean,
  caps: { sale?: number; all?: number },
): MemberSaleStanding {
  const provisional = !online || pending.length > 0
  if (!provisional) return { provisional, breach: null }
  const queuedMember = pending
    .filter((e) => e.kind === 'shop.memberCheckout')
    .reduce((sum, e) => sum + Number(e.payload.total), 0)
  return { provisional, breach: offlineCapBreach(total, queuedMember, caps) }
}
