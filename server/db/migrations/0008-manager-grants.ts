import type { Kysely } from 'kysely'

// Manager grants (issue 21): the shop manager's password, typed on a cashier's till, unlocks one
// action on one record (close this shift with its difference, this refund above the limit, this
// sale's price changes). The grant is a random token the till sends with that write; used once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('manager_grants')
    .addColumn('token', 'text', (c) => c.primaryKey())
    .addColumn('com_id', 'integer', (c) => c.notNull())
    .addColumn('manager_id', 'integer', (c) => c.notNull())
    .addColumn('manager_name', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('manager_grants').execute()
}
