import { type Kysely, sql } from 'kysely'

// Issue 19 (trust boundary). A sign-in is one session family: refresh rotates inside it, and logout,
// a password reset, a deleted account or the reuse of a rotated token revoke every token of it.
// Sign-in attempts are counted per (account, network address) and per account, atomically, before
// the password is checked (server/auth/attempt-counter.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sessions')
    .addColumn('family_id', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  // Set when the token was rotated: the hash of the token that replaced it, and when.
  await db.schema.alterTable('sessions').addColumn('successor_hash', 'text').execute()
  await db.schema.alterTable('sessions').addColumn('rotated_at', 'bigint').execute()
  // The first call made with the token: a successor never used means its answer may have been lost.
  await db.schema.alterTable('sessions').addColumn('used_at', 'bigint').execute()
  // Tokens issued before families existed each become a family of their own.
  await sql`update sessions set family_id = token_hash where family_id = ''`.execute(db)
  await db.schema.createIndex('sessions_family').on('sessions').column('family_id').execute()

  await db.schema
    .createTable('login_attempts')
    // 'user' (staff accounts) or 'yun' (cloud accounts): two id spaces.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    // The caller's network address, or '*' for the account as a whole.
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_failure_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_success_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('login_attempts_pk', ['kind', 'account_id', 'address'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_attempts').execute()
  await db.schema.dropIndex('sessions_family').execute()
  for (const column of ['used_at', 'rotated_at', 'successor_hash', 'family_id'])
    await db.schema.alterTable('sessions').dropColumn(column).execute()
}
