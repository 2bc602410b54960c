import type { Kysely } from 'kysely'
import { autoId, autoIdType } from './auto-id.ts'

// Price history (server/shop/price-history.ts): every change to a service item's price opens a row
// at the company's next price-list version and closes the item's previous row. A sale names the
// version its till priced from; the server finds each line's price in that version.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('item_prices')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('com_id', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    // The version that set this price, and the one that replaced or removed it (null: still current).
    .addColumn('version', 'bigint', (c) => c.notNull())
    .addColumn('closed_version', 'bigint')
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('valid_from', 'bigint', (c) => c.notNull())
    .addColumn('valid_to', 'bigint')
    .addColumn('created_by', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .createIndex('item_prices_item')
    .on('item_prices')
    .columns(['com_id', 'item_id', 'version'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('item_prices').execute()
}
