// Issue 25: a whole approval with the keyboard alone — sign in, open the waiting sop from the
// approvals home, write the comment, agree — and the decision reaches the server once. (The till's
// keyboard-only day is in till-shift.test.ts.)
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { appUnderTest, openPage } from '../helpers/browser.ts'
import { tableRows } from '../helpers/test-server.ts'

const app = appUnderTest()

/** Presses Tab until the focused element is the one described; fails if it is never reached. */
async function tabTo(page: Page, target: { tag: string; text?: string }): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab')
    const found = await page.evaluate(({ tag, text }) => {
      const el = document.activeElement
      return !!el && el.tagName === tag && (text === undefined || el.textContent?.trim() === text)
    }, target)
    if (found) return
  }
  throw new Error(`Tab never reached ${target.tag} ${target.text ?? ''}`)
}

it('signs in, opens a waiting approval, comments and agrees, with no mouse', async () => {
  const { context, page } = await openPage(app.browser, app.server)
  await page.goto('/login')
  // The login page starts in the user name field.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBeTruthy()
  await page.keyboard.type('field')
  await page.keyboard.press('Tab')
  await page.keyboard.type('field123')
  await page.keyboard.press('Enter')
  await page.waitForURL(`${app.server.url}/`)

  await page.goto('/expe/expehome')
  const title = '滨江花园二期 铝合金门窗供货合同'
  await page.getByTestId('sop-table').filter({ visible: true }).getByRole('link', { name: title }).waitFor()
  await tabTo(page, { tag: 'A', text: title })
  await page.keyboard.press('Enter')
  const detail = page.getByTestId('sop-detail').filter({ visible: true })
  await detail.getByRole('heading', { name: title }).waitFor()

  await tabTo(page, { tag: 'TEXTAREA' })
  await page.keyboard.type('门窗型号与图纸一致')
  await tabTo(page, { tag: 'BUTTON', text: '同意' })
  await page.keyboard.press('Enter')
  await detail.getByTestId('decide-panel').waitFor({ state: 'detached' })

  const sop = (await tableRows(app.server, 'res_sops')).find((r) => r.title === title)!
  const agreed = async () =>
    (await tableRows(app.server, 'res_sopResults')).filter(
      (r) => r.sop_id === sop.id && r.decision === 'agree' && r.comment === '门窗型号与图纸一致',
    ).length
  await expect.poll(agreed, { timeout: 20_000 }).toBe(1)
  await context.close()
})
