// Read queries of the generic list: a window of rows in index order (no full-table reads or counts
// on 100k rows), or the matches of a search over the declared search fields.
import type { AnyResource } from '../resources/define-resource.ts'
import type { Row, UserDb } from './user-db.ts'

export const SEARCH_LIMIT = 1000

export interface Sort {
  field: string
  desc: boolean
}

export function sortableFields(r: AnyResource): string[] {
  return ['id', 'updated_at', ...r.indexes]
}

export async function windowRows(
  db: UserDb,
  r: AnyResource,
  sort: Sort,
  offset: number,
  limit: number,
): Promise<Row[]> {
  let coll = db.rows(r).orderBy(sortableFields(r).includes(sort.field) ? sort.field : 'id')
  if (sort.desc) coll = coll.reverse()
  return coll.offset(offset).limit(limit).toArray()
}

export async function searchRows(db: UserDb, r: AnyResource, text: string, sort: Sort): Promise<Row[]> {
  const q = text.trim().toLowerCase()
  const found = new Map<string, Row>()
  for (const field of r.list.search) {
    const rows = r.indexes.includes(field)
      ? await db.rows(r).where(field).startsWithIgnoreCase(q).limit(SEARCH_LIMIT).toArray()
      : await db
          .rows(r)
          .filter((row) =>
            String(row[field] ?? '')
              .toLowerCase()
              .includes(q),
          )
          .limit(SEARCH_LIMIT)
          .toArray()
    for (const row of rows) found.set(row.id, row)
  }
  const dir = sort.desc ? -1 : 1
  return [...found.values()].sort((a, b) => (String(a[sort.field]) < String(b[sort.field]) ? -dir : dir))
}

/** `table:id` → state of the newest entry touching that row, for the per-row marks. */
export async function rowMarks(db: UserDb, table: string): Promise<Map<string, 'pending' | 'failed'>> {
  const marks = new Map<string, 'pending' | 'failed'>()
  await db.outbox.each((e) => {
    for (const t of e.targets) if (t.startsWith(`${table}:`)) marks.set(t.slice(table.length + 1), e.state)
  })
  return marks
}
