// Saving or removing a service item (/dian/saveServiceItem, /dian/delServiceItem) writes its price
// history in the same transaction, and stamps the item with the version its mirror rows carry.
import { serviceItems } from '../../src/modules/shop/service-items.resource.ts'
import { untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { WriteHooks } from '../routes/resource-routes.ts'
import { recordPriceChange, stampItemVersion } from './price-history.ts'

export const priceHistoryHooks: Record<string, WriteHooks> = {
  [serviceItems.name]: {
    async saved(trx, w) {
      const after = await untyped(trx)
        .selectFrom(tableName(serviceItems))
        .select('price')
        .where('id', '=', w.id)
        .executeTakeFirstOrThrow()
      const version = await recordPriceChange(trx, {
        comId: w.user.com_id,
        itemId: w.id,
        before: w.before ? Number(w.before.price) : null,
        after: Number(after.price),
        userId: w.user.id,
        now: w.now,
      })
      if (version !== null) await stampItemVersion(trx, w.id, version)
    },
    async removed(trx, w) {
      const gone = await untyped(trx)
        .selectFrom(tableName(serviceItems))
        .select('price')
        .where('id', '=', w.id)
        .executeTakeFirstOrThrow()
      await recordPriceChange(trx, {
        comId: w.user.com_id,
        itemId: w.id,
        before: Number(gone.price),
        after: null,
        userId: w.user.id,
        now: w.now,
      })
    },
  },
}
