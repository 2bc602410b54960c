import type { Page } from 'playwright-core'

/** The sale in progress's id (its Idempotency-Key and order id), which the screen keeps beside its receipt number. */
export async function saleKey(page: Page): Promise<string> {
  return (await page.getByTestId('sale-receipt-no').getAttribute('data-key')) ?? ''
}
