// Issue 18, part 2, in two real browsers: A (office) edits staff files offline while B (admin) edits
// them online. Edits of different fields merge with no question; an edit of a field B changed is a
// conflict A sees with both values, and each of keep mine, take theirs and edit ends on the server.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { FaultInjector } from '../../server/ports/faults.ts'
import { newId } from '../../src/data/enqueue.ts'
import { appUnderTest, goOffline, goOnline, signedInPage, waitForServiceWorker } from '../helpers/browser.ts'
import { bearer, call, login } from '../helpers/test-server.ts'

const faults = new FaultInjector()
const app = appUnderTest({ faults })

type Staff = { id: string; name: string; mobile: string; email: string; remark: string }

async function createStaff(name: string): Promise<Staff> {
  const token = await login(app.server, 'admin', 'admin123')
  const row = { id: newId(), name, mobile: '13800000001', email: '会计', remark: '老员工' }
  await call(app.server, 'POST', '/staff/saveStaff', {
    headers: { ...bearer(token), 'idempotency-key': newId() },
    body: row,
  })
  return row
}

async function onServer(id: string): Promise<Staff> {
  return (await app.server.db
    .selectFrom('res_staff' as never)
    .selectAll()
    .where('id' as never, '=', id as never)
    .executeTakeFirstOrThrow()) as Staff
}

async function openList(page: Page, name: string) {
  await page.goto('/staff/stafflist')
  await page.getByRole('searchbox', { name: '搜索' }).fill(name)
  await page.getByRole('row').filter({ hasText: name }).waitFor({ timeout: 15_000 })
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name })

/** Opens the record's form from the list, sets the given fields by label and saves. */
async function edit(page: Page, name: string, values: Record<string, string>) {
  await row(page, name).getByRole('button', { name: '编辑' }).click()
  for (const [label, value] of Object.entries(values))
    await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByRole('button', { name: '保存' }).click()
  // Saved on the device: the form closed (it stays open with the reason if refused).
  await page.getByRole('button', { name: '保存' }).waitFor({ state: 'detached' })
}

/** A's device loses the network: the browser's, and the server ignores this device's calls too. */
async function cutOff(context: BrowserContext, page: Page) {
  const device = await page.evaluate(() => localStorage.getItem('VisitorId'))
  faults.set((c) => (c.device === device ? { type: 'drop' } : null))
  await goOffline(context)
}

async function reconnect(context: BrowserContext) {
  faults.clear()
  await goOnline(context)
}

async function panel(page: Page, open: boolean) {
  const indicator = page.getByTestId('sync-indicator')
  if ((await indicator.getAttribute('aria-expanded')) !== String(open)) await indicator.click()
  await expect.poll(() => indicator.getAttribute('aria-expanded')).toBe(String(open))
}

/** "Sync now" in the sync panel, so the user edits on the server's current row. */
async function syncNow(page: Page, name: string, expected: string) {
  await panel(page, true)
  await page.getByRole('button', { name: '立即同步' }).click()
  await panel(page, false)
  await expect.poll(() => row(page, name).innerText(), { timeout: 15_000 }).toContain(expected)
}

/** A's sync panel with the conflict shown. */
async function conflictInPanel(page: Page) {
  await expect
    .poll(() => page.getByTestId('sync-indicator').locator('.bg-red-500').count(), { timeout: 20_000 })
    .toBe(1)
  await panel(page, true)
  const conflict = page.getByTestId('edit-conflict')
  await conflict.waitFor()
  return conflict
}

