// A receipt number names one sale: the number a customer brings back to the counter, the one a refund
// and the office reconcile by. Kept unique per company by the server, whatever the tills send.
import type { Kysely, Transaction } from 'kysely'
import { orders } from '../../src/modules/shop/orders.resource.ts'
import { untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'

/** Whether any sale of the company (deleted ones too: a number is never reused) holds this number. */
export async function receiptNoUsed(trx: Transaction<Database>, receiptNo: string, comId: number) {
  const found = await untyped(trx)
    .selectFrom(tableName(orders))
    .select('id')
    .where('com_id', '=', comId)
    .where('receipt_no', '=', receiptNo)
    .executeTakeFirst()
  return Boolean(found)
}

/** The lookup above is by number in every sale: indexed, so it costs the same at a million sales. */
export async function ensureReceiptNoIndex(db: Kysely<Database>): Promise<void> {
  await db.schema
    .createIndex(`${tableName(orders)}_receipt_no`)
    .ifNotExists()
    .on(tableName(orders))
    .columns(['com_id', 'receipt_no'])
    .execute()
}
