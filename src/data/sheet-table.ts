// A list as a table of cells for a spreadsheet: headers in the user's language, enum and ref values
// as their labels, amounts in yuan as numbers (so the sheet can sum them), a 合计 row under the
// money columns. Pure: the export worker and its tests call it.
import type { Language } from '../api/error-catalogue.ts'
import { formatCompanyInstant, formatCompanyTime } from '../lib/company-time.ts'
import type { AnyResource } from '../resources/define-resource.ts'
import { choiceText, type Field } from '../resources/fields.ts'
import { inLanguage } from '../resources/text.ts'
import type { RefLabels } from './list-query.ts'
import type { Row } from './user-db.ts'

export type Cell = string | number

export interface SheetTable {
  header: string[]
  body: Cell[][]
  /** The totals row (label in the first column, sums under money columns), or none without money. */
  totals: Cell[] | null
  /** Indexes of the columns holding yuan, for the number format. */
  moneyColumns: number[]
}

export function cellOf(field: Field, value: unknown, lang: Language, refs: RefLabels): Cell {
  if (value === undefined || value === null || value === '') return ''
  switch (field.kind) {
    case 'money':
      return Number(value) / 100
    case 'int':
      return field.instant ? formatCompanyTime(Number(value)) : Number(value)
    case 'bool':
    case 'enum':
      return choiceText(field, value, lang)
    case 'ref':
      return refs[field.resource]?.get(String(value)) ?? ''
    case 'text':
      // Stored as a UTC instant; the sheet, like the list, shows the company's clock.
      return field.instant ? formatCompanyInstant(value) : String(value)
    default:
      return String(value)
  }
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
  const body = rows.map((row) => columns.map((c, i) => cellOf(fields[i]!, row[c], lang, refs)))
  let totals: Cell[] | null = null
  if (moneyColumns.length > 0) {
    // Summed in fen, so 0.1 + 0.2 stays 0.30 yuan.
    const fen = new Map(moneyColumns.map((i) => [i, 0]))
    for (const row of rows)
      for (const i of moneyColumns) fen.set(i, fen.get(i)! + Number(row[columns[i]!] ?? 0))
    totals = columns.map((_, i) => (fen.has(i) ? fen.get(i)! / 100 : ''))
    if (!moneyColumns.includes(0)) totals[0] = lang === 'en' ? 'Total' : '合计'
  }
  return { header: fields.map((f) => inLanguage(f.label, lang)), body, totals, moneyColumns }
}

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, return first: OWASP's CSV
 * injection list) gets a leading apostrophe, so a visitor's =HYPERLINK(…) reads as text. Only CSV
 * needs it: the xlsx writer stores text cells as text.
 */
export function inertCell(cell: Cell): Cell {
  return typeof cell === 'string' && /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell
}
