// Other people's changes, live: two admins on two devices (browser contexts). B has the staff list
// open; A edits a staff member's mobile; B's open list shows A's value without a reload, and B's
// header says the device is live.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appUnderTest, ONLINE_ONLY, signedInPage } from '../helpers/browser.ts'

const app = appUnderTest()

const search = (page: Page, text: string) => page.getByRole('searchbox', { name: '搜索' }).fill(text)

describe('live changes', () => {
  it("shows another admin's edit on an open list within 2 s, and says the device is live", async () => {
    const [first] = (await app.server.db
      .selectFrom('res_staff' as never)
      .select(['name' as never])
      .where('deleted' as never, '=', 0 as never)
      .orderBy('id' as never)
      .limit(1)
      .execute()) as { name: string }[]
    const name = first!.name
    const a = await signedInPage(app, 'admin', 'admin123', ONLINE_ONLY)
    const b = await signedInPage(app, 'admin', 'admin123', ONLINE_ONLY)
    for (const { page } of [a, b]) {
      await page.goto('/staff/stafflist')
      await page.getByTestId('list-total').waitFor()
      await search(page, name)
      await page.getByRole('row').filter({ hasText: name }).first().waitFor()
    }
    await expect
      .poll(() => b.page.getByTestId('live-indicator').innerText(), { timeout: 15_000 })
      .toBe('实时')

    const mobile = '13912345678'
    await a.page
      .getByRole('row')
      .filter({ hasText: name })
      .first()
      .getByRole('button', { name: '编辑' })
      .click()
    await a.page.getByLabel('手机号', { exact: true }).fill(mobile)
    await a.page.getByRole('button', { name: '保存' }).click()
    // Well inside the 30 s poll of a device without a stream, on any CI machine; how fast it is
    // (p50/p95, target < 1 s) is measured by `npm run bench`, not judged here.
    await b.page.getByRole('row').filter({ hasText: mobile }).waitFor({ timeout: 10_000 })
    // The server has A's value: B saw the real write, not something of its own.
    const stored = (await app.server.db
      .selectFrom('res_staff' as never)
      .select(['name' as never])
      .where('mobile' as never, '=', mobile as never)
      .execute()) as { name: string }[]
    expect(stored.map((row) => row.name)).toEqual([name])
    await a.context.close()
    await b.context.close()
  })
})
