// Builders for till tests: sales made the way the till makes them.
import type { Kysely } from 'kysely'
import { newId } from '../../src/data/enqueue.ts'
import { type CartLine, cartTotal } from '../../src/modules/shop/checkout.flow.ts'
import type { TestServer } from './test-server.ts'

type Raw = Kysely<Record<string, Record<string, unknown>>>

export async function shopData(server: TestServer) {
  const db = server.db as unknown as Raw
  // In id order: PostgreSQL, unlike SQLite, returns an unordered select in no stable order.
  const items = await db.selectFrom('res_serviceItems').selectAll().orderBy('id').execute()
  const members = await membersWithCardDiscount(db)
  return { items, members }
}

/** Active-or-not members, each with the discount its card type gives (percent), which the server applies. */
export async function membersWithCardDiscount(
  db: Raw,
): Promise<(Record<string, unknown> & { card_discount: number })[]> {
  const cards = await db.selectFrom('res_cardTypes').select(['id', 'discount']).execute()
  const discountOf = new Map(cards.map((c) => [String(c.id), Number(c.discount)]))
  const rows = await db.selectFrom('res_members').selectAll().orderBy('id').execute()
  return rows.map((m) => ({ ...m, card_discount: discountOf.get(String(m.card_type)) ?? 100 }))
}

export function lines(items: Record<string, unknown>[], count = 2): CartLine[] {
  return items.slice(0, count).map((i) => ({
    item_id: String(i.id),
    name: String(i.name),
    price: Number(i.price),
    qty: 1,
    discount: 0,
  }))
}

export function cashSale(cart: CartLine[], tendered?: number) {
  const total = cartTotal(cart)
  const paid = tendered ?? total
  return {
    id: newId(),
    method: 'cash',
    lines: cart,
    total,
    tendered: paid,
    change: paid - total,
    sold_at: new Date().toISOString(),
  }
}

/** A member sale at the member's card discount, as the till computes it. */
export function memberSale(member: Record<string, unknown> & { card_discount: number }, cart: CartLine[]) {
  const discount = member.card_discount
  return {
    id: newId(),
    member_id: String(member.id),
    discount,
    lines: cart,
    total: cartTotal(cart, discount),
    sold_at: new Date().toISOString(),
  }
}

/** balance = sum(ledger) for every member; answers the members that break it. */
export async function ledgerMismatches(server: TestServer): Promise<string[]> {
  const db = server.db as unknown as Raw
  const members = await db.selectFrom('res_members').select(['id', 'balance']).execute()
  const ledger = await db.selectFrom('res_memberLedger').select(['member_id', 'amount']).execute()
  const sums = new Map<string, number>()
  for (const l of ledger)
    sums.set(String(l.member_id), (sums.get(String(l.member_id)) ?? 0) + Number(l.amount))
  return members.filter((m) => Number(m.balance) !== (sums.get(String(m.id)) ?? 0)).map((m) => String(m.id))
}

export async function orderCount(server: TestServer, ids?: string[]): Promise<number> {
  let q = (server.db as unknown as Raw).selectFrom('res_orders').select('id')
  if (ids) q = q.where('id', 'in', ids)
  return (await q.execute()).length
}

/**
 * The demo value cards made free of a price, for tests of issuing a card on the members page or by
 * admitting a sign-up: a card with a price is sold at the till (tests/integration/shop-card-sales.test.ts),
 * one that gives an opening balance alone is still issued there, with the manager.
 */
export async function valueCardsWithoutPrice(server: TestServer): Promise<void> {
  await (server.db as unknown as Raw)
    .updateTable('res_cardTypes')
    .set({ price: 0 })
    .where('name', 'in', ['银卡', '金卡'])
    .execute()
}
