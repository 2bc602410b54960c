import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { appUnderTest, ONLINE_ONLY, signedInPage, waitForServiceWorker } from '../helpers/browser.ts'

const app = appUnderTest()

/** The shell's tests stay online but the lock's, which unlocks offline: no service worker to install. */
const signedIn = (username: string, password: string) => signedInPage(app, username, password, ONLINE_ONLY)

const layoutOf = (page: Page) => page.locator('[data-layout]').getAttribute('data-layout')
const tabKeys = (page: Page) =>
  page.locator('[data-tab]').evaluateAll((els) => els.map((e) => e.getAttribute('data-tab')))

describe("menus per account (spec §6; each account's groups: sign-in.test.ts)", () => {
  it('a page outside the menu is forbidden, and finance income is hidden for office', async () => {
    const { context, page } = await signedIn('office', 'office123')
    await page.goto('/dian/shouxian')
    await page.waitForURL(`${app.server.url}/403`)
    await page.goto('/fina/finahome')
    const menuItems = () => page.getByRole('navigation', { name: 'menu' }).getByRole('link').allInnerTexts()
    await expect.poll(menuItems).toContain('财务报表')
    const items = await menuItems()
    expect(items).not.toContain('项目合同收入')
    await context.close()
  })
})

describe('layouts', () => {
  it('every layout renders its menu, switched from the theme drawer', async () => {
    const { context, page } = await signedIn('admin', 'admin123')
    await page.goto('/staff/stafflist')
    expect(await layoutOf(page)).toBe('column')
    for (const [layout, label] of [
      ['comprehensive', '综合'],
      ['vertical', '纵向'],
      ['horizontal', '横向'],
      ['common', '常规'],
      ['float', '浮动'],
      ['column', '分栏'],
    ] as const) {
      await page.getByRole('button', { name: '主题配置' }).click()
      await page.getByRole('combobox', { name: '布局' }).selectOption({ label })
      await page.getByRole('button', { name: '保存' }).click()
      await expect.poll(() => layoutOf(page)).toBe(layout)
      const nav = layout === 'column' || layout === 'comprehensive' ? 'groups' : 'menu'
      expect(await page.getByRole('navigation', { name: nav }).isVisible(), layout).toBe(true)
    }
    await page.reload()
    expect(await layoutOf(page)).toBe('column')
    await context.close()
  })

  it('under 992 px the layout is vertical, and the chosen one comes back on desktop', async () => {
    const { context, page } = await signedIn('admin', 'admin123')
    await page.evaluate(() => localStorage.setItem('theme', JSON.stringify({ layout: 'horizontal' })))
    await page.reload()
    expect(await layoutOf(page)).toBe('horizontal')
    await page.setViewportSize({ width: 800, height: 800 })
    await expect.poll(() => layoutOf(page)).toBe('vertical')
    await page.setViewportSize({ width: 1280, height: 800 })
    await expect.poll(() => layoutOf(page)).toBe('horizontal')
    await context.close()
  })

  it('random theme changes the theme and the drawer reset restores the defaults', async () => {
    const { context, page } = await signedIn('admin', 'admin123')
    const primary = () =>
      page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--pm3-primary').trim())
    expect(await primary()).toBe('#0958d9')
    await page.getByRole('button', { name: '随机主题' }).click()
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('theme') ?? '{}'))
    expect(saved.themeName).not.toBe('blue-black')
    expect(saved.layout).not.toBe('column')
    await page.getByRole('button', { name: '主题配置' }).click()
    await page.getByRole('button', { name: '恢复默认' }).click()
    await expect.poll(() => layoutOf(page)).toBe('column')
    expect(await primary()).toBe('#0958d9')
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull()
    await context.close()
  })
})

