import type { ColumnDefinitionBuilder, Kysely } from 'kysely'
import { isPostgres } from '../connection.ts'

// A numeric id the database assigns: SQLite's autoincrement, PostgreSQL's serial.
export const autoIdType = (db: Kysely<unknown>) => (isPostgres(db) ? 'serial' : 'integer')
export const autoId = (db: Kysely<unknown>) => (c: ColumnDefinitionBuilder) =>
  isPostgres(db) ? c.primaryKey() : c.primaryKey().autoIncrement()
