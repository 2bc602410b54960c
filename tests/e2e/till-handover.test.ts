// Two cashiers on one till (issue 34): cashier A opens the shift and sells, signs out; cashier B signs
// in on the same browser, sees A's shift (never 未开班), takes it over, sells and closes. The receipt
// numbers go on from A's, and the server's shift names both cashiers and the handover.
import type { Kysely } from 'kysely'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  appUnderTest,
  openUserMenuAndSignOut,
  signedInPage,
  signInThroughPage,
  waitForPulled,
} from '../helpers/browser.ts'
import { addCashier, registerBrowserTill } from '../helpers/shop.ts'

const app = appUnderTest()
type Raw = Kysely<Record<string, Record<string, unknown>>>

const searchBox = (page: Page) => page.getByRole('combobox', { name: '搜索项目（名称 / 拼音首字母 / 编码）' })

/** One cash sale by keyboard; answers the receipt number. */
async function sale(page: Page, cash: string) {
  await searchBox(page).waitFor()
  await searchBox(page).click()
  await page.keyboard.type('xjc')
  await page.getByRole('listbox').getByRole('option').first().waitFor()
  await page.keyboard.press('Enter')
  await page.keyboard.press('F9')
  await page.keyboard.type(cash)
  await page.keyboard.press('Enter')
  await page.getByText('收款成功').waitFor()
  const receiptNo = await page.getByTestId('receipt-no').innerText()
  await page.keyboard.press('Enter')
  return receiptNo
}

const seqOf = (receiptNo: string) => Number(receiptNo.split('-').at(-1))

describe('a handover on one till', () => {
  it('A opens and sells, signs out; B signs in on the same browser, sees A’s shift, takes it over, sells and closes; the server’s shift has both cashiers', async () => {
    const second = await addCashier(app.server, 'shopb', '收银员乙')
    const { page } = await signedInPage(app, 'shop', 'shop123')
    const till = await registerBrowserTill(app.server, page, '前台一号')
    await page.goto('/dian/shouxian')
    await waitForPulled(page, ['serviceItems', 'shifts', 'tills'])
    await page.getByText('未开班').waitFor()
    await page.getByRole('button', { name: '开班' }).click()
    await page.getByLabel('备用金（元）').fill('100')
    await page.getByLabel('备用金（元）').press('Enter')
    await page.getByRole('button', { name: '结班' }).waitFor()
    const first = await sale(page, '50')
    expect(first.startsWith(`${till.code}-`)).toBe(true)
    await expect
      .poll(() => page.getByTestId('sync-indicator').innerText(), { timeout: 30_000 })
      .not.toContain('待同步')

    await openUserMenuAndSignOut(page, '门店收银员')
    await page.waitForURL(/\/login/)
    // Signing in again brings B back to the till page A left.
    await signInThroughPage(page, second.username, second.password)
    await page.waitForURL(/\/dian\/shouxian$/)
    // B sees A's open shift on this till, never 未开班, and takes it over.
    const handover = page.getByRole('dialog')
    await handover.getByText('门店收银员').waitFor({ timeout: 30_000 })
    expect(await page.getByText('未开班').count()).toBe(0)
    await handover.getByRole('button', { name: '接班' }).click()
    await page.getByRole('button', { name: '结班' }).waitFor()
    const next = await sale(page, '50')
    expect(next.split('-').slice(0, 2)).toEqual(first.split('-').slice(0, 2))
    expect(seqOf(next)).toBe(seqOf(first) + 1)

    await page.getByRole('button', { name: '结班' }).click()
    const expected = await page.getByTestId('shift-expected').innerText()
    await page.getByLabel('实点现金（元）').fill(expected.replace(/[¥,]/g, ''))
    await page.getByLabel('实点现金（元）').press('Enter')
    await page.getByText('Z 报表（结班报表）').first().waitFor()

    const db = app.server.db as never as Raw
    await expect
      .poll(
        async () =>
          (await db.selectFrom('res_shifts').selectAll().where('till', '=', till.code).executeTakeFirst())
            ?.status,
        { timeout: 30_000 },
      )
      .toBe('closed')
    const shift = await db
      .selectFrom('res_shifts')
      .selectAll()
      .where('till', '=', till.code)
      .executeTakeFirst()
    expect(shift).toMatchObject({
      cashiers: '门店收银员、收银员乙',
      cashier: '收银员乙',
      closed_by: '收银员乙',
    })
    expect(JSON.parse(String(shift?.handovers))).toMatchObject([{ from: '门店收银员', to: '收银员乙' }])
    const sold = await db
      .selectFrom('res_orders')
      .select(['receipt_no', 'cashier', 'shift_id'])
      .where('receipt_no', 'in', [first, next])
      .orderBy('receipt_no')
      .execute()
    expect(sold).toEqual([
      { receipt_no: first, cashier: '门店收银员', shift_id: shift?.id },
      { receipt_no: next, cashier: '收银员乙', shift_id: shift?.id },
    ])
    // Two sign-ins, a shift and its close in one journey: longer than one screen's test.
  }, 300_000)
})