describe('tabs', () => {
  it('opens a tab per page, closes with the rules of spec §4, and comes back after a reload', async () => {
    const { context, page } = await signedIn('admin', 'admin123')
    // Moving through the menus as a user does: group in the first column, then the page.
    const open = async (group: string, item: string) => {
      await page.getByRole('navigation', { name: 'groups' }).getByRole('button', { name: group }).click()
      await page.getByRole('navigation', { name: 'menu' }).getByRole('link', { name: item }).click()
    }
    await open('人事', '员工档案')
    await open('人事', '部门管理')
    await page.getByRole('button', { name: '系统管理员' }).click()
    await page.getByRole('menuitem', { name: '个人中心' }).click()
    await open('门店', '会员信息')
    await open('人事', '部门管理')
    await expect
      .poll(() => tabKeys(page))
      .toEqual(['/', '/staff/stafflist', '/staff/staffdepa', '/myuser', '/dian/huiyuan'])
    await page.reload()
    await expect
      .poll(() => tabKeys(page))
      .toEqual(['/', '/staff/stafflist', '/staff/staffdepa', '/myuser', '/dian/huiyuan'])

    const menu = async (label: string) => {
      await page.getByRole('button', { name: '更多' }).click()
      const item = page.getByRole('menuitem', { name: label })
      const disabled = (await item.getAttribute('aria-disabled')) === 'true'
      if (!disabled) await item.click()
      else await page.keyboard.press('Escape')
      return disabled
    }
    expect(await menu('关闭右侧')).toBe(false)
    await expect.poll(() => tabKeys(page)).toEqual(['/', '/staff/stafflist', '/staff/staffdepa'])
    expect(await menu('关闭右侧')).toBe(true)
    expect(await menu('关闭左侧')).toBe(false)
    await expect.poll(() => tabKeys(page)).toEqual(['/', '/staff/staffdepa'])
    await page.getByRole('button', { name: '关闭 部门管理' }).click()
    await page.waitForURL(`${app.server.url}/`)
    expect(await tabKeys(page)).toEqual(['/'])
    expect(await menu('关闭其他')).toBe(true)
    expect(await menu('关闭全部')).toBe(true)
    expect(await page.getByRole('button', { name: '关闭 平台首页' }).count()).toBe(0)
    await context.close()
  })

  it('what a user typed on a page survives switching tabs (kept alive)', async () => {
    const { context, page } = await signedIn('admin', 'admin123')
    await page.goto('/staff/stafflist')
    await page.getByRole('searchbox', { name: '搜索' }).fill('刘')
    await page.locator('[data-tab="/"] a').click()
    await page.waitForURL(`${app.server.url}/`)
    await page.locator('[data-tab="/staff/stafflist"] a').click()
    await page.waitForURL(`${app.server.url}/staff/stafflist`)
    expect(await page.getByRole('searchbox', { name: '搜索' }).inputValue()).toBe('刘')
    await context.close()
  })
})

describe('lock screen', () => {
  it('locks every tab across a reload, unlocks offline with the password, signs out after 5 misses', async () => {
    const { context, page } = await signedInPage(app, 'field', 'field123')
    await waitForServiceWorker(page)
    await page.getByRole('button', { name: '锁屏' }).click()
    const password = page.getByLabel('请输出密码')
    await password.waitFor()
    await page.reload()
    await password.waitFor()
    const other = await context.newPage()
    await other.goto('/myuser')
    await other.getByLabel('请输出密码').waitFor()
    await other.close()

    await context.setOffline(true)
    await password.fill('wrong-one')
    await page.getByRole('button', { name: '解锁' }).click()
    await expect.poll(() => page.getByText('请输入正确的密码').isVisible()).toBe(true)
    // The lock password is not the login password (issue 19): the sign-in answer carries its MD5.
    await password.fill('field123')
    await password.blur()
    await expect.poll(() => page.getByText('请输入正确的密码').isVisible()).toBe(true)
    await password.fill('field-lock')
    await password.blur()
    await expect.poll(() => page.getByText('请输入正确的密码').isVisible()).toBe(false)
    await page.getByRole('button', { name: '解锁' }).click()
    await expect.poll(() => password.count()).toBe(0)

    await page.getByRole('button', { name: '锁屏' }).click()
    for (let i = 0; i < 5; i++) {
      await password.fill(`nope-${i}`)
      await page.getByRole('button', { name: '解锁' }).click()
    }
    await page.waitForURL(/\/login/)
    // Signed out with no network: the sign-in says the device is offline, not "contact your administrator".
    await page.getByLabel('用户名').fill('field')
    await page.getByLabel('密码').fill('field123')
    await page.getByRole('button', { name: '登录' }).click()
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('本机没有联网')
    await context.close()
  })
})
