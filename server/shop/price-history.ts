// Price history of service items. Each change to an item's price (a save with another price, a new
// item, a removal) takes the company's next price-list version and closes the item's previous price
// at that version, so "the price of item X in version V" has one answer forever. Items never changed
// since history began have no rows: their stored price is their price in every version (version 0).
import { sql, type Transaction } from 'kysely'
import { serviceItems } from '../../src/modules/shop/service-items.resource.ts'
import { companyRows, untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'

type Trx = Transaction<Database>

const sequenceName = (comId: number) => `price_version:${comId}`

/** The company's newest price-list version (0 before any price changed). */
export async function currentPriceVersion(trx: Trx, comId: number): Promise<number> {
  const row = await trx
    .selectFrom('sequences')
    .select('value')
    .where('name', '=', sequenceName(comId))
    .executeTakeFirst()
  return Number(row?.value ?? 0)
}

/** One atomic increment: two saves in two server processes never share a version. */
async function nextPriceVersion(trx: Trx, comId: number): Promise<number> {
  const name = sequenceName(comId)
  await trx
    .insertInto('sequences')
    .values({ name, value: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const row = await sql<{
    value: number
  }>`update sequences set value = value + 1 where name = ${name} returning value`.execute(trx)
  return Number(row.rows[0]!.value)
}

/**
 * Records an item's price change; `before` null for a new item, `after` null for a removed one.
 * Answers the new version, or null when the price did not change.
 */
export async function recordPriceChange(
  trx: Trx,
  c: {
    comId: number
    itemId: string
    before: number | null
    after: number | null
    userId: number
    now: number
  },
): Promise<number | null> {
  if (c.before === c.after) return null
  const version = await nextPriceVersion(trx, c.comId)
  const open = await trx
    .selectFrom('item_prices')
    .select('id')
    .where('com_id', '=', c.comId)
    .where('item_id', '=', c.itemId)
    .where('closed_version', 'is', null)
    .executeTakeFirst()
  if (open)
    await trx
      .updateTable('item_prices')
      .set({ closed_version: version, valid_to: c.now })
      .where('id', '=', open.id)
      .execute()
  else if (c.before !== null)
    // The price it had before history began, so older versions still find it.
    await trx
      .insertInto('item_prices')
      .values({
        com_id: c.comId,
        item_id: c.itemId,
        version: 0,
        closed_version: version,
        price: c.before,
        valid_from: 0,
        valid_to: c.now,
      })
      .execute()
  if (c.after !== null)
    await trx
      .insertInto('item_prices')
      .values({
        com_id: c.comId,
        item_id: c.itemId,
        version,
        closed_version: null,
        price: c.after,
        valid_from: c.now,
        valid_to: null,
        created_by: c.userId,
      })
      .execute()
  return version
}

export interface VersionPrice {
  price: number
  /** When a later version replaced it (ms); null while it is the current price. */
  validTo: number | null
}

export interface PriceBook {
  /** The item's price in `version`, or undefined when the item was not in that version's list. */
  inVersion(itemId: string, version: number): VersionPrice | undefined
  /** The item's current price, or undefined when it is not (or no longer) sold. */
  current(itemId: string): number | undefined
}

/** The history and current prices of the given items, in two queries whatever the number of lines. */
export async function loadPriceBook(trx: Trx, comId: number, itemIds: string[]): Promise<PriceBook> {
  const ids = [...new Set(itemIds)]
  const history = ids.length
    ? await trx
        .selectFrom('item_prices')
        .select(['item_id', 'version', 'closed_version', 'price', 'valid_to'])
        .where('com_id', '=', comId)
        .where('item_id', 'in', ids)
        .execute()
    : []
  const items = ids.length
    ? await companyRows(trx, serviceItems, comId).select(['id', 'price']).where('id', 'in', ids).execute()
    : []
  const current = new Map(items.map((i) => [String(i.id), Number(i.price)]))
  return {
    current: (id) => current.get(id),
    inVersion(id, version) {
      const rows = history.filter((r) => r.item_id === id)
      if (rows.length === 0) {
        const price = current.get(id)
        return price === undefined ? undefined : { price, validTo: null }
      }
      const hit = rows.find(
        (r) =>
          Number(r.version) <= version && (r.closed_version === null || Number(r.closed_version) > version),
      )
      return hit && { price: Number(hit.price), validTo: hit.valid_to === null ? null : Number(hit.valid_to) }
    },
  }
}

/** Keeps the item's mirrored row in step: the till reads its price-list version from it. */
export async function stampItemVersion(trx: Trx, itemId: string, version: number): Promise<void> {
  await untyped(trx)
    .updateTable(tableName(serviceItems))
    .set({ price_version: version })
    .where('id', '=', itemId)
    .execute()
}
