// One office worker's day on the staff list, in Chromium against the built app: filter by status and
// by department name, sort, hide and show columns, save the view (it survives a reload), export
// .xlsx and read the file back (rows and 合计 match the screen and the server), bulk-set 岗位 on 100
// rows through the outbox (each row reaches the server once), import a sheet with bad rows offline, and
// a department with staff refused.

import fs from 'node:fs'
import * as XLSX from '@e965/xlsx'
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { newId } from '../../src/data/enqueue.ts'
import { appUnderTest, goOffline, goOnline, signedInPage } from '../helpers/browser.ts'
import { bearer, call, login } from '../helpers/test-server.ts'

const app = appUnderTest()

type StaffRow = {
  id: string
  name: string
  mobile: string
  depa_id: string
  post_id: string
  status: string
  salary: number
  rev: number
}
const staffRows = async () =>
  (await app.server.db
    .selectFrom('res_staff' as never)
    .selectAll()
    .where('deleted' as never, '=', 0 as never)
    .execute()) as StaffRow[]
const departments = async () =>
  (await app.server.db
    .selectFrom('res_departments' as never)
    .selectAll()
    .execute()) as { id: string; name: string }[]
const postsOf = async (depaId: string) =>
  (await app.server.db
    .selectFrom('res_posts' as never)
    .selectAll()
    .where('depa_id' as never, '=', depaId as never)
    .orderBy('id' as never)
    .execute()) as { id: string; name: string }[]

const BULK_NAME = '批量员工'

/** Staff files written on the server by someone else (the admin's API), each once. */
async function seedStaff(depaId: string, count: number): Promise<Set<string>> {
  const token = await login(app.server, 'admin', 'admin123')
  const ids = new Set<string>()
  for (let i = 0; i < count; i++) {
    const id = newId()
    const saved = await call(app.server, 'POST', '/staff/saveStaff', {
      headers: { ...bearer(token), 'idempotency-key': newId() },
      body: {
        id,
        name: `${BULK_NAME}${i}`,
        mobile: `137${String(i).padStart(8, '0')}`,
        depa_id: depaId,
        status: 'active',
      },
    })
    expect(saved.body.code).toBe(200)
    ids.add(id)
  }
  return ids
}
const total = (page: Page) => page.getByTestId('list-total').innerText()
const headers = (page: Page) => page.getByRole('columnheader').allInnerTexts()

