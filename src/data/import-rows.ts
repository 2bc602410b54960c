// An uploaded sheet turned into records of a resource: its columns mapped to fields (guessed from
// the header by label in either language or by field name), each cell read by its field's kind
// (amounts in yuan → fen, options and referenced records by their labels), and every row checked
// by the same schema the form uses, so the preview names each bad cell in the user's language
// before anything is written. A row naming a record the device holds (its ID column, or a field
// that names a record: import-match.ts) updates that record, or is skipped when nothing changed,
// so a sheet imported twice never doubles a row. Pure: the page and the benchmark call it.
import type { Language } from '../api/error-catalogue.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { emptyRow, emptyValue, type Field } from '../resources/fields.ts'
import { labelled, labelsOf } from '../resources/issue-messages.ts'
import { editableFields, sameValue } from '../resources/patch.ts'
import { saveSchema } from '../resources/schema.ts'
import { inLanguage, ruleMessage } from '../resources/text.ts'
import { type TakenValues, takenProblems, uniqueFields, uniqueValue } from '../resources/unique-values.ts'
import type { RecordFinder } from './import-match.ts'
import type { RefLabels } from './list-query.ts'
import { type Cell, ID_HEADER } from './sheet-table.ts'
import type { Row } from './user-db.ts'

/** What an import does with a row: add a record, update the one it names, or leave it. */
export type ImportAction = 'create' | 'update' | 'skip'

/** Sheet column index → field name ('id' for the ID column), or null for a column left out. */
export type ColumnMapping = (string | null)[]

export interface CheckedRow {
  /** The row's number in the sheet as Excel shows it. */
  line: number
  values: Record<string, unknown>
  /** field → message, for each bad cell. */
  errors: Record<string, string>
  /** What the sheet holds in each mapped cell, as typed: shown where a cell is refused. */
  typed: Record<string, string>
  /** The record the row stands for, or null for a new one. */
  existing: Row | null
  /** Mapped fields whose value differs from the existing record's. */
  changed: string[]
  /** What the import does with the row unless the user says otherwise. */
  action: ImportAction
}

/** The sheet's header row and the data under it, whatever sits above (PM3's export has a caption). */
export interface SheetBody {
  header: Cell[]
  rows: Cell[][]
  /** The sheet row number (as Excel shows it) of the first data row. */
  firstLine: number
}

const TOTAL_LABELS = new Set(['合计', 'total'])

/**
 * Finds the header among the first rows (the one whose cells name the most fields) and leaves out a
 * totals row at the end (PM3's export adds one under the money columns).
 */
export function sheetBody(r: AnyResource, sheet: readonly Cell[][]): SheetBody {
  let at = 0
  let best = -1
  for (let i = 0; i < Math.min(sheet.length, 5); i++) {
    const hits = autoMap(r, sheet[i]!).filter(Boolean).length
    if (hits > best) [at, best] = [i, hits]
  }
  let rows = sheet.slice(at + 1)
  const last = rows.at(-1)
  if (last && TOTAL_LABELS.has(String(last.find((c) => String(c).trim() !== '') ?? '').toLowerCase()))
    rows = rows.slice(0, -1)
  return { header: sheet[at] ?? [], rows, firstLine: at + 2 }
}

/** Fields an import may fill: what the form edits. */
export function importableFields(r: AnyResource): string[] {
  return editableFields(r)
}

export function autoMap(r: AnyResource, header: readonly Cell[]): ColumnMapping {
  const fields = importableFields(r)
  const taken = new Set<string>()
  return header.map((h) => {
    const text = String(h).trim().toLowerCase()
    if (text === ID_HEADER.toLowerCase() && !taken.has('id')) {
      taken.add('id')
      return 'id'
    }
    const hit = fields.find(
      (name) =>
        !taken.has(name) &&
        [name, r.fields[name]!.label.zh, r.fields[name]!.label.en].some((x) => x.toLowerCase() === text),
    )
    if (hit) taken.add(hit)
    return hit ?? null
  })
}

/** Excel keeps dates as days since 1899-12-30 when a cell is formatted as a date. */
function excelDate(n: number): string {
  return new Date(Date.UTC(1899, 11, 30) + Math.round(n) * 86_400_000).toISOString().slice(0, 10)
}

function labelIn(map: Map<string, string> | undefined, label: string): string | undefined {
  if (!map) return undefined
  for (const [id, l] of map) if (l === label) return id
  return undefined
}

type Read = { value: unknown } | { error: string }

