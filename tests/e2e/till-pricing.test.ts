// The till's prices in the browser (issue 19, item 9): a cashier without the price-override right
// cannot change a price or give a line discount; a holder changes one with a reason, the server
// records it on the order, and the sales review report lists it, offline too.
import type { Kysely } from 'kysely'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  appUnderTest,
  goOffline,
  signedInPage,
  waitForPulled,
  waitForServiceWorker,
} from '../helpers/browser.ts'
import { saleKey } from '../helpers/till.ts'

const app = appUnderTest()

const searchBox = (page: Page) => page.getByRole('combobox', { name: '搜索项目（名称 / 拼音首字母 / 编码）' })

async function addItem(page: Page, code: string) {
  await searchBox(page).fill(code)
  await page.getByRole('option').first().waitFor()
  await searchBox(page).press('Enter')
}

describe('price overrides at the till', () => {
  it('a cashier without the right sees the list price and no discount field to change', async () => {
    const { context, page } = await signedInPage(app, 'shop', 'shop123')
    await page.goto('/dian/shouxian')
    await waitForPulled(page, ['serviceItems'])
    await addItem(page, 'xjc')
    expect(await page.getByLabel('单价（元） 洗剪吹').isEditable()).toBe(false)
    expect(await page.getByLabel('优惠（元） 洗剪吹').isEditable()).toBe(false)
    expect(await page.getByLabel('单价（元） 洗剪吹').inputValue()).toBe('38.00')
    await context.close()
  })

  it('a holder changes a price with a reason; the order records it and the review report lists it offline', async () => {
    const { context, page } = await signedInPage(app, 'admin', 'admin123')
    await page.goto('/dian/shouxian')
    await waitForServiceWorker(page)
    await waitForPulled(page, ['serviceItems', 'orders'])
    await addItem(page, 'xjc')
    const price = page.getByLabel('单价（元） 洗剪吹')
    await price.fill('30')
    await price.press('Tab')
    await expect.poll(() => page.getByTestId('till-total').innerText()).toBe('¥30.00')
    const receiptNo = await saleKey(page)

    // No reason, no sale.
    await page.getByLabel('实收（元）').fill('50')
    await page.getByRole('button', { name: '收款' }).click()
    await expect.poll(() => page.getByRole('alert').innerText()).toBe('改了单价或优惠，请填写改价原因')

    await page.getByLabel('改价原因（必填，记入销售单）').fill('老顾客')
    await page.getByRole('button', { name: '收款' }).click()
    await expect.poll(() => page.getByTestId('receipt-no').getAttribute('data-key')).toBe(receiptNo)
    await expect
      .poll(() => page.getByTestId('sync-indicator').innerText(), { timeout: 30_000 })
      .not.toContain('待同步')

    const db = app.server.db as unknown as Kysely<Record<string, Record<string, unknown>>>
    const order = await db
      .selectFrom('res_orders')
      .selectAll()
      .where('id', '=', receiptNo)
      .executeTakeFirstOrThrow()
    // The receipt prints the short number people read out; the order carries it beside its key.
    const printedNo = await page.getByTestId('receipt-no').innerText()
    expect(printedNo).toMatch(/^[0-9A-Z]{4}-\d{6}-\d{3}$/)
    // Its date is the shop's day, the one the receipt's time is printed in (the browser here runs on UTC).
    const printedAt = await page.getByTestId('receipt-time').innerText()
    expect(printedAt.slice(2, 10).replaceAll('-', '')).toBe(printedNo.split('-')[1])
    expect(order).toMatchObject({
      override_by: '系统管理员',
      override_reason: '老顾客',
      receipt_no: printedNo,
    })
    expect(Number(order.total)).toBe(3000)
    expect(Number(order.list_total)).toBe(3800)

    // The report reads the mirror: it shows the override with the network gone and after a reload.
    await goOffline(context)
    await page.goto('/dian/shenhe')
    const report = page.getByTestId('sale-review')
    await report.waitFor()
    expect(await report.innerText()).toContain('改价：系统管理员，原因：老顾客')
    expect(await report.innerText()).toContain('第1行 洗剪吹：价目表 ¥38.00，收 ¥30.00')
    expect(await report.innerText()).toContain(printedNo)
    await context.close()
  })
})
