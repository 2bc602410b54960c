import type { Kysely } from 'kysely'

// The company-wide audit log reads the record history newest first, filtered by time, user or list;
// each change also names the API call that made it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('record_history')
    .addColumn('command', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .createIndex('record_history_company_time')
    .on('record_history')
    .columns(['com_id', 'server_time'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('record_history_company_time').execute()
  await db.schema.alterTable('record_history').dropColumn('command').execute()
}
