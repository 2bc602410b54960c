// Issue 25: a whole approval with the keyboard alone — sign in, open the waiting sop from the
// approvals home, write the comment, agree — and the decision reaches the server once. (The till's
// keyboard-only day is in till-shift.test.ts.) And one by thumb on a phone: each waiting request is a
// card whose title is a tap target, and nothing scrolls sideways.
import type { Page } from 'playwright-core'
import { expect, it } from 'vitest'
import { appUnderTest, ONLINE_ONLY, openPage, withoutServiceWorker } from '../helpers/browser.ts'
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
  const { context, page } = await openPage(app.browser, app.server, ONLINE_ONLY)
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

it('at 390 × 844 by touch: the waiting request is a card, its title is tapped, and the decision reaches the server once', async () => {
  const context = await app.browser.newContext({
    baseURL: app.server.url,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  })
  await withoutServiceWorker(context)
  const page = await context.newPage()
  await page.goto('/login')
  await page.getByLabel('用户名').fill('field')
  await page.getByLabel('密码').fill('field123')
  await page.getByRole('button', { name: '登录' }).tap()
  await page.waitForURL((u) => !u.pathname.startsWith('/login'))
  await page.goto('/expe/expehome')
  const title = '滨江花园二期 11月劳务费结算'
  const card = page.getByTestId('sop-cards').filter({ visible: true }).getByRole('link', { name: title })
  await card.waitFor()
  // A card, not the desktop table squeezed to the phone's width.
  expect(await page.getByTestId('sop-table').filter({ visible: true }).count()).toBe(0)
  expect((await card.boundingBox())!.height).toBeGreaterThanOrEqual(44)
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(await sideways()).toBe(0)

  await card.tap()
  const detail = page.getByTestId('sop-detail').filter({ visible: true })
  await detail.getByRole('heading', { name: title }).waitFor()
  expect(await sideways()).toBe(0)
  await detail.getByLabel('审批意见').fill('产值已核对')
  await detail.getByRole('button', { name: '同意' }).tap()
  await detail.getByTestId('decide-panel').waitFor({ state: 'detached' })

  const sop = (await tableRows(app.server, 'res_sops')).find((r) => r.title === title)!
  const agreed = async () =>
    (await tableRows(app.server, 'res_sopResults')).filter(
      (r) => r.sop_id === sop.id && r.decision === 'agree' && r.comment === '产值已核对',
    ).length
  await expect.poll(agreed, { timeout: 20_000 }).toBe(1)
  await context.close()
})
