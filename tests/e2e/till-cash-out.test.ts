// A cashier taking cash out past the shift's limit (issue 34): the till says so before anything is
// queued and asks for the shop manager's 店长授权; the manager sees the move, by whom, on 销售复核.
import type { Kysely } from 'kysely'
import { describe, expect, it } from 'vitest'
import { appUnderTest, signedInPage, waitForPulled, waitForServiceWorker } from '../helpers/browser.ts'
import { registerBrowserTill } from '../helpers/shop.ts'

const app = appUnderTest()
type Raw = Kysely<Record<string, Record<string, unknown>>>

describe('cash out of the drawer at the till', () => {
  it('¥300 out as a bank deposit needs the manager: said on the till, approved there, listed on 销售复核', async () => {
    const { context, page } = await signedInPage(app, 'shop', 'shop123')
    await registerBrowserTill(app.server, page)
    await page.goto('/dian/shouxian')
    await waitForServiceWorker(page)
    await waitForPulled(page, ['shifts', 'tills'])
    await page.getByText('未开班').waitFor()
    await page.keyboard.press('F7')
    const opening = page.getByRole('dialog', { name: '开班：清点备用金' })
    await opening.getByLabel('备用金（元）').fill('500')
    await opening.getByLabel('备用金（元）').press('Enter')
    await page.getByRole('button', { name: '结班' }).waitFor()

    await page.keyboard.press('F6')
    const move = page.getByRole('dialog', { name: '钱箱存入 / 取出' })
    await move.getByLabel('金额（元）').fill('300')
    await move.getByLabel('原因（必填）').fill('存银行')
    await move.getByLabel('原因（必填）').press('Enter')
    // Said beside the form (the approval opened over it), before anything is queued.
    const approval = page.getByRole('dialog', { name: '店长授权' })
    await approval.getByLabel('店长账号').waitFor()
    await page
      .getByText('本班不经店长已取出 ¥0.00，再取 ¥300.00 将超过每班 ¥200.00 的限额：需要店长授权')
      .waitFor()
    await approval.getByLabel('店长账号').fill('admin')
    await approval.getByLabel('店长密码').fill('admin123')
    await approval.getByLabel('店长密码').press('Enter')
    await move.waitFor({ state: 'detached' })

    const stored = () =>
      (app.server.db as never as Raw)
        .selectFrom('res_cashMoves')
        .selectAll()
        .where('reason', '=', '存银行')
        .executeTakeFirst()
    await expect.poll(async () => (await stored())?.amount, { timeout: 30_000 }).toBe(30_000)
    const manager = String((await stored())?.approved_by)
    expect(manager).not.toBe('')
    await context.close()

    const office = await signedInPage(app, 'admin', 'admin123')
    await office.page.goto('/dian/shenhe')
    await waitForPulled(office.page, ['cashMoves'])
    const row = office.page.getByTestId('cash-moves-review').getByRole('row').filter({ hasText: '存银行' })
    await expect.poll(() => row.innerText()).toContain('¥300.00')
    expect(await row.innerText()).toContain(manager)
    expect(await row.innerText()).toContain('取出')
    await office.context.close()
  })
})
