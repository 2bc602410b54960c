// A receipt number names one sale: the number a customer brings back to the counter, the one a refund
// and the office reconcile by. Kept unique per company by the server, whatever the tills send.
import type { Kysely, Transaction } from 'kysely'
import { Code } from '../../src/api/codes.ts'
import { orders } from '../../src/modules/shop/orders.resource.ts'
import { untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import type { Database } from '../db/schema.ts'
import { ApiFailure } from '../http/envelope.ts'

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

/** Refuses a sale whose id or printed number another sale already holds (every kind of sale: cash, member, card). */
export async function orderExists(
  trx: Transaction<Database>,
  { id, receipt_no: receiptNo }: { id: string; receipt_no?: string | undefined },
  comId: number,
) {
  const found = await untyped(trx)
    .selectFrom(tableName(orders))
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst()
  // The receipt number is unique: the same sale under another key is refused, not booked twice.
  if (found) throw new ApiFailure(Code.unprocessable, 'receiptExists')
  // The printed number too: two sales under one number could not be told apart at the counter
  // (a replay of the same entry never gets here: its stored answer is given back).
  if (receiptNo && (await receiptNoUsed(trx, receiptNo, comId)))
    throw new ApiFailure(Code.unprocessable, 'receiptNoTaken', { receipt: receiptNo })
}