function readCell(field: Field, cell: Cell, refs: RefLabels, lang: Language): Read {
  const text = String(cell ?? '').trim()
  if (text === '') return { value: emptyValue(field) }
  switch (field.kind) {
    case 'money': {
      const yuan = typeof cell === 'number' ? cell : Number(text.replace(/[¥,，\s]/g, ''))
      // Left to the schema to word: NaN and a third decimal fail its money rule.
      return { value: Number.isFinite(yuan) ? Math.round(yuan * 100 * 1000) / 1000 : Number.NaN }
    }
    case 'int':
      return { value: Number(text) }
    case 'bool':
      return { value: ['是', 'yes', 'true', '1', 'y'].includes(text.toLowerCase()) }
    case 'date':
      return { value: typeof cell === 'number' ? excelDate(cell) : text.replaceAll('/', '-') }
    case 'month':
      // 2026/11, 2026.11 and 2026-1 read as 2026-11, 2026-01; a date cell as its month.
      if (typeof cell === 'number') return { value: excelDate(cell).slice(0, 7) }
      return { value: text.replace(/^(\d{4})[-/.](\d)$/, '$1-0$2').replace(/^(\d{4})[/.](\d{2})$/, '$1-$2') }
    case 'enum': {
      const key = Object.entries(field.options).find(
        ([k, t]) => k === text || t.zh === text || t.en.toLowerCase() === text.toLowerCase(),
      )?.[0]
      return key ? { value: key } : { error: ruleMessage('option', field.label, lang) }
    }
    case 'ref': {
      const id = labelIn(refs[field.resource], text)
      return id ? { value: id } : { error: ruleMessage('choose', field.label, lang) }
    }
    default:
      return { value: typeof cell === 'number' ? String(cell) : text }
  }
}

/**
 * Every data row as a record with its errors and what the import would do with it. `newId` makes a
 * new record's id (a ULID, so the outbox entry and the server row are the same record however often
 * the import is retried). `taken`: values of `unique` fields the device's records already hold; a
 * value an earlier row of the sheet holds is refused too. `find`: the record a row stands for.
 */
export function checkRows(
  r: AnyResource,
  rows: readonly Cell[][],
  mapping: ColumnMapping,
  refs: RefLabels,
  lang: Language,
  newId: () => string,
  taken: TakenValues = {},
  find: RecordFinder = () => null,
  firstLine = 2,
): CheckedRow[] {
  const schema = saveSchema(r, lang)
  const option = labelled(labelsOf(r.fields), lang)
  const unique = uniqueFields(r)
  const held: TakenValues = Object.fromEntries(unique.map((n) => [n, new Map(taken[n])]))
  return rows.map((cells, i) => {
    const read: Record<string, unknown> = {}
    const typed: Record<string, string> = {}
    const errors: Record<string, string> = {}
    let sheetId = ''
    mapping.forEach((name, col) => {
      if (!name) return
      const cell = cells[col] ?? ''
      if (name === 'id') {
        sheetId = String(cell).trim()
        return
      }
      typed[name] = String(cell)
      const got = readCell(r.fields[name]!, cell, refs, lang)
      if ('error' in got) errors[name] = got.error
      else read[name] = got.value
    })
    const existing = find(read, sheetId)
    const values: Record<string, unknown> = existing
      ? { ...existing, ...read }
      : { ...emptyRow(r.fields), id: newId(), ...read }
    const parsed = schema.safeParse(values, option)
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const name = String(issue.path[0] ?? '')
        errors[name] ??= issue.message
      }
    for (const [name, message] of Object.entries(takenProblems(r, values, held, lang)))
      errors[name] ??= message
    for (const name of unique) {
      const value = uniqueValue(values[name])
      if (value !== null && !held[name]!.has(value)) held[name]!.set(value, String(values.id))
    }
    const checked = parsed.success ? { ...values, ...parsed.data } : values
    const changed = existing
      ? Object.keys(read).filter((name) => !sameValue(r.fields[name]!, existing[name], checked[name]))
      : []
    const action: ImportAction = !existing ? 'create' : changed.length > 0 ? 'update' : 'skip'
    return { line: firstLine + i, values: checked, errors, typed, existing, changed, action }
  })
}

/** The label of a field, for the preview's headers and messages. */
export function fieldLabel(r: AnyResource, name: string, lang: Language): string {
  if (name === 'id') return ID_HEADER
  return inLanguage(r.fields[name]!.label, lang)
}
