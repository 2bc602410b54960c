import type { Kysely } from 'kysely'

// Approvals: an account is linked to its staff file (whose department and post decide which steps it
// approves), and sop_viewers lists who may see each sop, so a device mirrors only its user's sops.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('staff_ref', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .createTable('sop_viewers')
    .addColumn('sop_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    // When the user read the sop's final result (saveDealReportStatus); 0 = not yet.
    .addColumn('read_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('sop_viewers_pk', ['sop_id', 'user_id'])
    .execute()
  await db.schema.createIndex('sop_viewers_user').on('sop_viewers').columns(['user_id', 'sop_id']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sop_viewers').execute()
  await db.schema.alterTable('users').dropColumn('staff_ref').execute()
}
