import type { Kysely } from 'kysely'
import { autoId, autoIdType } from './auto-id.ts'

// Kysely migrations take an untyped database: the schema they build is the one schema.ts describes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('site_info')
    .addColumn('com_id', 'integer', (c) => c.primaryKey())
    .addColumn('dm', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('company', 'text', (c) => c.notNull())
    .addColumn('erp_title', 'text', (c) => c.notNull())
    .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('users')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('com_id', 'integer', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nickname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('openid', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('theme', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('staff_id', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('staff', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('suo_password', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('acce', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('users_com_username', ['com_id', 'username'])
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('com_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('refresh_until', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute()
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute()

  await db.schema
    .createTable('login_records')
    .addColumn('id', autoIdType(db), autoId(db))
    .addColumn('com_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('window_screen', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('document_title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('document_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_mac', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('visitor_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('user_ip', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('staff', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('su', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['login_records', 'sessions', 'users', 'site_info']) await db.schema.dropTable(t).execute()
}
