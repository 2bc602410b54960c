// Issue 19: an admin lifts an account's sign-in lock-out from the user list; the lift is an outbox
// command like every other write, and the locked-out user signs in again.
import { describe, expect, it } from 'vitest'
import { appUnderTest, ONLINE_ONLY, signedInPage } from '../helpers/browser.ts'
import { call } from '../helpers/test-server.ts'

const app = appUnderTest()

const signIn = (password: string) =>
  call(app.server, 'POST', '/user/userLogin', { body: { username: 'shop', password } })

describe('sign-in lock-out', () => {
  it('the admin lifts it with the button on /site/siteuserlist', async () => {
    for (let i = 0; i < 10; i++) {
      await signIn('guess-123')
      app.server.clock.advance(20_000)
    }
    expect((await signIn('shop123')).body.msg).toMatch(/账号已锁定/)

    const { context, page } = await signedInPage(app, 'admin', 'admin123', ONLINE_ONLY)
    await page.goto('/site/siteuserlist')
    const shopRow = page.locator('tr[data-username="shop"]').filter({ visible: true })
    await shopRow.waitFor({ timeout: 15_000 })
    await shopRow.getByRole('button', { name: '解除登录锁定' }).click()
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: '解除' }).first().innerText(), {
        timeout: 5_000,
      })
      .toBe('已提交解除“shop”的登录锁定')
    await expect.poll(async () => (await signIn('shop123')).body.code, { timeout: 20_000 }).toBe(200)
    await context.close()
  })
})
