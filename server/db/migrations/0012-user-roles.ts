import type { Kysely } from 'kysely'

// Roles (issue 23): an account holds roles (res_roles, derived from the roles declaration) besides
// the access codes granted to it directly, which stay in `acce`. Comma-separated role ids, like
// `acce`: an account has a handful, and the whole list is read with the account on every call.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role_ids', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('role_ids').execute()
}
