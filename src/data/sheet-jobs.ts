// The spreadsheet work of the export and import, run in the sheet worker (workers/sheet.worker.ts)
// so 100,000 rows never hold the page: it reads the user's mirror itself and writes or reads the
// sheet there. The spreadsheet library is imported only here, on first use, so no page's first
// load carries it. DOM-free.
import type { Language } from '../api/error-catalogue.ts'
import type { Catalogue } from './catalogue.ts'
import { type ListQuery, loadRefLabels, queryRows } from './list-query.ts'
import { type Cell, inertCell, sheetTable } from './sheet-table.ts'
import { UserDb } from './user-db.ts'

export type SheetFormat = 'xlsx' | 'csv'

export interface ExportRequest {
  dbName: string
  resource: string
  query: ListQuery
  lang: Language
  format: SheetFormat
  /** Shown above the table: company name and the date of the export. */
  caption: string
}

export interface ExportResult {
  bytes: ArrayBuffer
  rows: number
  mime: string
}

export interface ReadSheetResult {
  /** Every row of the first sheet as cells; the first row is usually the header. */
  rows: Cell[][]
}

const MIME: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
}

/** The sheet jobs over a catalogue (the sheet worker's entry gives it). */
export function createSheetJobs(catalogue: Catalogue) {
  const dbs = new Map<string, UserDb>()
  const openDb = (name: string): UserDb => {
    let db = dbs.get(name)
    if (!db) {
      db = new UserDb(name, catalogue)
      dbs.set(name, db)
    }
    return db
  }
  return {
    exportList: (req: ExportRequest) => exportList(catalogue, openDb(req.dbName), req),
    readSheet,
  }
}

async function exportList(catalogue: Catalogue, db: UserDb, req: ExportRequest): Promise<ExportResult> {
  const r = catalogue.resources.find((x) => x.name === req.resource)
  if (!r) throw new Error(`unknown resource ${req.resource}`)
  const refs = await loadRefLabels(db, r)
  const rows = await queryRows(db, r, req.query, refs, req.lang)
  const table = sheetTable(r, rows, req.query.columns, refs, req.lang)
  const XLSX = await import('@e965/xlsx')
  const aoa: Cell[][] = [table.header, ...table.body]
  if (table.totals) aoa.push(table.totals)
  if (req.format === 'csv') {
    const csv = XLSX.utils.sheet_to_csv(XLSX.utils.aoa_to_sheet(aoa.map((row) => row.map(inertCell))))
    // The byte-order mark makes Excel read the Chinese as UTF-8.
    const bytes = new TextEncoder().encode(`\ufeff${csv}\n`)
    return { bytes: bytes.buffer as ArrayBuffer, rows: rows.length, mime: MIME.csv }
  }
  // The caption sits in the first row; the table starts on the second.
  const sheet = XLSX.utils.aoa_to_sheet([[req.caption], ...aoa])
  for (const c of table.moneyColumns)
    for (let i = 2; i < aoa.length + 1; i++) {
      const cell = sheet[XLSX.utils.encode_cell({ r: i, c })]
      if (cell && cell.t === 'n') cell.z = '#,##0.00'
    }
  sheet['!cols'] = table.header.map((h) => ({ wch: Math.max(10, h.length * 2 + 2) }))
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, sheet, safeSheetName(r.title.zh))
  const out = XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer
  return { bytes: out, rows: rows.length, mime: MIME.xlsx }
}

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
function safeSheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1'
}

export async function readSheet(bytes: ArrayBuffer): Promise<ReadSheetResult> {
  const XLSX = await import('@e965/xlsx')
  const book = XLSX.read(new Uint8Array(bytes), { type: 'array', cellDates: false })
  const first = book.SheetNames[0]
  const sheet = first ? book.Sheets[first] : undefined
  if (!sheet) return { rows: [] }
  const rows = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: '', blankrows: false })
  return { rows }
}

export type SheetJobs = ReturnType<typeof createSheetJobs>
