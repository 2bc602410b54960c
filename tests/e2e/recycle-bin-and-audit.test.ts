// Issue 37: a deleted record can be brought back, and an auditor answers "who changed this and when".
// An HR clerk bulk-deletes 100 staff files with one confirmation; the admin finds them in the recycle
// bin and restores three, which come back to the clerk's list with their history (deleted, then
// restored); the audit log shows the clerk's deletes to the admin, with no way to delete them.
import { expect, it } from 'vitest'
import { PUSH_BATCH_PATH, type PushBatchEntry, type PushBatchResult } from '../../src/api/push-batch.ts'
import { newId } from '../../src/data/enqueue.ts'
import { appUnderTest, ONLINE_ONLY, signedInPage } from '../helpers/browser.ts'
import { bearer, call } from '../helpers/test-server.ts'

const app = appUnderTest()
const NAME = '离职归档'

/** Staff files the admin filed elsewhere, sent as a device's queue sends them (50 to a request). */
async function seedStaff(count: number): Promise<string[]> {
  const signIn = await call<{ ID: number }>(app.server, 'POST', '/user/userLogin', {
    body: { username: 'admin', password: 'admin123' },
  })
  const token = signIn.body.token!
  const entries: PushBatchEntry[] = Array.from({ length: count }, (_, i) => {
    const body = {
      id: newId(),
      name: `${NAME}${String(i).padStart(3, '0')}`,
      mobile: `136${String(i).padStart(8, '0')}`,
      status: 'active',
    }
    return { key: newId(), path: '/staff/saveStaff', owner: signIn.body.data.ID, body: JSON.stringify(body) }
  })
  for (let i = 0; i < entries.length; i += 50) {
    const sent = await call<{ results: PushBatchResult[] }>(app.server, 'POST', PUSH_BATCH_PATH, {
      headers: bearer(token),
      body: { entries: entries.slice(i, i + 50) },
    })
    expect(sent.body.data.results.every((r) => r.answer?.code === 200)).toBe(true)
  }
  return entries.map((e) => (JSON.parse(e.body) as { id: string }).id)
}

const liveStaff = async (ids: string[]) =>
  (
    (await app.server.db
      .selectFrom('res_staff' as never)
      .select(['id' as never, 'deleted' as never])
      .execute()) as { id: string; deleted: number }[]
  ).filter((s) => ids.includes(s.id) && !s.deleted).length

it('100 files deleted at once wait in the bin; three come back with their history; the audit log names the clerk', async () => {
  const ids = await seedStaff(100)
  const clerk = await signedInPage(app, 'office', 'office123', ONLINE_ONLY)
  const { page } = clerk
  await page.goto('/staff/stafflist')
  await page.getByRole('searchbox', { name: '搜索' }).fill(NAME)
  await expect.poll(() => page.getByTestId('list-total').innerText(), { timeout: 30_000 }).toBe('共 100 条')
  page.on('dialog', (d) => void d.accept())
  await page.getByLabel('全选当前结果').check()
  await page.getByRole('button', { name: '批量删除' }).click()
  await expect.poll(() => liveStaff(ids), { timeout: 60_000 }).toBe(0)

  const admin = await signedInPage(app, 'admin', 'admin123', ONLINE_ONLY)
  await admin.page.goto('/site/siterecycle')
  const bin = admin.page.getByTestId('recycle-bin')
  await bin.getByText(`${NAME}099`).waitFor({ timeout: 30_000 })
  const back = [`${NAME}007`, `${NAME}042`, `${NAME}099`]
  for (const name of back) {
    const row = bin.getByRole('row', { name: new RegExp(name) })
    await expect.poll(() => row.innerText()).toContain('办公室文员')
    await row.getByRole('button', { name: '恢复' }).click()
    await row.waitFor({ state: 'detached', timeout: 30_000 })
  }
  expect(await liveStaff(ids)).toBe(3)

  // Back in the clerk's list, and each one's history tells the delete and the restore.
  await expect.poll(() => page.getByTestId('list-total').innerText(), { timeout: 30_000 }).toBe('共 3 条')
  await page
    .getByRole('row', { name: new RegExp(back[1]!) })
    .getByRole('button', { name: '编辑' })
    .click()
  await page.getByRole('tab', { name: '修改历史' }).click()
  const history = page.getByTestId('record-history')
  await history.getByText('从回收站恢复').waitFor({ timeout: 15_000 })
  await expect
    .poll(() => history.innerText())
    .toMatch(/系统管理员[\s\S]*从回收站恢复[\s\S]*办公室文员[\s\S]*删除/)

  // The admin's audit log: the clerk's deletes, named, and nothing on the page deletes them.
  await admin.page.goto('/site/siteaudit')
  await admin.page.getByLabel('操作').selectOption({ label: '删除' })
  const log = admin.page.getByTestId('audit-log')
  await expect
    .poll(() => admin.page.getByText(/^共 \d+ 条$/).innerText(), { timeout: 15_000 })
    .toBe('共 100 条')
  const first = log.locator('tbody tr').first()
  await expect
    .poll(() => first.innerText())
    .toMatch(/办公室文员[\s\S]*员工档案[\s\S]*离职归档\d{3}[\s\S]*删除[\s\S]*\/staff\/deleteStaff/)
  expect(await admin.page.getByRole('button', { name: /删除/ }).count()).toBe(0)
  await clerk.context.close()
  await admin.context.close()
})
