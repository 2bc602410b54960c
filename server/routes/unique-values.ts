// A `unique` field (an item code, a contract number) holds a value no other live record of the
// company holds. The device checks its own mirror; this is the check that counts, since two devices
// offline can each take the same code: the second to arrive is refused, and its user sees the refusal
// in the sync panel with the record to fix. A value the row already held is not checked again, so
// older duplicates stay editable. On PostgreSQL a transaction lock per value makes two concurrent
// saves of one code wait for each other (SQLite has one writer at a time already).
import { sql } from 'kysely'
import { takenMessage, uniqueFields, uniqueValue } from '../../src/resources/unique-values.ts'
import { isPostgres } from '../db/connection.ts'
import { companyRows, untyped } from '../db/resource-rows.ts'
import { tableName } from '../db/resource-tables.ts'
import { invalidField } from '../http/parse-body.ts'
import { type SaveValuesCheck, valuesOf } from './dictionary-values.ts'

export const checkUniqueValues: SaveValuesCheck = async (trx, r, body, comId, lang) => {
  const names = uniqueFields(r)
  if (names.length === 0) return
  const values = valuesOf(body)
  const id = String((body as { id?: unknown } | null)?.id ?? '')
  const before = id
    ? await untyped(trx)
        .selectFrom(tableName(r))
        .selectAll()
        .where('com_id', '=', comId)
        .where('id', '=', id)
        .executeTakeFirst()
    : undefined
  const problems: string[] = []
  for (const name of names) {
    const value = uniqueValue(values[name])
    if (value === null || uniqueValue(before?.[name]) === value) continue
    if (isPostgres(trx))
      await sql`select pg_advisory_xact_lock(hashtext(${`${tableName(r)}:${name}:${comId}:${value}`}))`.execute(
        trx,
      )
    const holder = await companyRows(trx, r, comId)
      .select('id')
      .where(name, '=', value)
      .where('id', '!=', id)
      .executeTakeFirst()
    if (holder) problems.push(takenMessage(r, name, value, lang))
  }
  if (problems.length > 0) throw invalidField(lang, problems)
}
