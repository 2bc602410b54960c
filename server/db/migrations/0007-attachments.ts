import type { Kysely } from 'kysely'

// Attachments (issue 24): one row per company and file (named by its SHA-256), with how much of it
// has arrived, and one row per record that refers to a file. The bytes live in the file store
// (server/attachments/file-store.ts), not in the database.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attachments')
    .addColumn('com_id', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    /** As the uploading device declared it; what is served is decided from the bytes. */
    .addColumn('declared_type', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('received', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('complete', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uploaded_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('attachments_pk', ['com_id', 'hash'])
    .execute()
  await db.schema
    .createTable('attachment_refs')
    .addColumn('com_id', 'integer', (c) => c.notNull())
    .addColumn('hash', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    /** The name the record gives the file (its download name). */
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('attachment_refs_pk', ['com_id', 'hash', 'resource', 'record_id'])
    .execute()
  await db.schema
    .createIndex('attachment_refs_record')
    .on('attachment_refs')
    .columns(['com_id', 'resource', 'record_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('attachment_refs').execute()
  await db.schema.dropTable('attachments').execute()
}
