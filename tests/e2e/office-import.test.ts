// The office clerk's round trip (issue 37) in Chromium against the built app: export the staff list,
// edit two rows and add one in the file, import it: two updated, one created, every other record
// untouched and nothing doubled, checked in the server's database; the same file imported again
// changes nothing. The import template comes with its header, ID column and example row.

import fs from 'node:fs'
import * as XLSX from '@e965/xlsx'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { appUnderTest, signedInPage } from '../helpers/browser.ts'

const app = appUnderTest()

type StaffRow = { id: string; name: string; mobile: string; rev: number }
const staffRows = async () =>
  (await app.server.db
    .selectFrom('res_staff' as never)
    .selectAll()
    .where('deleted' as never, '=', 0 as never)
    .execute()) as StaffRow[]

type Sheet = (string | number)[][]

async function downloaded(page: Page, button: string): Promise<Sheet> {
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ])
  const book = XLSX.read(fs.readFileSync((await file.path())!), { type: 'buffer' })
  return XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
    defval: '',
  })
}

it('exports the staff list, takes it back with two rows edited and one added, and a second time changes nothing', async () => {
  const { page } = await signedInPage(app, 'admin', 'admin123')
  await page.goto('/staff/stafflist')
  const before = await staffRows()
  await expect
    .poll(() => page.getByTestId('list-total').innerText(), { timeout: 20_000 })
    .toBe(`共 ${before.length} 条`)

  // The template: every field the import fills, the ID column, one example row the import leaves out.
  const template = await downloaded(page, '下载导入模板')
  expect(template[0]).toEqual(expect.arrayContaining(['姓名', '工号', '手机号', '部门', '入职日期', 'ID']))
  expect(template[1]!.at(-1)).toBe('示例（导入时跳过）')

  // PM3's own export: a caption, then the header; each row's record id in the last column.
  const sheet = await downloaded(page, '导出 Excel')
  const header = sheet[1]!
  const at = (label: string) => header.indexOf(label)
  expect(header.at(-1)).toBe('ID')
  const edited = sheet.map((row) => [...row])
  const [renamed, moved] = [edited[2]!, edited[3]!]
  const oldName = String(renamed[at('姓名')])
  renamed[at('姓名')] = `${oldName}（改）`
  moved[at('手机号')] = '13911110001'
  const added = header.map(() => '' as string | number)
  added[at('姓名')] = '新同事甲'
  added[at('性别')] = '女'
  added[at('手机号')] = '13911112222'
  added[at('部门')] = renamed[at('部门')]!
  added[at('状态')] = '在职'
  edited.push(added)
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(edited), 'Sheet1')
  const file = {
    name: '员工档案.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  }

  await page.getByLabel('导入 Excel').setInputFiles(file)
  await expect
    .poll(() => page.getByTestId('import-plan').innerText(), { timeout: 20_000 })
    .toBe(`其中新增 1 行，更新 2 行，跳过 ${before.length - 2} 行`)
  // The table lists the rows that do something; a changed cell says what it was and what it becomes.
  expect(await page.locator('tr[data-line]').count()).toBe(3)
  expect(await page.getByRole('cell', { name: `${oldName} → ${oldName}（改）` }).count()).toBe(1)
  expect(await page.getByTestId('import-unlisted').innerText()).toBe(
    `另有 ${before.length - 2} 行与已有记录完全相同，将跳过，未列出。`,
  )
  await page.getByRole('button', { name: '确认导入 3 行' }).click()

  const id = at('ID')
  await expect.poll(async () => (await staffRows()).length, { timeout: 30_000 }).toBe(before.length + 1)
  await expect
    .poll(async () => (await staffRows()).find((s) => s.id === renamed[id])?.name, { timeout: 30_000 })
    .toBe(`${oldName}（改）`)
  await expect
    .poll(async () => (await staffRows()).find((s) => s.id === moved[id])?.mobile, { timeout: 30_000 })
    .toBe('13911110001')
  const after = await staffRows()
  expect(after.filter((s) => s.mobile === '13911112222').map((s) => s.name)).toEqual(['新同事甲'])
  // Every row the sheet left as it was is not written at all.
  const untouched = before.filter((s) => s.id !== renamed[id] && s.id !== moved[id])
  for (const s of untouched) expect(after.find((x) => x.id === s.id)?.rev).toBe(s.rev)

  // The same file a second time: every row names a record that already says so.
  await expect.poll(() => page.getByTestId('sync-indicator').innerText()).not.toContain('待同步')
  await page.getByLabel('导入 Excel').setInputFiles(file)
  await expect
    .poll(() => page.getByTestId('import-plan').innerText(), { timeout: 20_000 })
    .toBe(`其中新增 0 行，更新 0 行，跳过 ${before.length + 1} 行`)
  expect(await page.getByRole('button', { name: '确认导入 0 行' }).isDisabled()).toBe(true)
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click()
  expect(await staffRows()).toHaveLength(before.length + 1)
}, 120_000)