describe('several people editing the same staff file', () => {
  it('offline edits of some fields and online edits of others all land, and nobody is asked', async () => {
    const he = await createStaff('测试何霞')
    const a = await signedInPage(app, 'office', 'office123')
    // A's device is set up for offline use: its service worker holds the app's code.
    await waitForServiceWorker(a.page)
    const b = await signedInPage(app, 'admin', 'admin123')
    await openList(a.page, '测试何霞')
    await openList(b.page, '测试何霞')

    await cutOff(a.context, a.page)
    await edit(a.page, '测试何霞', { 手机号: '13911112222', 邮箱: '出纳' })
    await edit(b.page, '测试何霞', { 备注: '调岗到财务部' })
    await expect.poll(async () => (await onServer(he.id)).remark, { timeout: 15_000 }).toBe('调岗到财务部')

    await reconnect(a.context)
    await expect
      .poll(
        async () => {
          const s = await onServer(he.id)
          return [s.mobile, s.email, s.remark]
        },
        { timeout: 20_000 },
      )
      .toEqual(['13911112222', '出纳', '调岗到财务部'])
    await expect.poll(() => a.page.getByTestId('sync-indicator').innerText()).not.toContain('待同步')
    expect(await a.page.getByTestId('sync-indicator').locator('.bg-red-500').count()).toBe(0)

    // The record's History tab says who changed what.
    await syncNow(a.page, '测试何霞', '13911112222')
    await row(a.page, '测试何霞').getByRole('button', { name: '编辑' }).click()
    await a.page.getByRole('tab', { name: '修改历史' }).click()
    const history = a.page.getByTestId('record-history')
    await expect.poll(() => history.innerText(), { timeout: 15_000 }).toContain('系统管理员')
    const text = await history.innerText()
    expect(text).toContain('备注: 老员工 → 调岗到财务部')
    expect(text).toContain('手机号: 13800000001 → 13911112222')
    expect(text).toContain('办公室文员')
    // Where each change came from, in words: this device, or whose device and which, never its id.
    expect(text).toContain('设备: 本机')
    expect(text).toMatch(/系统管理员的设备（Chrome · \w+）/)
    expect(text).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/)
    await a.context.close()
    await b.context.close()
  })

  it('an edit of a field someone changed meanwhile shows both values; keep mine, take theirs and edit each decide', async () => {
    const ht = await createStaff('测试何涛')
    const a = await signedInPage(app, 'office', 'office123')
    // A's device is set up for offline use: its service worker holds the app's code.
    await waitForServiceWorker(a.page)
    const b = await signedInPage(app, 'admin', 'admin123')
    await openList(a.page, '测试何涛')
    await openList(b.page, '测试何涛')

    // Keep mine.
    await cutOff(a.context, a.page)
    await edit(a.page, '测试何涛', { 手机号: '13911110001' })
    await edit(b.page, '测试何涛', { 手机号: '13922220001' })
    await expect.poll(async () => (await onServer(ht.id)).mobile, { timeout: 15_000 }).toBe('13922220001')
    await reconnect(a.context)
    let conflict = await conflictInPanel(a.page)
    // Named as soon as the panel has read the record's name from the device (a live read).
    await expect.poll(() => a.page.getByTestId('failed-entry-name').innerText()).toBe('员工档案：测试何涛')
    // The panel's headline says so; it said 已全部同步 while an edit was refused.
    expect(await a.page.getByTestId('sync-pending').innerText()).toMatch(/^同步失败 1 · /)
    const post = conflict.locator('[data-field="mobile"]')
    expect(await post.locator('[data-side="theirs"]').innerText()).toContain('13922220001')
    expect(await post.locator('[data-side="theirs"]').innerText()).toContain('系统管理员 于')
    expect(await post.locator('[data-side="yours"]').innerText()).toBe('13911110001')
    // Nothing resolved itself: the server still has B's value while A has not chosen.
    expect((await onServer(ht.id)).mobile).toBe('13922220001')
    await conflict.getByRole('button', { name: '保留我的' }).click()
    await expect.poll(async () => (await onServer(ht.id)).mobile, { timeout: 15_000 }).toBe('13911110001')
    await panel(a.page, false)

    // Take theirs.
    await syncNow(b.page, '测试何涛', '13911110001')
    await syncNow(a.page, '测试何涛', '13911110001')
    await cutOff(a.context, a.page)
    await edit(a.page, '测试何涛', { 手机号: '13911110002' })
    await edit(b.page, '测试何涛', { 手机号: '13922220002' })
    await expect.poll(async () => (await onServer(ht.id)).mobile, { timeout: 15_000 }).toBe('13922220002')
    await reconnect(a.context)
    await conflictInPanel(a.page)
    await panel(a.page, false)
    // The record's own form shows the same question, and answers it too.
    await row(a.page, '测试何涛').getByRole('button', { name: '编辑' }).click()
    const inForm = a.page.getByRole('dialog').getByTestId('edit-conflict')
    await inForm.waitFor()
    expect(await inForm.locator('[data-side="yours"]').innerText()).toBe('13911110002')
    await inForm.getByRole('button', { name: '采用对方的' }).click()
    await inForm.waitFor({ state: 'detached' })
    await a.page.getByRole('button', { name: '取消' }).click()
    await expect.poll(() => row(a.page, '测试何涛').innerText(), { timeout: 15_000 }).toContain('13922220002')
    expect((await onServer(ht.id)).mobile).toBe('13922220002')

    // Edit: the form opens on B's row with A's value over it; A settles on a third value.
    await syncNow(b.page, '测试何涛', '13922220002')
    await cutOff(a.context, a.page)
    await edit(a.page, '测试何涛', { 手机号: '13911110003', 备注: 'A的备注' })
    await edit(b.page, '测试何涛', { 手机号: '13922220003' })
    await expect.poll(async () => (await onServer(ht.id)).mobile, { timeout: 15_000 }).toBe('13922220003')
    await reconnect(a.context)
    conflict = await conflictInPanel(a.page)
    await conflict.getByRole('button', { name: '编辑后重发' }).click()
    const form = a.page.getByRole('dialog')
    await form.getByLabel('手机号', { exact: true }).waitFor()
    expect(await form.getByLabel('手机号', { exact: true }).inputValue()).toBe('13911110003')
    expect(await form.getByLabel('备注', { exact: true }).inputValue()).toBe('A的备注')
    await form.getByLabel('手机号', { exact: true }).fill('13933330003')
    await form.getByRole('button', { name: '保存' }).click()
    await expect
      .poll(
        async () => {
          const s = await onServer(ht.id)
          return [s.mobile, s.remark]
        },
        { timeout: 15_000 },
      )
      .toEqual(['13933330003', 'A的备注'])
    await expect.poll(() => a.page.getByTestId('sync-indicator').locator('.bg-red-500').count()).toBe(0)
    await a.context.close()
    await b.context.close()
  })
})
