// Read queries of the generic list: a window of rows in index order (no full-table reads or counts
// on 100k rows), or the matches of a search over the declared search fields.
import type { AnyResource } from '../resources/define-resource.ts'
import { mirrorIndexes } from '../resources/mirror-indexes.ts'
import type { Row, UserDb } from './user-db.ts'

export const SEARCH_LIMIT = 1000

export interface Sort {
  field: string
  desc: boolean
}

/** Every indexed field, which includes every amount, date and number (mirrorIndexes). */
export function sortableFields(r: AnyResource): string[] {
  return ['id', 'updated_at', ...mirrorIndexes(r)]
}

/** Rows in a field's order as the index would walk them: numbers by value (fen, counts), text by code. */
export function byField(sort: Sort): (a: Row, b: Row) => number {
  const dir = sort.desc ? -1 : 1
  return (a, b) => {
    const x = a[sort.field]
    const y = b[sort.field]
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * dir
    const sx = String(x ?? '')
    const sy = String(y ?? '')
    return sx < sy ? -dir : sx > sy ? dir : 0
  }
}

/**
 * Names, titles and other words are ordered as a reader expects, Chinese by pinyin (陈 before 张),
 * not by code point as an index walks them (张 before 陈). Numbers inside words count as numbers.
 */
const words = new Intl.Collator(['zh', 'en'], { numeric: true })

/** A field whose order is its words' (a name), not its code points' (a code, a date, an instant). */
export function sortsAsWords(r: AnyResource, field: string): boolean {
  const f = r.fields[field]
  return f?.kind === 'text' && !f.instant && !f.unique
}

export function byWords(sort: Sort): (a: Row, b: Row) => number {
  const dir = sort.desc ? -1 : 1
  return (a, b) => words.compare(String(a[sort.field] ?? ''), String(b[sort.field] ?? '')) * dir
}

/**
 * Up to this many rows, a list sorted by words is read whole and ordered in memory on each read of
 * its window (staff, customers, suppliers: tens to hundreds); a larger one keeps its index's order,
 * as a getAll of 300 rows already took 6–13 ms on the busy 2-core machine (WINDOW in
 * resource-list-page.tsx). Fields holding ISO times as text order the same either way.
 */
export const WORDS_SORTED_UP_TO = 1_000

export async function windowRows(
  db: UserDb,
  r: AnyResource,
  sort: Sort,
  offset: number,
  limit: number,
): Promise<Row[]> {
  if (sortsAsWords(r, sort.field) && (await db.rows(r).count()) <= WORDS_SORTED_UP_TO)
    return (await db.rows(r).toArray()).sort(byWords(sort)).slice(offset, offset + limit)
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
  return [...found.values()].sort(byField(sort))
}

/**
 * `table:id` → state of the newest entry touching that row, for the per-row marks. Read through the
 * `*targets` index, so a live query over it wakes only for entries of this table: a flush of queued
 * checkouts does not re-render the member list once per entry.
 */
export async function rowMarks(db: UserDb, table: string): Promise<Map<string, 'pending' | 'failed'>> {
  const marks = new Map<string, 'pending' | 'failed'>()
  const prefix = `${table}:`
  const entries = await db.outbox.where('targets').startsWith(prefix).toArray()
  // The index yields an entry once per matching target, in target order; newest entry wins.
  entries.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  for (const e of entries) {
    // A sealed entry waits for a password this sign-in did not give: no mark of it over today's rows.
    if (e.state === 'sealed') continue
    for (const t of e.targets) if (t.startsWith(prefix)) marks.set(t.slice(prefix.length), e.state)
  }
  return marks
}
