// Part of `npm run screenshots`: the README's pictures of an exported sheet (the .xlsx the staff list
// exports, read back and drawn as a table) and of the import preview naming bad cells.
import fs from 'node:fs'
import * as XLSX from '@e965/xlsx'
import { launchBrowser, openPage, signInThroughPage, startAppServer } from './helpers/browser.ts'

const server = await startAppServer()
const browser = await launchBrowser()
try {
  const { page } = await openPage(browser, server)
  await page.setViewportSize({ width: 1280, height: 760 })
  await page.goto('/login')
  await signInThroughPage(page, 'office', 'office123')
  await page.waitForURL(`${server.url}/`)
  await page.goto('/staff/stafflist')
  await page.getByText('共 48 条').waitFor()
  await page.getByText('列设置').click()
  await page.getByTitle('显示“基本工资”').check()
  await page.getByText('列设置').click()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出 Excel' }).click(),
  ])
  const book = XLSX.read(fs.readFileSync((await download.path())!), { type: 'buffer' })
  const html = XLSX.utils.sheet_to_html(book.Sheets[book.SheetNames[0]!]!)
  const sheetPage = await page.context().newPage()
  await sheetPage.setViewportSize({ width: 1000, height: 700 })
  await sheetPage.setContent(
    `<style>body{font:13px sans-serif;margin:12px} table{border-collapse:collapse} td{border:1px solid #ccc;padding:2px 8px}</style><p>${download.suggestedFilename()}</p>${html}`,
  )
  await sheetPage.screenshot({ path: 'docs/office-export.png' })
  await sheetPage.close()

  const [dept] = (await server.db
    .selectFrom('res_departments' as never)
    .select('name' as never)
    .execute()) as {
    name: string
  }[]
  const rows: (string | number)[][] = [['姓名', '手机号', '部门', '状态', '基本工资']]
  for (let i = 0; i < 12; i++)
    rows.push([`新员工${i}`, `1390000${String(1000 + i)}`, dept!.name, '在职', 5200])
  rows[3]![1] = '12345'
  rows[6]![2] = '不存在的部门'
  rows[9]![4] = 12.345
  const upload = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(upload, XLSX.utils.aoa_to_sheet(rows), 'Sheet1')
  await page.getByLabel('导入 Excel').setInputFiles({
    name: '新员工.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: XLSX.write(upload, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  })
  await page.getByTestId('import-summary').waitFor()
  await page.screenshot({ path: 'docs/office-import.png' })
} finally {
  await browser.close()
  await server.stop()
}
