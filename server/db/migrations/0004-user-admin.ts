import type { Kysely } from 'kysely'

// User administration (/site/siteuserlist, /register): an account made offline keeps the id its
// admin's device gave it, a self-registered account its mobile number, and accounts join projects.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('client_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('users')
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('users')
    .addColumn('self_registered', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  // Login records join the change sequence (rev, tombstones), so an admin's device pulls only what is new.
  await db.schema
    .alterTable('login_records')
    .addColumn('rev', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('login_records')
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.createIndex('login_records_rev').on('login_records').columns(['com_id', 'rev']).execute()
  await db.schema
    .createTable('user_projects')
    .addColumn('com_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_projects_pk', ['user_id', 'project_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_projects').execute()
  await db.schema.dropIndex('login_records_rev').execute()
  for (const column of ['deleted', 'rev'])
    await db.schema.alterTable('login_records').dropColumn(column).execute()
  for (const column of ['self_registered', 'mobile', 'client_id'])
    await db.schema.alterTable('users').dropColumn(column).execute()
}
