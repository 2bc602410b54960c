import type { Kysely } from 'kysely'
import { autoId, autoIdType } from './auto-id.ts'

// Every record keeps its change history (issue 18): who, from which device, client and server time,
// which fields old → new. Written in the same transaction as the save or remove it describes; it also
// names who changed a field when an edit made on an older base meets a conflict.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('record_history')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('com_id', 'integer', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('rev', 'bigint', (c) => c.notNull())
    /** create · update · delete */
    .addColumn('action', 'text', (c) => c.notNull())
    /** JSON {field: [old, new]} */
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
    /** The Idempotency-Key of the write (the outbox entry), '' for server-side workflows. */
    .addColumn('entry_key', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('client_time', 'bigint')
    .addColumn('server_time', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('record_history_record')
    .on('record_history')
    .columns(['com_id', 'resource', 'record_id', 'rev'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('record_history').execute()
}
