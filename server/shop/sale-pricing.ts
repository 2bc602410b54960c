// How the server prices a sale (SECURITY.md "How a sale's price is decided"). The till's prices are
// a claim: each line is checked against the catalogue in the price-list version the till sold from,
// the member's discount comes from their card type, and a price the list does not give needs the
// price-override right and a reason, which the order records. A sale time the server cannot believe
// (outside the offline window, or ahead of its clock) is accepted but flagged for review.

import type { Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { formatFen } from '../../src/lib/money-format.ts'
import { cardTypes } from '../../src/modules/shop/card-types.resource.ts'
import { type CartLine, cartTotal } from '../../src/modules/shop/checkout.flow.ts'
import { members } from '../../src/modules/shop/members.resource.ts'
import { findRow } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'
import { companySettings } from '../db/site-info.ts'
import type { UserRow } from '../db/user-row.ts'
import { ApiFailure } from '../http/envelope.ts'
import { authorisedBy } from './manager-grants.ts'
import { currentPriceVersion, loadPriceBook } from './price-history.ts'

/** Site setting `offline_window_hours`: how long a till may sell offline from the list it holds. */
export const DEFAULT_OFFLINE_WINDOW_HOURS = 72
/** A till's clock may run this far ahead of the server's before its sale time is doubted. */
export const CLOCK_SKEW_MS = 5 * 60_000

/** Why an order needs a second look (orders.review, comma-separated). */
export type ReviewReason = 'sold_at_old' | 'sold_at_future' | 'stale_price'

export interface SaleClaim {
  id: string
  /** A shop manager's grant for this sale's price changes (the cashier does not hold the right). */
  grant?: string | undefined
  lines: CartLine[]
  sold_at: string
  price_version?: number | undefined
  override_reason?: string | undefined
  member_id?: string | undefined
  /** The card discount (percent) the till applied; 100 or absent for none. */
  discount?: number | undefined
  /** Fen off the whole sale. */
  cart_discount?: number | undefined
}

/** What the order records beside the till's own fields. */
export interface SalePricing {
  price_version: number
  list_total: number
  review: string
  override_by: string
  override_reason: string
  price_changes: string
}

interface PriceChange {
  line: number
  item_id: string
  name: string
  list_price: number
  price: number
  discount: number
  why: 'override' | 'stale'
}

type Trx = Transaction<Database>

async function offlineWindowMs(trx: Trx, comId: number): Promise<number> {
  const hours = Number((await companySettings(trx, comId)).offline_window_hours)
  return (Number.isFinite(hours) && hours > 0 ? hours : DEFAULT_OFFLINE_WINDOW_HOURS) * 3_600_000
}

/** The discount the member's card type gives (percent); the till's figure must agree. */
async function cardDiscount(trx: Trx, comId: number, memberId: string | undefined): Promise<number> {
  if (!memberId) return 100
  const member = await findRow(trx, members, memberId, comId)
  if (!member) throw new ApiFailure(Code.notFound, 'memberMissing')
  const card = await findRow(trx, cardTypes, String(member.card_type), comId)
  return card ? Number(card.discount) || 100 : 100
}

export async function priceSale(
  trx: Trx,
  sale: SaleClaim,
  by: { user: UserRow; now: number },
): Promise<SalePricing> {
  const comId = by.user.com_id
  const windowMs = await offlineWindowMs(trx, comId)
  const reasons = new Set<ReviewReason>()
  const soldAt = Date.parse(sale.sold_at)
  if (soldAt < by.now - windowMs) reasons.add('sold_at_old')
  if (soldAt > by.now + CLOCK_SKEW_MS) reasons.add('sold_at_future')
  const timely = reasons.size === 0

  const current = await currentPriceVersion(trx, comId)
  const version = sale.price_version ?? current
  if (version > current) throw new ApiFailure(Code.badRequest, 'priceVersionUnknown', { version, current })

  const discount = await cardDiscount(trx, comId, sale.member_id)
  if ((sale.discount ?? 100) !== discount)
    throw new ApiFailure(Code.badRequest, 'cardDiscountDiffers', {
      card: discount,
      sale: sale.discount ?? 100,
    })

  // Asked once, at the first change that needs it: the user's own right, or a manager's grant for
  // this sale (taken by that ask), whose name the order then records.
  let overrider: string | null | undefined
  const mayOverride = async () => {
    overrider ??= await authorisedBy(trx, by.user, sale.grant, 'priceOverride', sale.id, by.now)
    return overrider !== null
  }
  const reason = sale.override_reason?.trim() ?? ''
  const changes: PriceChange[] = []
  const listLines: CartLine[] = []
  const book = await loadPriceBook(
    trx,
    comId,
    sale.lines.map((l) => l.item_id),
  )
  for (const [i, line] of sale.lines.entries()) {
    const at = { n: i + 1, name: line.name }
    const inVersion = book.inVersion(line.item_id, version)
    const now = book.current(line.item_id)
    if (inVersion === undefined && now === undefined)
      throw new ApiFailure(Code.badRequest, 'saleItemUnknown', at)
    // The till's list is honoured while the sale is timely and that price was current within the window.
    const fresh =
      timely &&
      inVersion !== undefined &&
      (inVersion.validTo === null || inVersion.validTo >= by.now - windowMs)
    const listPrice = fresh ? inVersion.price : (now ?? inVersion!.price)
    listLines.push({ ...line, price: listPrice, discount: 0 })
    if (line.price === listPrice && line.discount === 0) continue
    const change = {
      line: i + 1,
      item_id: line.item_id,
      name: line.name,
      list_price: listPrice,
      price: line.price,
      discount: line.discount,
    }
    if (line.discount === 0 && inVersion !== undefined && line.price === inVersion.price) {
      // Sold from the list the till held, but too long ago (or too long after that price ended) to
      // be taken on trust: kept as charged, flagged for review.
      reasons.add('stale_price')
      changes.push({ ...change, why: 'stale' })
      continue
    }
    if (!(await mayOverride()))
      throw new ApiFailure(
        Code.badRequest,
        line.price === listPrice ? 'lineDiscountNeedsRight' : 'linePriceDiffers',
        {
          ...at,
          price: formatFen(line.price),
          list: formatFen(listPrice),
          discount: formatFen(line.discount),
        },
      )
    if (!reason) throw new ApiFailure(Code.badRequest, 'overrideReasonMissing', at)
    changes.push({ ...change, why: 'override' })
  }
  // A discount off the whole sale is an override like a line's: the right's, with its reason.
  const cartDiscount = sale.cart_discount ?? 0
  if (cartDiscount > 0) {
    if (!(await mayOverride()))
      throw new ApiFailure(Code.badRequest, 'cartDiscountNeedsRight', { discount: formatFen(cartDiscount) })
    if (!reason) throw new ApiFailure(Code.badRequest, 'cartDiscountReasonMissing')
    changes.push({
      line: 0,
      item_id: '',
      name: '',
      list_price: 0,
      price: 0,
      discount: cartDiscount,
      why: 'override',
    })
  }
  const overridden = changes.some((c) => c.why === 'override')
  return {
    price_version: version,
    list_total: cartTotal(listLines, discount),
    review: [...reasons].join(','),
    override_by: overridden ? overrider || by.user.nickname || by.user.username : '',
    override_reason: overridden ? reason : '',
    price_changes: changes.length ? JSON.stringify(changes) : '',
  }
}