it('filters, sorts, chooses columns, saves a view, exports and reads back, bulk-sets, and keeps departments whole', async () => {
  const { context, page } = await signedInPage(app, 'admin', 'admin123')
  await page.goto('/staff/stafflist')
  const all = await staffRows()
  await expect.poll(() => total(page), { timeout: 20_000 }).toBe(`共 ${all.length} 条`)

  // Filter: status 在职 and a department typed by its name.
  const [dept] = await departments()
  const expected = all.filter((s) => s.status === 'active' && s.depa_id === dept!.id)
  await page.getByTitle('按状态筛选').selectOption('active')
  await page.getByTitle('按部门筛选').fill(dept!.name)
  await expect.poll(() => total(page)).toBe(`共 ${expected.length} 条`)

  // Sort by mobile, highest first.
  await page.getByRole('columnheader').getByRole('button', { name: '手机号' }).click()
  await page
    .getByRole('columnheader')
    .getByRole('button', { name: /手机号/ })
    .click()
  const highest = expected
    .map((s) => s.mobile)
    .sort()
    .at(-1)!
  await expect.poll(() => page.getByRole('row').nth(1).innerText()).toContain(highest)

  // Hide 岗位, show 基本工资 (so the export has a money column and its 合计).
  await page.getByText('列设置').click()
  await page.getByTitle('显示“岗位”').uncheck()
  await page.getByTitle('显示“基本工资”').check()
  await page.getByText('列设置').click()
  await expect.poll(() => headers(page)).not.toContain('岗位')
  expect(await headers(page)).toContain('基本工资')

  // Save the view; after a reload the list opens as it was left, and the view is listed.
  await page.getByText('视图', { exact: true }).click()
  await page.getByLabel('视图名称').fill('在职按部门')
  await page.getByRole('button', { name: '保存视图' }).click()
  await page.reload()
  await expect.poll(() => total(page), { timeout: 20_000 }).toBe(`共 ${expected.length} 条`)
  expect(await headers(page)).not.toContain('岗位')
  await page.getByText('视图', { exact: true }).click()
  await expect.poll(() => page.getByRole('button', { name: '在职按部门', exact: true }).count()).toBe(1)
  await page.getByText('视图', { exact: true }).click()

  // Export .xlsx and read it back: caption, Chinese headers, the same rows, amounts in yuan, 合计.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '导出 Excel' }).click(),
  ])
  expect(download.suggestedFilename()).toMatch(/^员工档案-\d{8}\.xlsx$/)
  const book = XLSX.read(fs.readFileSync((await download.path())!), { type: 'buffer' })
  const sheet = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
  })
  expect(String(sheet[0]![0])).toContain('员工档案')
  const header = sheet[1]!
  // The record's id rides last, so the sheet imported back updates these records (the round trip:
  // office-import.test.ts).
  expect(header).toEqual(['姓名', '性别', '手机号', '部门', '状态', '入职日期', '基本工资', 'ID'])
  const body = sheet.slice(2, -1)
  expect(body.map((r) => r[2]).sort()).toEqual(expected.map((s) => s.mobile).sort())
  expect(body[0]![2]).toBe(highest)
  expect(body.every((r) => r[3] === dept!.name && r[4] === '在职')).toBe(true)
  const fen = expected.reduce((sum, s) => sum + Number(s.salary), 0)
  expect(sheet.at(-1)![0]).toBe('合计')
  expect(sheet.at(-1)![6]).toBe(fen / 100)

  // Bulk: 100 staff files the server got from elsewhere reach the list; search them out, select
  // every row of the result and set 岗位 — one outbox entry per row, each applied once, none other.
  const bulkIds = await seedStaff(dept!.id, 100)
  const before = new Map((await staffRows()).map((s) => [s.id, Number(s.rev)]))
  const historyOf = async () =>
    (await app.server.db
      .selectFrom('record_history' as never)
      .selectAll()
      .where('resource' as never, '=', 'staff' as never)
      .execute()) as { record_id: string }[]
  const historyBefore = await historyOf()
  await page.getByRole('searchbox', { name: '搜索' }).fill(BULK_NAME)
  await expect.poll(() => total(page), { timeout: 30_000 }).toBe('共 100 条')
  const post = (await postsOf(dept!.id))[0]!
  await page.getByLabel('全选当前结果').check()
  await page.getByLabel('字段', { exact: true }).selectOption({ label: '岗位' })
  await page.getByLabel('值', { exact: true }).selectOption({ label: post.name })
  await page.getByRole('button', { name: '应用' }).click()
  const holding = async () => (await staffRows()).filter((s) => s.post_id === post.id && bulkIds.has(s.id))
  await expect.poll(async () => (await holding()).length, { timeout: 60_000 }).toBe(100)
  // Nothing more is on its way (no row can arrive a second time later), then count the writes.
  await expect.poll(() => page.getByTestId('sync-indicator').innerText()).not.toContain('待同步')
  for (const s of await staffRows()) {
    if (bulkIds.has(s.id)) expect(Number(s.rev)).toBeGreaterThan(before.get(s.id)!)
    else expect(Number(s.rev)).toBe(before.get(s.id))
  }
  const history = await historyOf()
  const writes = (h: { record_id: string }[], id: string) => h.filter((x) => x.record_id === id).length
  for (const id of bulkIds) expect(writes(history, id) - writes(historyBefore, id)).toBe(1)
  await page.getByRole('searchbox', { name: '搜索' }).fill('')

  // Import 500 rows, 7 of them bad: the preview names each bad cell; offline, confirming queues the
  // 493 good rows and nothing reaches the server; back online each arrives exactly once.
  const sheetRows: (string | number)[][] = [['姓名', '手机号', '部门', '状态', '基本工资']]
  const badLines = new Map<number, string>([
    [12, '请输入正确的手机号'],
    [77, '请输入姓名'],
    [150, '请选择部门'],
    [222, '基本工资须为不小于0的金额，最多两位小数'],
    [301, '状态的取值无效'],
    [388, '请输入正确的手机号'],
    [456, '基本工资须为不小于0的金额，最多两位小数'],
  ])
  for (let i = 0; i < 500; i++) {
    const line = i + 2
    const row: (string | number)[] = [
      `导入员工${i}`,
      `139${String(i).padStart(8, '0')}`,
      dept!.name,
      '在职',
      5000 + i / 100,
    ]
    if (line === 12) row[1] = '12345'
    if (line === 77) row[0] = ''
    if (line === 150) row[2] = '不存在的部门'
    if (line === 222) row[4] = 12.345
    if (line === 301) row[3] = '休假'
    if (line === 388) row[1] = '1390000abcd'
    if (line === 456) row[4] = -5
    sheetRows.push(row)
  }
  const upload = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(upload, XLSX.utils.aoa_to_sheet(sheetRows), 'Sheet1')
  await page.getByLabel('导入 Excel').setInputFiles({
    name: '新员工.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: XLSX.write(upload, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
  })
  await expect
    .poll(() => page.getByTestId('import-summary').innerText(), { timeout: 20_000 })
    .toBe('共 500 行：493 行可导入，7 行有错误')
  for (const [line, message] of badLines)
    expect(await page.locator(`li[data-line="${line}"]`).innerText()).toContain(message)
  const imported = async () => (await staffRows()).filter((s) => s.name.startsWith('导入员工'))
  await goOffline(context)
  await page.getByRole('button', { name: '确认导入 493 行' }).click()
  await expect.poll(() => page.getByText('已排队导入 493 行').count(), { timeout: 30_000 }).toBe(1)
  expect(await imported()).toHaveLength(0)
  await goOnline(context)
  await expect.poll(async () => (await imported()).length, { timeout: 60_000 }).toBe(493)
  expect(new Set((await imported()).map((s) => s.mobile)).size).toBe(493)

  // A department with staff: refused on the page with the count, nothing queued.
  const inDept = (await staffRows()).filter((s) => s.depa_id === dept!.id).length
  await page.goto('/staff/staffdepa')
  await page.getByRole('row').filter({ hasText: dept!.name }).getByRole('button', { name: '删除' }).click()
  await expect
    .poll(() => page.getByRole('alert').innerText())
    .toMatch(new RegExp(`仍有 .*\\b${inDept} 条员工档案`))
  expect((await departments()).find((d) => d.id === dept!.id)).toBeDefined()
}, 180_000)
