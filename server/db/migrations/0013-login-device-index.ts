import type { Kysely } from 'kysely'

// A record's history names each device by its latest sign-in: found by device, not by scanning
// every sign-in of the company.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('login_records_device')
    .on('login_records')
    .columns(['com_id', 'visitor_id', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_records_device').execute()
}
