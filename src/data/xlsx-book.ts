// An .xlsx a person can work in: the caption above, the header bold and frozen, each column as wide
// as what it holds, amounts as numbers in #,##0.00, dates as dates the sheet sorts. Written with
// write-excel-file (its author's own package, which freezes panes: SheetJS's community build does
// not), loaded on first use in the sheet worker only. DOM-free.
import type { Cell } from './sheet-table.ts'

export interface BookSheet {
  /** Sheet tab name (Excel: at most 31 characters, none of []:*?/\). */
  name: string
  /** A line above the table (company and date), or none (an import template). */
  caption?: string
  header: string[]
  body: Cell[][]
  totals?: Cell[] | null
  moneyColumns: number[]
  dateColumns: number[]
}

/** Display width of a text in character cells: a CJK character takes two. */
function width(text: string): number {
  let w = 0
  for (const ch of text) w += /[\u2E80-\uFFFF]/.test(ch) ? 2 : 1
  return w
}

const MONEY = '#,##0.00'
const DATE = 'yyyy-mm-dd'

export async function xlsxBytes(sheet: BookSheet): Promise<ArrayBuffer> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal')
  const money = new Set(sheet.moneyColumns)
  const dates = new Set(sheet.dateColumns)
  const cell = (value: Cell, col: number) => {
    if (value === '') return null
    if (money.has(col) && typeof value === 'number') return { type: Number, value, format: MONEY }
    if (dates.has(col) && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value))
      return { type: Date, value: new Date(`${value}T00:00:00Z`), format: DATE }
    return typeof value === 'number' ? { type: Number, value } : { type: String, value }
  }
  const table = [sheet.header, ...sheet.body, ...(sheet.totals ? [sheet.totals] : [])]
  const columns = sheet.header.map((_, col) => ({
    width: Math.min(60, Math.max(8, ...table.map((row) => width(String(row[col] ?? '')))) + 2),
  }))
  const data = [
    ...(sheet.caption ? [[{ value: sheet.caption, fontWeight: 'bold' as const }]] : []),
    sheet.header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...sheet.body.map((row) => row.map(cell)),
    ...(sheet.totals ? [sheet.totals.map((v, col) => cell(v, col))] : []),
  ]
  const blob = await writeXlsxFile(data, {
    sheet: sheet.name,
    columns,
    stickyRowsCount: sheet.caption ? 2 : 1,
  }).toBlob()
  return blob.arrayBuffer()
}
