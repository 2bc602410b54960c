// What a generic list shows: search text, one filter per field (by field kind), sort and the visible
// columns in order. The page, the export worker and the print view read rows through the same
// query, so an export holds exactly the rows and columns on screen. DOM-free: workers run it.
import type { Language } from '../api/error-catalogue.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import type { Field } from '../resources/fields.ts'
import { type RefLabels, searchMatcher } from './list-search.ts'
import { byField, byWords, sortableFields, sortsAsWords } from './resource-queries.ts'
import type { Row, UserDb } from './user-db.ts'

/** A filter by field kind; money bounds are yuan as typed, compared in fen. */
export type FieldFilter =
  | { kind: 'text'; contains: string }
  | { kind: 'enum'; value: string }
  | { kind: 'ref'; label: string }
  | { kind: 'date'; from?: string; to?: string }
  | { kind: 'money'; min?: number; max?: number }
  | { kind: 'bool'; value: boolean }

export interface ListQuery {
  search: string
  filters: Record<string, FieldFilter>
  sort: { field: string; desc: boolean }
  columns: string[]
}

export type { RefLabels }

export function filterKindOf(field: Field): FieldFilter['kind'] | null {
  switch (field.kind) {
    case 'text':
    case 'mobile':
    case 'month':
      return 'text'
    case 'enum':
    case 'ref':
    case 'date':
    case 'money':
    case 'bool':
      return field.kind
    default:
      return null
  }
}

/** A filter with nothing typed in it does not narrow the list. */
export function isActive(f: FieldFilter | undefined): f is FieldFilter {
  if (!f) return false
  switch (f.kind) {
    case 'text':
      return f.contains.trim() !== ''
    case 'ref':
      return f.label.trim() !== ''
    case 'enum':
      return f.value !== ''
    case 'date':
      return Boolean(f.from || f.to)
    case 'money':
      return f.min !== undefined || f.max !== undefined
    case 'bool':
      return true
  }
}

export function activeFilters(q: ListQuery): [string, FieldFilter][] {
  return Object.entries(q.filters).filter(([, f]) => isActive(f))
}

function matchesFilter(value: unknown, f: FieldFilter, field: Field, refs: RefLabels): boolean {
  switch (f.kind) {
    case 'text':
      return String(value ?? '')
        .toLowerCase()
        .includes(f.contains.trim().toLowerCase())
    case 'enum':
      return String(value ?? '') === f.value
    case 'ref': {
      const label = field.kind === 'ref' ? refs[field.resource]?.get(String(value ?? '')) : undefined
      return (label ?? '').toLowerCase().includes(f.label.trim().toLowerCase())
    }
    case 'date': {
      const d = String(value ?? '').slice(0, 10)
      if (!d) return false
      return (!f.from || d >= f.from) && (!f.to || d <= f.to)
    }
    case 'money': {
      const fen = Number(value ?? 0)
      return (
        (f.min === undefined || fen >= Math.round(f.min * 100)) &&
        (f.max === undefined || fen <= Math.round(f.max * 100))
      )
    }
    case 'bool':
      return Boolean(value) === f.value
  }
}

/** Whether a row passes the query's search and filters, made ready once per query. */
export function listMatcher(
  r: AnyResource,
  q: ListQuery,
  refs: RefLabels,
  lang: Language,
): (row: Row) => boolean {
  const searched = searchMatcher(r, q.search, q.columns, refs, lang)
  const filters = activeFilters(q).flatMap(([name, f]) => {
    const field = r.fields[name]
    return field ? [[name, f, field] as const] : []
  })
  return (row) =>
    (!searched || searched(row)) &&
    filters.every(([name, f, field]) => matchesFilter(row[name], f, field, refs))
}

export function rowMatches(r: AnyResource, row: Row, q: ListQuery, refs: RefLabels, lang: Language): boolean {
  return listMatcher(r, q, refs, lang)(row)
}

/** Whether the list must scan (search or filters) rather than read a window of an index. */
export function narrows(q: ListQuery): boolean {
  return q.search.trim() !== '' || activeFilters(q).length > 0
}

/** The labels of every ref field's target records (small tables: departments, posts, projects). */
export async function loadRefLabels(db: UserDb, r: AnyResource): Promise<RefLabels> {
  const out: RefLabels = {}
  for (const f of Object.values(r.fields)) {
    if (f.kind !== 'ref' || out[f.resource]) continue
    const rows = await db.table(f.resource).toArray()
    out[f.resource] = new Map(rows.map((row: Row) => [String(row.id), String(row[f.display] ?? '')]))
  }
  return out
}

/**
 * Every row the query shows, in its order: walked along the sort index (any indexed column), so a
 * 100,000-row export never sorts in memory. `limit` caps what a screen holds.
 */
export async function queryRows(
  db: UserDb,
  r: AnyResource,
  q: ListQuery,
  refs: RefLabels,
  lang: Language,
  limit = Number.POSITIVE_INFINITY,
): Promise<Row[]> {
  const indexed = sortableFields(r).includes(q.sort.field)
  let coll = db.rows(r).orderBy(indexed ? q.sort.field : 'id')
  if (q.sort.desc) coll = coll.reverse()
  if (narrows(q)) coll = coll.filter(listMatcher(r, q, refs, lang))
  const rows = await (Number.isFinite(limit) ? coll.limit(limit) : coll).toArray()
  // Names by pinyin (an export too); a capped search orders the rows it found.
  if (sortsAsWords(r, q.sort.field)) return rows.sort(byWords(q.sort))
  if (indexed) return rows
  return rows.sort(byField(q.sort))
}

/** The query a list opens with: its declared columns and sort, nothing filtered. */
export function defaultQuery(r: AnyResource): ListQuery {
  return {
    search: '',
    filters: {},
    sort: { field: r.list.sort, desc: r.list.desc ?? false },
    columns: [...r.list.columns],
  }
}
