// A view whose code chunk cannot be fetched offers a reload instead of a blank page (spec §8).
import type { Route } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appUnderTest, signInThroughPage } from '../helpers/browser.ts'

const app = appUnderTest()

const MY_USER_CHUNK = /\/static\/js\/my-user-page-[\w-]+\.js$/
/** Headless UI: menus and dialogs, fetched when the shell goes idle (src/ui/headless.tsx). */
const MENUS_CHUNK = /\/static\/js\/headlessui[\w.-]*\.js$/
const ANY_SCRIPT = /\.js$/
const cutOff = (route: Route) => route.abort('internetdisconnected')

describe('a view whose chunk fails to load', () => {
  it('offers a reload inside the shell, and the reload brings the view once the chunk comes through', async () => {
    // No service worker here: it precaches every chunk at install and would answer from its cache, so
    // a blocked network would prove nothing. The page then stands where a real failure happens: a
    // chunk not (or no longer) in any cache, e.g. before the worker installed or after a new release.
    const context = await app.browser.newContext({
      baseURL: app.server.url,
      locale: 'zh-CN',
      serviceWorkers: 'block',
    })
    const page = await context.newPage()
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/login')
    // The menus' code cannot come either: the user's press says so, rather than doing nothing.
    await page.route(MENUS_CHUNK, cutOff)
    await signInThroughPage(page, 'admin', 'admin123')
    await page.locator('[data-tab="/"]').waitFor()
    const userMenu = page.getByRole('button', { name: '系统管理员' })
    await userMenu.click()
    await expect
      .poll(() => page.getByTestId('global-message').innerText(), { timeout: 10_000 })
      .toContain('还没有下载到本机')
    expect(await page.getByRole('menuitem', { name: '个人中心' }).count()).toBe(0)
    await page.unroute(MENUS_CHUNK, cutOff)

    await page.route(MY_USER_CHUNK, cutOff)
    await userMenu.click()
    await page.getByRole('menuitem', { name: '个人中心' }).click()
    await page.waitForURL(`${app.server.url}/myuser`)

    const offer = page.getByRole('alert').filter({ hasText: '页面加载失败' })
    await offer.waitFor()
    // The shell stays usable around the failed view: its menu and tab are there, the view is not.
    expect(await page.getByRole('navigation', { name: 'groups' }).isVisible()).toBe(true)
    expect(await page.locator('[data-tab="/myuser"]').isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: '个人中心' }).count()).toBe(0)
    // Support can see which file failed.
    await page.getByRole('button', { name: '错误日志' }).click()
    await expect.poll(() => page.getByText(/my-user-page-[\w-]+\.js/).isVisible()).toBe(true)
    await page.keyboard.press('Escape')

    await page.unroute(MY_USER_CHUNK, cutOff)
    await offer.getByRole('button', { name: '刷新页面' }).click()
    await page.getByRole('heading', { name: '个人中心' }).waitFor()
    expect(await page.getByRole('definition').first().innerText()).toBe('admin')
    expect(await offer.count()).toBe(0)

    // The reloaded shell fetched the menus' code while idle, unasked: with the network gone and no
    // service worker, the user's menu still opens.
    await expect
      .poll(
        () =>
          page.evaluate(
            `performance.getEntriesByType('resource').some((e) => e.name.includes('headlessui'))`,
          ),
        {
          timeout: 10_000,
        },
      )
      .toBe(true)
    await page.route(ANY_SCRIPT, cutOff)
    await userMenu.click()
    await page.getByRole('menuitem', { name: '个人中心' }).waitFor({ timeout: 5_000 })
    await context.close()
  })
})
