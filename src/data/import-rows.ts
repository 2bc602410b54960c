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
import { editableFields, editPayload, sameValue } from '../resources/patch.ts'
import { ruleMessage } from '../resources/rule-message.ts'
import { saveSchema } from '../resources/schema.ts'
import { inLanguage } from '../resources/text.ts'
import { type TakenValues, takenProblems, uniqueFields, uniqueValue } from '../resources/unique-values.ts'
import { matchFields, type RecordFinder, recordFinder, sameRecordMessage } from './import-match.ts'
import type { RefLabels } from './list-query.ts'
import { type Cell, ID_HEADER, isExampleId } from './sheet-table.ts'
import { takenIn } from './unique-mirror.ts'
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
  /** Each row's number in the sheet as Excel shows it (blank rows and a template's example left out). */
  lines: number[]
  /** The sheet row number of the row under the header. */
  firstLine: number
}

const TOTAL_LABELS = new Set(['合计', 'total'])

const blank = (row: readonly Cell[]) => row.every((c) => String(c).trim() === '')

/**
 * Finds the header among the first rows (the one whose cells name the most fields), leaves out a
 * totals row at the end (PM3's export adds one under the money columns), blank rows and an import
 * template's example row.
 */
export function sheetBody(r: AnyResource, sheet: readonly Cell[][]): SheetBody {
  let at = 0
  let best = -1
  for (let i = 0; i < Math.min(sheet.length, 5); i++) {
    const hits = autoMap(r, sheet[i]!).filter(Boolean).length
    if (hits > best) [at, best] = [i, hits]
  }
  const header = sheet[at] ?? []
  const idColumn = autoMap(r, header).indexOf('id')
  let kept = sheet
    .slice(at + 1)
    .map((row, i) => ({ row, line: at + 2 + i }))
    .filter(({ row }) => !blank(row) && !(idColumn >= 0 && isExampleId(row[idColumn] ?? '')))
  const last = kept.at(-1)?.row
  if (last && TOTAL_LABELS.has(String(last.find((c) => String(c).trim() !== '') ?? '').toLowerCase()))
    kept = kept.slice(0, -1)
  return {
    header,
    rows: kept.map((k) => k.row),
    lines: kept.map((k) => k.line),
    firstLine: at + 2,
  }
}

/** Fields an import may fill: what the form edits. */
export function importableFields(r: AnyResource): string[] {
  return editableFields(r)
}

export function autoMap(r: AnyResource, header: readonly Cell[]): ColumnMapping {
  const fields = importableFields(r)
  const taken = new Set<string>()
  // PM3's export heads the column ID; a sheet made elsewhere may say 编号, the id field's own label.
  const idHeaders = [ID_HEADER, r.fields.id?.label.zh, r.fields.id?.label.en].flatMap((x) =>
    x ? [x.toLowerCase()] : [],
  )
  return header.map((h) => {
    const text = String(h).trim().toLowerCase()
    if (idHeaders.includes(text) && !taken.has('id')) {
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
      // 2026/3/1, 2026.3.1 and 2026-3-1 read as 2026-03-01.
      if (typeof cell === 'number') return { value: excelDate(cell) }
      return {
        value: text.replace(/^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})$/, (_, y, m, d) =>
          [y, m.padStart(2, '0'), d.padStart(2, '0')].join('-'),
        ),
      }
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
  lines: number | readonly number[] = 2,
): CheckedRow[] {
  const schema = saveSchema(r, lang)
  const option = labelled(labelsOf(r.fields), lang)
  const unique = uniqueFields(r)
  const held: TakenValues = Object.fromEntries(unique.map((n) => [n, new Map(taken[n])]))
  const keys = matchFields(r)
  // The line of the first row standing for each record, and of each natural key a new row brings:
  // a second row for the same record would patch it twice or add it twice.
  const claimed = new Map<string, number>()
  const newKeys = new Map(keys.map((name) => [name, new Map<string, number>()]))
  return rows.map((cells, i) => {
    const line = typeof lines === 'number' ? lines + i : lines[i]!
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
    if (existing) {
      const earlier = claimed.get(String(existing.id))
      const named = sheetId ? 'id' : (keys.find((name) => uniqueValue(read[name]) !== null) ?? 'id')
      if (earlier !== undefined) errors[named] ??= sameRecordMessage(earlier, lang)
      else claimed.set(String(existing.id), line)
    } else
      for (const name of keys) {
        const value = uniqueValue(read[name])
        if (value === null) continue
        const earlier = newKeys.get(name)!.get(value)
        if (earlier !== undefined) errors[name] ??= sameRecordMessage(earlier, lang)
        else newKeys.get(name)!.set(value, line)
      }
    const checked = parsed.success ? { ...values, ...parsed.data } : values
    const changed = existing
      ? Object.keys(read).filter((name) => !sameValue(r.fields[name]!, existing[name], checked[name]))
      : []
    const action: ImportAction = !existing ? 'create' : changed.length > 0 ? 'update' : 'skip'
    return { line, values: checked, errors, typed, existing, changed, action }
  })
}

/**
 * The sheet's rows checked against the device's records, as the preview shows them: each matched to
 * the record it names (import-match.ts), unique values checked against those the records hold.
 */
export function checkAgainstMirror(
  r: AnyResource,
  body: SheetBody,
  mapping: ColumnMapping,
  mirror: readonly Row[],
  refs: RefLabels,
  lang: Language,
  newId: () => string,
): CheckedRow[] {
  const find = recordFinder(r, mirror)
  return checkRows(r, body.rows, mapping, refs, lang, newId, takenIn(r, mirror), find, body.lines)
}

/**
 * What confirming a row sends: a new record whole, as a form's add; an update as a patch of only the
 * fields the sheet changes, on the revision the device holds, as a form's edit, so a field someone
 * else changed meanwhile comes back as a conflict in the sync panel instead of being overwritten.
 */
export function importPayload(r: AnyResource, row: CheckedRow): Record<string, unknown> {
  if (!row.existing) return row.values
  const changes = Object.fromEntries(row.changed.map((name) => [name, row.values[name]]))
  return editPayload(r, row.existing, { ...row.existing, ...changes })
}

/** The label of a field, for the preview's headers and messages. */
export function fieldLabel(r: AnyResource, name: string, lang: Language): string {
  if (name === 'id') return ID_HEADER
  return inLanguage(r.fields[name]!.label, lang)
}
