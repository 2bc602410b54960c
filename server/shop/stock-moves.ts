// Goods sold at the till leave the inventory (/stock) in the sale's own transaction, so a sale that
// reaches the server once — offline ones too, under their Idempotency-Key — moves stock once. A till
// line is goods when a stock item's code is the service item's barcode or its code (services have
// no stock item and move nothing). A refund of goods puts them back through `returnStock`.
import type { Transaction } from 'kysely'
import { serviceItems } from '../../src/modules/shop/service-items.resource.ts'
import { stockItems } from '../../src/modules/stock/stock.resource.ts'
import { companyRows, findRow, updateRow, type Writer } from '../db/resource-rows.ts'
import type { Database } from '../db/schema.ts'

type Trx = Transaction<Database>

/** A till line as the order stores it (only the item and how many count here). */
export interface StockLine {
  item_id: string
  qty: number
}

async function stockItemOf(trx: Trx, itemId: string, comId: number) {
  const item = await findRow(trx, serviceItems, itemId, comId)
  const codes = [item?.barcode, item?.code].map((c) => String(c ?? '')).filter((c) => c !== '')
  if (codes.length === 0) return undefined
  return companyRows(trx, stockItems, comId)
    .selectAll()
    .where('code', 'in', codes)
    .orderBy('id')
    .executeTakeFirst()
}

/**
 * Moves each line's goods by `sign` × qty (−1: sold, +1: back). The count may go below zero: a
 * negative count says the shelf was never counted in, which the manager then corrects on /stock.
 */
async function moveStock(trx: Trx, lines: readonly StockLine[], sign: 1 | -1, by: Writer): Promise<void> {
  const byItem = new Map<string, number>()
  for (const l of lines) byItem.set(l.item_id, (byItem.get(l.item_id) ?? 0) + Number(l.qty))
  for (const [itemId, qty] of byItem) {
    if (qty <= 0) continue
    const stock = await stockItemOf(trx, itemId, by.comId)
    if (!stock) continue
    // Locked until commit: two tills selling the last bottles count down one after the other.
    const row = await findRow(trx, stockItems, String(stock.id), by.comId, { forUpdate: true })
    if (!row) continue
    await updateRow(trx, stockItems, String(row.id), { quantity: Number(row.quantity ?? 0) + sign * qty }, by)
  }
}

/** A sale's goods leave the inventory (called by the checkout routes, inside the sale's transaction). */
export const takeStock = (trx: Trx, lines: readonly StockLine[], by: Writer) => moveStock(trx, lines, -1, by)

/**
 * Goods given back by a refund go back into the inventory: the refund command calls this inside its
 * transaction with the lines (item and quantity) it returns.
 */
export const returnStock = (trx: Trx, lines: readonly StockLine[], by: Writer) => moveStock(trx, lines, 1, by)
