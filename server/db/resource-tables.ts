// Server tables derived from resource declarations (res_<name>): created when missing, and a column
// added for each newly declared field, so a declaration change needs no hand-written migration.
import { type Kysely, sql } from 'kysely'
import type { AnyResource } from '../../src/resources/define-resource.ts'
import type { Field } from '../../src/resources/fields.ts'
import { windowIndexes } from '../../src/resources/sync-window.ts'
import { type ChangeNote, noteChange } from './change-notes.ts'
import { isPostgres } from './connection.ts'

export function tableName(r: { name: string }): string {
  return `res_${r.name}`
}

function columnType(field: Field): 'text' | 'bigint' | 'integer' {
  if (field.kind === 'money' || field.kind === 'int') return 'bigint'
  if (field.kind === 'bool') return 'integer'
  return 'text'
}

function columnDefault(field: Field): string | number {
  return columnType(field) === 'text' ? '' : 0
}

/** A table as it stands in the database we write to, if it is there. */
export async function existingTable(db: Kysely<unknown>, table: string) {
  // PostgreSQL lists the tables of every schema; ours are the ones in the schema we create into.
  const schema = isPostgres(db)
    ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name
    : undefined
  return (await db.introspection.getTables()).find(
    (t) => t.name === table && (t.schema === undefined || t.schema === schema),
  )
}

export async function ensureResourceTable(db: Kysely<unknown>, r: AnyResource): Promise<void> {
  const table = tableName(r)
  const existing = await existingTable(db, table)
  const declared = Object.entries(r.fields).filter(([name]) => name !== 'id')
  if (!existing) {
    let create = db.schema
      .createTable(table)
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('com_id', 'integer', (c) => c.notNull())
      .addColumn('rev', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    for (const [name, field] of declared) {
      create = create.addColumn(name, columnType(field), (c) => c.notNull().defaultTo(columnDefault(field)))
    }
    await create.execute()
    await db.schema.createIndex(`${table}_rev`).on(table).columns(['com_id', 'rev']).execute()
  } else {
    const have = new Set(existing.columns.map((c) => c.name))
    for (const [name, field] of declared) {
      if (have.has(name)) continue
      await db.schema
        .alterTable(table)
        .addColumn(name, columnType(field), (c) => c.notNull().defaultTo(columnDefault(field)))
        .execute()
    }
  }
  // A full pull pages by id within a company: without this index each page sorted the whole table.
  await db.schema.createIndex(`${table}_com_id`).ifNotExists().on(table).columns(['com_id', 'id']).execute()
  // A windowed pull (sync-window-sql.ts) reads a shop's last days, not the company's years; the
  // older rows are listed by time.
  for (const [suffix, columns] of Object.entries(windowIndexes(r)))
    await db.schema.createIndex(`${table}_${suffix}`).ifNotExists().on(table).columns(columns).execute()
}

/**
 * The next value of the company's change sequence: every write gets a unique, increasing rev within
 * its company (delta cursor), taken under the row lock of that company's counter so revs follow the
 * order writes commit in. One counter per company (issue 38): a shared one let every cursor and row
 * rev tell a company how much all the others wrote. A company's counter starts where the old shared
 * one stands ('rev'), so cursors devices already hold stay behind every new rev.
 * The caller names what it changes, so the devices that may see it are told once it commits.
 */
export async function nextRev(
  // biome-ignore lint/suspicious/noExplicitAny: callable with any database or transaction type
  db: Kysely<any>,
  change: Omit<ChangeNote, 'rev'>,
): Promise<number> {
  const row = await sql<{ value: number }>`
    insert into sequences (name, value)
    select ${companyRevName(change.comId)}, value + 1 from sequences where name = 'rev'
    on conflict (name) do update set value = sequences.value + 1
    returning value`.execute(db)
  const rev = Number(row.rows[0]!.value)
  noteChange({ ...change, rev })
  return rev
}

/** The name of a company's change counter in `sequences`. */
export const companyRevName = (comId: number) => `rev:${comId}`
