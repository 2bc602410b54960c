import type { Kysely } from 'kysely'

// The sync protocol's server tables: a change sequence for delta pulls and the idempotency keys.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sequences')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .execute()
  await db
    .insertInto('sequences' as never)
    .values({ name: 'rev', value: 0 } as never)
    .execute()

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('client_time', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').execute()
  await db.schema.dropTable('sequences').execute()
}
