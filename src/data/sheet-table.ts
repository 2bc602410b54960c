// A list as a table of cells for a spreadsheet: headers in the user's language, enum and ref values
// as their labels, amounts in yuan as numbers (so the sheet can sum them), a 合计 row under the
// money columns. Pure: the export worker and its tests call it.
import type { Language } from '../api/error-catalogue.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { engineWords } from '../resources/engine.text.ts'
import { displayValue } from '../resources/field-text.ts'
import type { Field } from '../resources/fields.ts'
import { inLanguage, sayWithLabel } from '../resources/text.ts'
import type { RefLabels } from './list-query.ts'
import { sheetWords } from './sheet.text.ts'
import type { Row } from './user-db.ts'

export type Cell = string | number

/**
 * The header of the column that carries each record's id in an export: importing the sheet back
 * updates those records instead of adding copies.
 */
export const ID_HEADER = 'ID'

/**
 * What the ID column of an import template's example row holds: the import leaves that row out, so
 * a clerk who keeps it while filling the template in adds no sample record.
 */
export const EXAMPLE_ID = sheetWords.exampleId

export function isExampleId(cell: Cell): boolean {
  const text = String(cell).trim()
  return text === EXAMPLE_ID.zh || text === EXAMPLE_ID.en
}

export interface SheetTable {
  header: string[]
  body: Cell[][]
  /** The totals row (label in the first column, sums under money columns), or none without money. */
  totals: Cell[] | null
  /** Indexes of the columns holding yuan, for the number format. */
  moneyColumns: number[]
  /** Indexes of the columns holding a date (YYYY-MM-DD), written as dates the sheet can sort. */
  dateColumns: number[]
}

/** A cell as the list shows it, but amounts in yuan and plain counts as numbers, so the sheet can sum them. */
export function cellOf(field: Field, value: unknown, lang: Language, refs: RefLabels): Cell {
  if (value === undefined || value === null || value === '') return ''
  if (field.kind === 'money') return Number(value) / 100
  if (field.kind === 'int' && !field.instant) return Number(value)
  return displayValue(field, value, lang, (resource, id) => refs[resource]?.get(id))
}

export function sheetTable(
  r: AnyResource,
  rows: readonly Row[],
  columns: readonly string[],
  refs: RefLabels,
  lang: Language,
): SheetTable {
  const fields = columns.map((c) => r.fields[c]!)
  const moneyColumns = fields.flatMap((f, i) => (f.kind === 'money' ? [i] : []))
  const dateColumns = fields.flatMap((f, i) => (f.kind === 'date' ? [i] : []))
  const body = rows.map((row) => columns.map((c, i) => cellOf(fields[i]!, row[c], lang, refs)))
  let totals: Cell[] | null = null
  if (moneyColumns.length > 0) {
    // Summed in fen, so 0.1 + 0.2 stays 0.30 yuan.
    const fen = new Map(moneyColumns.map((i) => [i, 0]))
    for (const row of rows)
      for (const i of moneyColumns) fen.set(i, fen.get(i)! + Number(row[columns[i]!] ?? 0))
    totals = columns.map((_, i) => (fen.has(i) ? fen.get(i)! / 100 : ''))
    if (!moneyColumns.includes(0)) totals[0] = inLanguage(sheetWords.total, lang)
  }
  return { header: fields.map((f) => inLanguage(f.label, lang)), body, totals, moneyColumns, dateColumns }
}

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, return first: OWASP's CSV
 * injection list) gets a leading apostrophe, so a visitor's =HYPERLINK(…) reads as text. Only CSV
 * needs it: the xlsx writer stores text cells as text.
 */
export function inertCell(cell: Cell): Cell {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
}

/** A cell read back from a sheet: the apostrophe `inertCell` put before a formula-like text taken off. */
export function liveCell(cell: Cell): Cell {
  return typeof cell === 'string' && /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell
}

/**
 * One made-up row for an import template, a value of each column's kind: a referenced record by the
 * first label the device holds, an option by its first label, a date as `today`.
 */
export function exampleRow(
  r: AnyResource,
  columns: readonly string[],
  refs: RefLabels,
  lang: Language,
  today: string,
): Cell[] {
  return columns.map((name) => {
    const field = r.fields[name]!
    switch (field.kind) {
      case 'mobile':
        return '13800000000'
      case 'money':
        return 1234.5
      case 'int':
        return field.min ?? 1
      case 'date':
        return today
      case 'month':
        return today.slice(0, 7)
      case 'bool':
        return inLanguage(engineWords.yes, lang)
      case 'enum': {
        const first = Object.values(field.options)[0]
        return first ? inLanguage(first, lang) : ''
      }
      case 'ref':
        return refs[field.resource]?.values().next().value ?? ''
      default:
        return sayWithLabel(sheetWords.sample, field.label, lang)
    }
  })
}
