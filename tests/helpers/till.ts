import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

/** The till's item search, as its label reads. */
export const searchBox = (page: Page) =>
  page.getByRole('combobox', { name: '搜索项目（名称 / 拼音首字母 / 编码）' })

/** The sale in progress's id (its Idempotency-Key and order id), which the screen keeps beside its receipt number. */
export async function saleKey(page: Page): Promise<string> {
  return (await page.getByTestId('sale-receipt-no').getAttribute('data-key')) ?? ''
}

/** A Z report line's amount in fen (signed as printed: refunds and cash out negative). */
export const zAmount = async (scope: Page | Locator, testId: string) =>
  Number(await scope.getByTestId(testId).locator('[data-amount]').getAttribute('data-amount'))

/** F8, the sale found by its receipt number or id: the dialog and its 按商品退款 lines. */
export async function findSaleToRefund(page: Page, sale: string) {
  await page.keyboard.press('F8')
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('小票号，回车查找').fill(sale)
  await dialog.getByLabel('小票号，回车查找').press('Enter')
  return { dialog, lines: dialog.getByRole('group', { name: '按商品退款' }) }
}

/**
 * F8, the sale, the line named `name` ticked, a reason, 退款 and 确认退款, up to the refund slip;
 * answers the dialog, still open on the slip.
 */
export async function refundLine(page: Page, sale: string, name: string) {
  const { dialog, lines } = await findSaleToRefund(page, sale)
  await lines.getByLabel(new RegExp(name)).check()
  await dialog.getByLabel('退款原因（必填）').fill('顾客退货')
  await dialog.getByRole('button', { name: '退款', exact: true }).click()
  const confirm = dialog.getByTestId('refund-confirm')
  expect(await confirm.innerText()).toContain(`${name} ×1`)
  await confirm.getByRole('button', { name: '确认退款' }).click()
  await dialog.getByTestId('refund-slip').waitFor()
  return dialog
}
