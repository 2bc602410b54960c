// Which record a row of an imported sheet is: the one its ID column names (PM3's own export carries
// one), else the one holding the row's value of a field that names a record (`matchBy`, or the
// `unique` fields): that record is updated, never doubled. Pure; the import dialog feeds it the
// device's mirror.
import type { Language } from '../api/error-catalogue.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { engineWords } from '../resources/engine.text.ts'
import { fillText } from '../resources/text.ts'
import { uniqueFields, uniqueValue } from '../resources/unique-values.ts'
import type { Row } from './user-db.ts'

/** The fields whose value names one record in an import: the declared natural keys, then the unique fields. */
export function matchFields(r: AnyResource): string[] {
  const declared = r.matchBy ?? []
  return [...declared, ...uniqueFields(r).filter((name) => !declared.includes(name))]
}

/** A second row of one sheet standing for a record an earlier row already names (or adds). */
export function sameRecordMessage(line: number, lang: Language): string {
  return fillText(engineWords.sameRecord, lang, { n: line })
}

/** Finds the record a sheet row stands for, or null for a new record. */
export type RecordFinder = (read: Record<string, unknown>, sheetId: string) => Row | null

export function recordFinder(r: AnyResource, mirror: readonly Row[]): RecordFinder {
  const byId = new Map(mirror.map((row) => [String(row.id), row]))
  const keys = matchFields(r)
  const byKey = new Map(
    keys.map((name) => {
      const held = new Map<string, Row>()
      for (const row of mirror) {
        const value = uniqueValue(row[name])
        if (value !== null && !held.has(value)) held.set(value, row)
      }
      return [name, held]
    }),
  )
  return (read, sheetId) => {
    const named = sheetId ? byId.get(sheetId) : undefined
    if (named) return named
    for (const name of keys) {
      const value = uniqueValue(read[name])
      const hit = value === null ? undefined : byKey.get(name)!.get(value)
      if (hit) return hit
    }
    return null
  }
}
