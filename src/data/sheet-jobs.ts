// The spreadsheet work of the export and import, run in the sheet worker (workers/sheet.worker.ts)
// so 100,000 rows never hold the page: it reads the user's mirror itself and writes or reads the
// sheet there. The spreadsheet library is imported only here, on first use, so no page's first
// load carries it. DOM-free.
import type { Language } from '../api/error-catalogue.ts'
import type { Catalogue } from './catalogue.ts'
import { importableFields } from './import-rows.ts'
import { type ListQuery, loadRefLabels, queryRows, type RefLabels } from './list-query.ts'
import {
  type Cell,
  EXAMPLE_ID,
  exampleRow,
  ID_HEADER,
  inertCell,
  liveCell,
  sheetTable,
} from './sheet-table.ts'
import { UserDb } from './user-db.ts'
import { xlsxBytes } from './xlsx-book.ts'

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

/**
 * A sheet whose header names every field an import fills, in the user's language, then the ID column
 * (left empty for new records), and one example row the import leaves out.
 */
export interface TemplateRequest {
  resource: string
  lang: Language
  /** Labels of the records the device holds, for the example row's references. */
  refs: RefLabels
  /** The company's date (YYYY-MM-DD), for the example row's dates. */
  today: string
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
    exportTemplate: (req: TemplateRequest) => exportTemplate(catalogue, req),
    readSheet,
  }
}

async function exportList(catalogue: Catalogue, db: UserDb, req: ExportRequest): Promise<ExportResult> {
  const r = catalogue.resources.find((x) => x.name === req.resource)
  if (!r) throw new Error(`unknown resource ${req.resource}`)
  const refs = await loadRefLabels(db, r)
  const rows = await queryRows(db, r, req.query, refs, req.lang)
  const table = sheetTable(r, rows, req.query.columns, refs, req.lang)
  // Each record's id rides last, so the sheet imported back updates these records (import-match.ts).
  table.header.push(ID_HEADER)
  for (const [i, cells] of table.body.entries()) cells.push(String(rows[i]!.id))
  table.totals?.push('')
  if (req.format === 'csv') {
    const XLSX = await import('@e965/xlsx')
    const aoa: Cell[][] = [table.header, ...table.body, ...(table.totals ? [table.totals] : [])]
    const csv = XLSX.utils.sheet_to_csv(XLSX.utils.aoa_to_sheet(aoa.map((row) => row.map(inertCell))))
    // The byte-order mark makes Excel read the Chinese as UTF-8.
    const bytes = new TextEncoder().encode(`\ufeff${csv}\n`)
    return { bytes: bytes.buffer as ArrayBuffer, rows: rows.length, mime: MIME.csv }
  }
  const bytes = await xlsxBytes({ name: safeSheetName(r.title.zh), caption: req.caption, ...table })
  return { bytes, rows: rows.length, mime: MIME.xlsx }
}

async function exportTemplate(catalogue: Catalogue, req: TemplateRequest): Promise<ExportResult> {
  const r = catalogue.resources.find((x) => x.name === req.resource)
  if (!r) throw new Error(`unknown resource ${req.resource}`)
  const fields = importableFields(r)
  const table = sheetTable(r, [], fields, {}, req.lang)
  table.header.push(ID_HEADER)
  table.body.push([...exampleRow(r, fields, req.refs, req.lang, req.today), EXAMPLE_ID[req.lang]])
  const bytes = await xlsxBytes({ name: safeSheetName(r.title.zh), ...table, totals: null })
  return { bytes, rows: 0, mime: MIME.xlsx }
}

/** Excel refuses sheet names over 31 characters or with []:*?/\ in them. */
function safeSheetName(name: string): string {
  return name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1'
}

export async function readSheet(bytes: ArrayBuffer): Promise<ReadSheetResult> {
  const XLSX = await import('@e965/xlsx')
  // raw: a CSV's cells stay as typed (a mobile or a code such as 001 is not turned into a number, nor
  // a date into a day count); an .xlsx keeps its cells' own types either way.
  const book = XLSX.read(new Uint8Array(bytes), { type: 'array', cellDates: false, raw: true })
  const first = book.SheetNames[0]
  const sheet = first ? book.Sheets[first] : undefined
  if (!sheet) return { rows: [] }
  // Blank rows kept, so each row keeps the number the sheet shows (import-rows.ts leaves them out).
  const rows = XLSX.utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, defval: '', blankrows: true })
  return { rows: rows.map((row) => row.map(liveCell)) }
}

export type SheetJobs = ReturnType<typeof createSheetJobs>
