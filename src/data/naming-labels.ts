// The labels a record's name reads from its references — a finance entry named "2026-11-03 差旅费
// ¥8,650.00" by its subject — read for just the records named, not the whole referenced lists.
import type { AnyResource } from '../resources/define-resource.ts'
import { namingFields, type RefLabel } from '../resources/record-name.ts'
import type { UserDb } from './user-db.ts'

type Row = Record<string, unknown>

export async function namingLabels(db: UserDb, r: AnyResource, rows: readonly Row[]): Promise<RefLabel> {
  const labels = new Map<string, string>()
  for (const name of new Set(namingFields(r).flat())) {
    const field = r.fields[name]
    if (field?.kind !== 'ref') continue
    const ids = [...new Set(rows.map((row) => String(row[name] ?? '')).filter(Boolean))]
    const found = (await db.table(field.resource).bulkGet(ids)) as (Row | undefined)[]
    found.forEach((row, i) => {
      if (row) labels.set(`${field.resource}:${ids[i]}`, String(row[field.display] ?? ''))
    })
  }
  return (resource, id) => labels.get(`${resource}:${id}`)
}
