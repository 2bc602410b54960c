import { type Kysely, sql } from 'kysely'
import { autoId, autoIdType } from './auto-id.ts'

// Trust boundary (issue 19): a self-registered account waits for an admin's approval before it can
// sign in, and registration needs a verification code the server issued (stored hashed, short-lived,
// few tries).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('approved', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
  // Accounts made on the register page that no admin has saved yet were never looked at: they wait too.
  await sql`update users set approved = 0 where self_registered = 1`.execute(db)
  await db.schema
    .createTable('sms_codes')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('com_id', 'integer', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts_left', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('sms_codes_mobile')
    .on('sms_codes')
    .columns(['com_id', 'mobile', 'purpose', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sms_codes').execute()
  await db.schema.alterTable('users').dropColumn('approved').execute()
}
