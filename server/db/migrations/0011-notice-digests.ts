import type { Kysely } from 'kysely'

// The daily notice digest (issue 23): one row per user and company day, written by the noticeDigest
// task when the user has approvals waiting or results unread; the notice list shows that day's row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notice_digests')
    .addColumn('com_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    /** The company's date (YYYY-MM-DD). */
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('waiting', 'integer', (c) => c.notNull())
    .addColumn('unread', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notice_digests_pk', ['user_id', 'day'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notice_digests').execute()
}
