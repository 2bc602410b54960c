// What the device knows of values already taken in `unique` fields: its mirror, which holds the
// company's records as last pulled plus this device's queued ones. Offline this is all it can know;
// a value another device took meanwhile is refused by the server and shown in the sync panel.
import type { Language } from '../api/error-catalogue.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { type TakenValues, takenProblems, uniqueFields, uniqueValue } from '../resources/unique-values.ts'
import type { Row, UserDb } from './user-db.ts'

/** The unique values the given records of `r` hold, each with the id of a record holding it. */
export function takenIn(r: AnyResource, rows: readonly Row[]): TakenValues {
  const names = uniqueFields(r)
  const taken: TakenValues = Object.fromEntries(names.map((n) => [n, new Map<string, string>()]))
  for (const row of rows)
    for (const name of names) {
      const value = uniqueValue(row[name])
      if (value !== null) taken[name]!.set(value, row.id)
    }
  return taken
}

/** The unique fields of one record (a form's save) another mirrored record already holds. */
export async function duplicatesInMirror(
  db: UserDb,
  r: AnyResource,
  values: Record<string, unknown>,
  lang: Language,
): Promise<Record<string, string>> {
  const taken: TakenValues = {}
  for (const name of uniqueFields(r)) {
    const value = uniqueValue(values[name])
    if (value === null) continue
    const table = db.rows(r)
    const holders = r.indexes.includes(name)
      ? table.where(name).equals(value)
      : table.filter((row) => uniqueValue(row[name]) === value)
    const other = (await holders.primaryKeys()).find((id) => id !== values.id)
    if (other !== undefined) taken[name] = new Map([[value, other]])
  }
  return takenProblems(r, values, taken, lang)
}
