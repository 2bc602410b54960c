// Refunds by line in the browser: the same line given back on two tills that are both offline; the
// first to reach the server is taken, the second comes back to its till refused, with the reason.
import type { Kysely } from 'kysely'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  appUnderTest,
  goOffline,
  goOnline,
  signedInPage,
  waitForPulled,
  waitForServiceWorker,
} from '../helpers/browser.ts'
import { cashSale, shopData } from '../helpers/shop.ts'
import { bearer, call, login } from '../helpers/test-server.ts'
import { findSaleToRefund, refundLine, searchBox } from '../helpers/till.ts'

const app = appUnderTest()
type Raw = Kysely<Record<string, Record<string, unknown>>>

async function tillOffline(username: string, password: string) {
  const { context, page } = await signedInPage(app, username, password)
  await page.goto('/dian/shouxian')
  await waitForServiceWorker(page)
  await searchBox(page).waitFor()
  await waitForPulled(page, ['serviceItems', 'orders', 'refunds'])
  await goOffline(context)
  return { context, page }
}

async function synced(page: Page, context: BrowserContext) {
  await goOnline(context)
  await expect
    .poll(() => page.getByTestId('sync-indicator').innerText(), { timeout: 30_000 })
    .not.toContain('待同步')
}

describe('a line given back on two tills offline', () => {
  it('the first to arrive is taken; the second till shows it refused with the reason, and the line as given back', async () => {
    const { items } = await shopData(app.server)
    // The cheapest item first: a refund of it stays within the offline cap of one refund.
    const [cheap, other] = [...items].sort((a, b) => Number(a.price) - Number(b.price))
    const cart = [cheap!, other!].map((i) => ({
      item_id: String(i.id),
      name: String(i.name),
      price: Number(i.price),
      qty: 1,
      discount: 0,
    }))
    const sale = cashSale(cart)
    const token = await login(app.server, 'shop', 'shop123')
    const sold = await call(app.server, 'POST', '/dian/saveCashCheckout', {
      body: sale,
      headers: { ...bearer(token), 'idempotency-key': sale.id },
    })
    expect(sold.body.code).toBe(200)
    const name = String(cheap!.name)

    const a = await tillOffline('shop', 'shop123')
    const b = await tillOffline('admin', 'admin123')
    for (const till of [a, b]) {
      await refundLine(till.page, sale.id, name)
      await till.page.keyboard.press('Escape')
    }

    await synced(a.page, a.context)
    await goOnline(b.context)
    // B's refund comes back refused, in its sync panel, with the server's reason.
    await expect
      .poll(() => b.page.getByTestId('sync-indicator').locator('.bg-red-500').count(), { timeout: 30_000 })
      .toBe(1)
    await b.page.getByTestId('sync-indicator').click()
    await expect
      .poll(() => b.page.getByTestId('sync-panel').innerText())
      .toContain(`第1行「${name}」已经全部退过，不能再退`)
    await b.page.getByTestId('sync-indicator').click()

    const db = app.server.db as never as Raw
    const refunds = await db.selectFrom('res_refunds').selectAll().where('order_id', '=', sale.id).execute()
    expect(refunds.map((r) => Number(r.amount))).toEqual([cheap!.price])
    // On B the line now reads as given back, and cannot be ticked again.
    const { lines } = await findSaleToRefund(b.page, sale.id)
    await expect.poll(() => lines.innerText(), { timeout: 20_000 }).toContain('已全退')
    expect(await lines.getByLabel(new RegExp(name)).isDisabled()).toBe(true)
    await a.context.close()
    await b.context.close()
  })
})
