// `npx tsx bench/office-sheets.ts` (after `npm run build`): the office sheet figures.
//  1. Export of the staff list with 100,000 rows to .xlsx in real Chromium: time from the click to
//     the download, and a list read (50 rows from IndexedDB, on the page) every 100 ms during it —
//     the page must stay responsive (max ≤ 200 ms) because the sheet is written in the sheet worker.
//  2. Peak memory of writing that sheet: the same worker code (sheet-table + the library) run in
//     this Node process on 100,000 rows, heap sampled every 10 ms (a browser worker's heap is not
//     readable from the page without cross-origin isolation).
//  3. Import preview of 10,000 rows: checkRows (map, read by kind, the form's schema) timed.
// Figures, not verdicts: it prints them and never fails. PM3_BENCH_ROWS changes the export size.
import fs from 'node:fs'
import * as XLSX from '@e965/xlsx'
import { checkRows } from '../src/data/import-rows.ts'
import { defaultQuery } from '../src/data/list-query.ts'
import { sheetTable } from '../src/data/sheet-table.ts'
import { staff } from '../src/modules/hr/staff.resource.ts'
import { launchBrowser, openPage, signInThroughPage, startAppServer } from '../tests/helpers/browser.ts'
import { addStaffRows } from './generate.ts'

const ROWS = Number(process.env.PM3_BENCH_ROWS ?? 100_000)

/** A list read as the page makes it: 50 rows of the staff table through raw IndexedDB. */
const timedRead = `(async () => {
  const name = (await indexedDB.databases()).map((d) => d.name).find((n) => n && n.startsWith('pm3:') && n.split(':').length === 3)
  const t0 = performance.now()
  await new Promise((resolve) => {
    const r = indexedDB.open(name)
    r.onsuccess = () => {
      const q = r.result.transaction('staff').objectStore('staff').index('name').getAll(null, 50)
      q.onsuccess = () => { r.result.close(); resolve(q.result.length) }
    }
  })
  return performance.now() - t0
})()`

async function exportInBrowser() {
  const server = await startAppServer()
  const browser = await launchBrowser()
  try {
    await addStaffRows(server, ROWS)
    const { page } = await openPage(browser, server)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/login')
    await signInThroughPage(page, 'office', 'office123')
    await page.waitForURL(`${server.url}/`)
    await page.goto('/staff/stafflist')
    await page
      .getByTestId('list-total')
      .filter({ hasText: `共 ${ROWS + 48} 条` })
      .waitFor({ timeout: 600_000 })
    const reads: number[] = []
    let exporting = true
    const sampler = (async () => {
      while (exporting) {
        reads.push((await page.evaluate(timedRead)) as number)
        await new Promise((r) => setTimeout(r, 100))
      }
    })()
    const t0 = Date.now()
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 600_000 }),
      page.getByRole('button', { name: '导出 Excel' }).click(),
    ])
    const path = await download.path()
    const ms = Date.now() - t0
    exporting = false
    await sampler
    reads.sort((a, b) => a - b)
    return {
      ms,
      bytes: fs.statSync(path!).size,
      reads: reads.length,
      readP50: reads[Math.floor(reads.length / 2)] ?? 0,
      readMax: reads.at(-1) ?? 0,
    }
  } finally {
    await browser.close()
    await server.stop()
  }
}

function fakeStaff(n: number) {
  return Array.from({ length: n }, (_, i) => ({
    id: String(i).padStart(26, '0'),
    updated_at: 0,
    name: `员工${i}`,
    gender: i % 2 ? 'male' : 'female',
    mobile: `139${String(i).padStart(8, '0')}`,
    depa_id: 'D1',
    post: '工程师',
    entry_date: '2024-03-01',
    status: 'active',
    salary: 500_000 + i,
  }))
}

async function sheetMemoryInNode() {
  const rows = fakeStaff(ROWS)
  global.gc?.()
  const base = process.memoryUsage().heapUsed
  let peak = base
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed)
  }, 10)
  const t0 = performance.now()
  const q = defaultQuery(staff)
  const refs = { departments: new Map([['D1', '工程部']]) }
  const table = sheetTable(staff, rows, [...q.columns, 'salary'], refs, 'zh')
  await new Promise((r) => setTimeout(r, 0))
  const sheet = XLSX.utils.aoa_to_sheet([table.header, ...table.body, table.totals ?? []])
  await new Promise((r) => setTimeout(r, 0))
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, sheet, 'staff')
  const out = XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer
  const ms = performance.now() - t0
  clearInterval(timer)
  peak = Math.max(peak, process.memoryUsage().heapUsed)
  return { ms, peakMb: (peak - base) / 1024 / 1024, bytes: out.byteLength }
}

function importPreview(n: number) {
  const sheet: (string | number)[][] = Array.from({ length: n }, (_, i) => [
    `导入员工${i}`,
    `139${String(i).padStart(8, '0')}`,
    '工程部',
    '在职',
    5000 + i / 100,
  ])
  const refs = { departments: new Map([['01HZZZZZZZZZZZZZZZZZZZZZZZ', '工程部']]) }
  let k = 0
  const t0 = performance.now()
  const checked = checkRows(
    staff,
    sheet,
    ['name', 'mobile', 'depa_id', 'status', 'salary'],
    refs,
    'zh',
    () => `01J${String(k++).padStart(23, '0')}`,
  )
  return { ms: performance.now() - t0, bad: checked.filter((c) => Object.keys(c.errors).length).length }
}

const f = (x: number) => x.toFixed(1)
// Printed as each figure is measured: the browser part (a full pull of ROWS first) is the slow one.
const memory = await sheetMemoryInNode()
console.info(
  `| writing a ${ROWS.toLocaleString('en-US')}-row staff sheet (worker code in Node): time / peak heap above start | ${f(memory.ms / 1000)} s / ${f(memory.peakMb)} MB (${f(memory.bytes / 1024 / 1024)} MB file) |`,
)
const preview = importPreview(10_000)
console.info(
  `| import preview of 10,000 rows (read by kind + form schema) | ${f(preview.ms)} ms (${preview.bad} bad) |`,
)
const browser = await exportInBrowser()
console.info(`| export of ${ROWS.toLocaleString('en-US')} staff rows to .xlsx in Chromium, click → download | ${f(browser.ms / 1000)} s (${f(browser.bytes / 1024 / 1024)} MB) |
| list read (50 rows) during that export, p50 / max over ${browser.reads} reads | ${f(browser.readP50)} / ${f(browser.readMax)} ms (limit ≤ 200 ms) |`)
