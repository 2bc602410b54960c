import type { Kysely } from 'kysely'

// Durability (issue 35): an attachment whose stored bytes failed their hash is marked (when, so an
// admin sees it until a device has sent it again), and idempotency keys are pruned by age.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('attachments').addColumn('damaged_at', 'bigint').execute()
  await db.schema
    .createIndex('idempotency_keys_created')
    .on('idempotency_keys')
    .column('created_at')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('idempotency_keys_created').execute()
  await db.schema.alterTable('attachments').dropColumn('damaged_at').execute()
}
