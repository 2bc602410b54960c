// Saving or removing a service item (/dian/saveServiceItem, /dian/delServiceItem) writes its price
// history in the same transaction, and stamps the item with the version its mirror rows carry.

import type { Transaction } from 'kysely'
import { serviceItems } from '../../src/modules/shop/service-items.resource.ts'
import { untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'
import type { WriteEvent, WriteHooks } from '../db/write-hooks.ts'
import { recordPriceChange, stampItemVersion } from './price-history.ts'

/** The item's price as its row now stands in this transaction. */
async function priceNow(trx: Transaction<Database>, id: string): Promise<number> {
  const row = await untyped(trx)
    .selectFrom(tableName(serviceItems))
    .select('price')
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return Number(row.price)
}

/** A change of the item's price, from `before` to `after` (null: not on the list). */
function priceChange(trx: Transaction<Database>, w: WriteEvent, before: number | null, after: number | null) {
  return recordPriceChange(trx, {
    comId: w.user.com_id,
    itemId: w.id,
    before,
    after,
    userId: w.user.id,
    now: w.now,
  })
}

export const priceHistoryHooks: Record<string, WriteHooks> = {
  [serviceItems.name]: {
    async saved(trx, w) {
      const before = w.before ? Number(w.before.price) : null
      const version = await priceChange(trx, w, before, await priceNow(trx, w.id))
      if (version !== null) await stampItemVersion(trx, w.id, version)
    },
    async removed(trx, w) {
      await priceChange(trx, w, await priceNow(trx, w.id), null)
    },
  },
}
