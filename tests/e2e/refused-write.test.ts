// A write the server refuses is never dropped behind the user's back: the sync panel names it with
// the server's reason, "fix and retry" reopens the form holding what was typed, and only the user
// discards it.
import { ulid } from 'ulid'
import { expect, it } from 'vitest'
import {
  appUnderTest,
  goOffline,
  goOnline,
  signedInPage,
  waitForPulled,
  waitForServiceWorker,
} from '../helpers/browser.ts'
import { bearer, call, login } from '../helpers/test-server.ts'

const app = appUnderTest()

it('an offline edit of a department deleted meanwhile is shown refused, reopens for fixing, and goes only when discarded', async () => {
  // A department nobody works in yet: one that still has staff cannot be deleted at all.
  const department = { id: ulid(), name: '临时筹备部' }
  const created = await call(app.server, 'POST', '/staff/saveStaffDepa', {
    body: { ...department, status: 'active' },
    headers: { ...bearer(await login(app.server, 'admin', 'admin123')), 'idempotency-key': ulid() },
  })
  expect(created.body.code).toBe(200)
  const { context, page } = await signedInPage(app, 'admin', 'admin123')
  await waitForServiceWorker(page)
  await waitForPulled(page, ['departments'])

  await goOffline(context)
  await page.goto('/staff/staffdepa')
  const row = page.getByRole('row').filter({ hasText: department!.name }).filter({ visible: true })
  await row.getByRole('button', { name: '编辑' }).click()
  const typed = `${department!.name}（改名）`
  await page.getByRole('dialog').locator('#field-name').fill(typed)
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })

  // Meanwhile someone at the office deletes that department.
  const token = await login(app.server, 'office', 'office123')
  const removed = await call(app.server, 'POST', '/staff/delStaffDepa', {
    body: { id: department!.id },
    headers: { ...bearer(token), 'idempotency-key': ulid() },
  })
  expect(removed.body.code).toBe(200)

  await goOnline(context)
  const indicator = page.getByTestId('sync-indicator')
  await expect.poll(() => indicator.innerText(), { timeout: 30_000 }).toMatch(/\b1\b/)
  await indicator.click()
  const failed = page.locator('li').filter({ hasText: '该记录已被删除' })
  await failed.waitFor()

  await failed.getByRole('button', { name: '修正后重试' }).click()
  await expect.poll(() => page.getByRole('dialog').locator('#field-name').inputValue()).toBe(typed)
  await page.getByRole('dialog').getByRole('button', { name: '取消' }).click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })

  // Still there until the user lets it go.
  if (!(await failed.isVisible())) await indicator.click()
  page.once('dialog', (d) => void d.accept())
  await failed.getByRole('button', { name: '丢弃' }).click()
  await expect.poll(() => page.locator('li').filter({ hasText: '该记录已被删除' }).count()).toBe(0)
  const stored = (await app.server.db
    .selectFrom('res_departments' as never)
    .select(['name', 'deleted'] as never)
    .where('id' as never, '=', department!.id as never)
    .executeTakeFirst()) as { name: string; deleted: number }
  expect(stored).toEqual({ name: department!.name, deleted: 1 })
  await context.close()
}, 120_000)
