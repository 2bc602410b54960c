import type { Kysely } from 'kysely'
import { autoId, autoIdType } from './auto-id.ts'

// The cloud pricing tools have their own accounts (spec §7 /yun/*), apart from staff accounts: a
// cloud token never opens the back office, and a staff token never opens a cloud notebook. Notebook
// entries (log and cost-estimate notebooks) are made on the device and synced once signed in.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('yun_users')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('com_id', 'integer', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('openid', 'text', (c) => c.notNull().defaultTo(''))
    // The same per-account sign-in throttle as staff accounts (server/auth/login-throttle.ts).
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('yun_users_name', ['com_id', 'username'])
    .execute()
  await db.schema
    .createTable('yun_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('yun_user_id', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('yun_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('yun_user_id', 'integer', (c) => c.notNull())
    .addColumn('book', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('yun_notes_user')
    .on('yun_notes')
    .columns(['yun_user_id', 'updated_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('yun_notes').execute()
  await db.schema.dropTable('yun_sessions').execute()
  await db.schema.dropTable('yun_users').execute()
}
